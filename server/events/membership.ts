// Who plays: join (also accepting an invitation), leave, and declining an invitation. Joins and
// leaves hold the event row lock, so capacity can never be overbooked.
import { isOpen } from '../../core/lifecycle';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, conflict, forbidden, notFound } from '../errors';
import { stateOf } from './lifecycle';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';

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
    return event;
  });
  await publishEventChange(ctx, eventId, [user.id]);
  return event;
}

export async function leaveEvent(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    if (event.ownerId === user.id) throw forbidden(eventMessages.hostCannotLeave);
    // Once the game has started, who played is history (and who may be a winner).
    if (!isOpen(stateOf(event))) throw badInput(eventMessages.closed);
    if (!(await store.removePlayer(tx, eventId, user.id))) {
      throw forbidden(eventMessages.notAPlayer);
    }
    return event;
  });
  await publishEventChange(ctx, eventId, [user.id]);
  return event;
}

export async function declineEventInvite(ctx: DomainContext, eventId: string): Promise<void> {
  const user = ctx.requireMember();
  if (!(await store.findEvent(ctx.db, eventId))) throw notFound(eventMessages.notFound);
  await store.removeInvite(ctx.db, eventId, user.email);
  await publishEventChange(ctx, eventId, [user.id]);
}
