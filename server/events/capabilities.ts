// What the viewer may do with an event (EventCapabilities) and whether they see its pending
// invitations: access.ts's rules fed with the viewer's event role and whether they run the event
// (its host, or an owner or admin of its group: groups' viewerManagesEvent).
import type { EventRow } from '../../db/schema';
import { viewerDecision, viewerUser, type DomainContext } from '../context';
import { viewerManagesEvent } from '../groups';
import { capabilitiesOf, roleIn, waitlistCapabilitiesOf } from './access';
import { viewerWaits } from './waitlist';

async function viewerRole(ctx: DomainContext, event: Pick<EventRow, 'id' | 'ownerId'>) {
  const [playerIds, invitedEmails] = await Promise.all([
    ctx.loaders.events.playerIds.load(event.id),
    ctx.loaders.events.invitedEmails.load(event.id),
  ]);
  const role = await viewerDecision(ctx, `event-role:${event.id}`, (ctx) =>
    roleIn(event, viewerUser(ctx), playerIds, invitedEmails),
  );
  return { role, playerIds, invitedEmails };
}

export async function capabilitiesFor(ctx: DomainContext, event: EventRow) {
  const [{ role, playerIds }, manages, gameNight, waits] = await Promise.all([
    viewerRole(ctx, event),
    viewerManagesEvent(ctx, event),
    ctx.loaders.tournaments.byEventId.load(event.id),
    viewerWaits(ctx, event),
  ]);
  return {
    ...capabilitiesOf(event, role, manages, playerIds.length, gameNight !== null),
    ...waitlistCapabilitiesOf(event, role, manages, playerIds.length, waits),
  };
}

/** The pending invitations, for those who may see them (who runs the event); null for the rest. */
export async function invitedEmailsFor(
  ctx: DomainContext,
  event: EventRow,
): Promise<string[] | null> {
  const [{ role, playerIds, invitedEmails }, manages] = await Promise.all([
    viewerRole(ctx, event),
    viewerManagesEvent(ctx, event),
  ]);
  return capabilitiesOf(event, role, manages, playerIds.length).seeInvitations
    ? invitedEmails
    : null;
}
