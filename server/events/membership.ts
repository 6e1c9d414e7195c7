// Who plays: join (also accepting an invitation), leave, declining an invitation and the host's
// removing a player. All hold the event row lock, so capacity can never be overbooked; a leave
// or a removal hands the place to the waitlist's first in line (waitlist.ts) in its transaction.
import { isOpen } from '../../core/lifecycle';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { isUuid } from '../../db/ids';
import { badInput, conflict, forbidden } from '../errors';
import { requireManagerAction } from './access';
import { stateOf } from './lifecycle';
import { eventMessages, waitlistMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';
import { announcePromotions, promoteFromWaitlist } from './waitlist';

export async function joinEvent(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    const playerIds = await store.playerIdsOf(tx, eventId);
    if (playerIds.includes(user.id)) return event; // joining twice is harmless
    if (!isOpen(stateOf(event))) throw badInput(eventMessages.closed);
    if (playerIds.length >= event.maxPlayers) throw conflict(eventMessages.full);
    await store.addPlayers(tx, eventId, [user.id]);
    await store.removeInvite(tx, eventId, user.email);
    await store.removeFromWaitlist(tx, eventId, [user.id]);
    return event;
  });
  await publishEventChange(ctx, eventId, [user.id]);
  return event;
}

export async function leaveEvent(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  const { event, promoted } = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    if (event.ownerId === user.id) throw forbidden(eventMessages.hostCannotLeave);
    // Once the game has started, who played is history (and who may be a winner).
    if (!isOpen(stateOf(event))) throw badInput(eventMessages.closed);
    if (!(await store.removePlayer(tx, eventId, user.id))) {
      throw forbidden(eventMessages.notAPlayer);
    }
    return { event, promoted: await promoteFromWaitlist(tx, eventId, ctx) };
  });
  await announcePromotions(ctx, eventId, promoted, [user.id]);
  return event;
}

export async function declineEventInvite(ctx: DomainContext, eventId: string): Promise<void> {
  const user = ctx.requireMember();
  // Under the event lock: a promotion never picks someone whose decline is committing.
  await ctx.db.transaction(async (tx) => {
    await store.lockEvent(tx, eventId);
    await store.removeInvite(tx, eventId, user.email);
    await store.removeFromWaitlist(tx, eventId, [user.id]);
  });
  await publishEventChange(ctx, eventId, [user.id]);
}

/**
 * The host removes a player (never themself) while the event is upcoming: their seats go with
 * them and the first on the waitlist takes the place. Removing someone who does not play changes
 * nothing, so a second click or a race with their leaving is harmless.
 */
export async function removeEventPlayer(
  ctx: DomainContext,
  input: { eventId: string; userId: string },
): Promise<EventRow> {
  const host = ctx.requireMember();
  const { eventId, userId } = input;
  const { event, promoted, removed } = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManagerAction(tx, event, host, 'removePlayer');
    if (userId === event.ownerId) throw badInput(waitlistMessages.hostCannotBeRemoved);
    if (!isUuid(userId) || !(await store.removePlayer(tx, eventId, userId))) {
      return { event, promoted: [], removed: false };
    }
    return { event, promoted: await promoteFromWaitlist(tx, eventId, ctx), removed: true };
  });
  if (removed) await announcePromotions(ctx, eventId, promoted, [userId]);
  return event;
}
