// Creating an event: validated by core/events.ts, written in one transaction with its host, the
// players of a game recorded after the fact, and the invitations of an upcoming one.
import { validateEventDraft } from '../../core/events';
import { hasStarted } from '../../core/lifecycle';
import { isUuid } from '../../db/ids';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import type { CreateEventInput } from '../graphql/generated/resolvers-types';
import { requireInviteCount } from '../mail/invitations';
import { inviteAddresses } from './invitations';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import { invitableAmong } from './queries';
import * as store from './store';

export async function createEvent(ctx: DomainContext, input: CreateEventInput): Promise<EventRow> {
  const host = ctx.requireMember();
  const draft = {
    title: input.title.trim(),
    startsAt: input.startsAt,
    location: input.location.trim(),
    buyInCents: input.buyInCents,
    maxPlayers: input.maxPlayers,
    hasGroup: Boolean(input.groupId),
  };
  const problem = validateEventDraft(draft);
  if (problem) throw badInput(problem);
  requireInviteCount((input.inviteUserIds?.length ?? 0) + (input.playerIds?.length ?? 0));
  // A game recorded after the fact (a group event may start in the past, SPEC §5) is never open
  // to joining, so who played comes with it, and invitations to it would be mail about the past.
  const started = hasStarted(draft.startsAt);
  if (started && input.inviteUserIds?.length) throw badInput(eventMessages.inviteToStarted);
  if (!started && input.playerIds?.length) throw badInput(eventMessages.playersBeforeStart);
  const playerIds = [...new Set(input.playerIds ?? [])].filter((id) => id !== host.id);
  if (1 + playerIds.length > draft.maxPlayers) throw conflict(eventMessages.full);
  const groupId = input.groupId ?? null;
  const event = await ctx.db.transaction(async (tx) => {
    let groupEmails: string[] = [];
    if (groupId) {
      const members = await store.groupMembersOf(tx, groupId);
      // Any member may create an event for the group; its other members are invited.
      if (!members.some((m) => m.userId === host.id)) throw forbidden(eventMessages.groupAccess);
      groupEmails = members.filter((m) => m.userId !== host.id).map((m) => m.email);
    }
    const inviteIds = [...new Set(input.inviteUserIds ?? [])].filter((id) => id !== host.id);
    // An id that does not exist gets the same answer as a stranger's: ids reveal nothing.
    const invitees = await invitableAmong(tx, host.id, inviteIds.filter(isUuid));
    if (invitees.length !== inviteIds.length) throw badInput(eventMessages.inviteesNotKnown);
    const players = await invitableAmong(tx, host.id, playerIds.filter(isUuid));
    if (players.length !== playerIds.length) throw badInput(eventMessages.inviteesNotKnown);

    const created = await store.insertEvent(tx, {
      title: draft.title,
      description: input.description?.trim() || null,
      startsAt: draft.startsAt,
      location: draft.location,
      buyInCents: draft.buyInCents,
      maxPlayers: draft.maxPlayers,
      ownerId: host.id,
      groupId,
    });
    // The host first: players are listed in joining order.
    await store.addPlayers(tx, created.id, [host.id]);
    await store.addPlayers(
      tx,
      created.id,
      players.map((p) => p.id),
    );
    if (!started) {
      await inviteAddresses(ctx, tx, created, host, [
        ...new Set([...groupEmails, ...invitees.map((i) => i.email)]),
      ]);
    }
    return created;
  });
  ctx.services.mail.wake();
  await publishEventChange(ctx, event.id);
  return event;
}
