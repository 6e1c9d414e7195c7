// Editing an upcoming event (issue 12): the host changes any of its fields, judged by the create
// form's rules (core/events.ts) plus the edit's own (core/event-editing.ts), under the event row
// lock that joins and leaves take, so the cap can never drop below players who joined meanwhile.
// A new date or place is e-mailed, once, to everyone it concerns; other edits are silent.
import { capProblem, noticeableChange } from '../../core/event-editing';
import { validateEventDraft } from '../../core/events';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { UpdateEventInput } from '../graphql/generated/resolvers-types';
import { enqueueEmails } from '../mail';
import { requireManagerAction } from './access';
import { eventUpdatedMails } from './emails';
import * as store from './store';
import { announcePromotions, promoteFromWaitlist } from './waitlist';

/** A field left out or null keeps its value. */
const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export async function updateEvent(
  ctx: DomainContext,
  eventId: string,
  input: UpdateEventInput,
): Promise<EventRow> {
  const host = ctx.requireMember();
  const { updated, promoted, mailed } = await ctx.db.transaction(async (tx) => {
    const before = await store.lockEvent(tx, eventId);
    await requireManagerAction(tx, before, host, 'edit', await store.hasTournament(tx, eventId));
    const after = {
      title: given(input.title) ? input.title.trim() : before.title,
      startsAt: given(input.startsAt) ? input.startsAt : before.startsAt,
      location: given(input.location) ? input.location.trim() : before.location,
      buyInCents: given(input.buyInCents) ? input.buyInCents : before.buyInCents,
      maxPlayers: given(input.maxPlayers) ? input.maxPlayers : before.maxPlayers,
      reminderHoursBefore: given(input.reminderHoursBefore)
        ? input.reminderHoursBefore
        : before.reminderHoursBefore,
      // An empty text removes the notes; left out, they stay.
      description: given(input.description) ? input.description.trim() || null : before.description,
    };
    // The create form's rules and messages; an edit keeps the game upcoming, group or not.
    const problem = validateEventDraft({ ...after, hasGroup: false });
    if (problem) throw badInput(problem);
    const playerIds = await store.playerIdsOf(tx, eventId);
    const tooFew = capProblem(after.maxPlayers, playerIds.length);
    if (tooFew) throw badInput(tooFew);

    const updated = await store.updateEvent(tx, eventId, after);
    // A raised cap frees places: the first in line take them, in this transaction.
    const promoted =
      updated.maxPlayers > before.maxPlayers ? await promoteFromWaitlist(tx, eventId, ctx) : [];
    const change = noticeableChange(before, updated);
    if (!change) return { updated, promoted, mailed: false };
    // Everyone it concerns but the host, who made the change: players and pending invitations.
    const players = await store.playerEmailsOf(tx, eventId, host.id);
    const invited = await store.invitedEmailsOf(tx, eventId);
    const recipients = [...new Set([...players, ...invited])];
    const zones = await store.timeZonesByEmail(tx, recipients);
    const to = recipients.map((email) => ({ email, timeZone: zones.get(email) ?? host.timezone }));
    await enqueueEmails(tx, eventUpdatedMails(ctx.services, updated, host, change, to));
    return { updated, promoted, mailed: to.length > 0 };
  });
  if (mailed) ctx.services.mail.wake();
  await announcePromotions(ctx, eventId, promoted);
  return updated;
}
