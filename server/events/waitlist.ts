// The waitlist: when an event is full, whoever may join it can wait in line instead, and each
// place that frees up (a player leaves or is removed, the host raises the cap) goes to the first
// in line, in the same transaction and under the same event row lock as joins, so the event is
// never overbooked and nobody overtakes anyone. The promoted get a "You're in" mail through the
// outbox, in that transaction too.
import { isOpen } from '../../core/lifecycle';
import { nextInLine } from '../../core/waitlist';
import type { Tx } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import { viewerDecision, viewerUser, type DomainContext } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import { enqueueEmails } from '../mail';
import type { Services } from '../services';
import { waitlistPromotedMails } from './emails';
import { stateOf } from './lifecycle';
import { eventMessages, waitlistMessages } from './messages';
import { publishEventChange } from './notify';
import { usersByIds } from '../users';
import * as store from './store';

/**
 * Fills every free place of the event from its waitlist, first in line first, inside the
 * caller's transaction; returns the ids promoted, in order. Takes the event row lock (a no-op
 * when the caller holds it already, as every write that frees a place does) and reads the event
 * again under it, so a cap the caller has just raised counts. Each promoted person plays, leaves
 * the line, loses their now-answered invitation and is sent "You're in". Nobody is promoted once
 * the event has started.
 *
 * After the commit, call `announcePromotions` (the mail worker and the open screens).
 */
export async function promoteFromWaitlist(
  tx: Tx,
  eventId: string,
  ctx: { services: Services },
): Promise<string[]> {
  const event = await store.lockEvent(tx, eventId);
  if (!isOpen(stateOf(event))) return [];
  const [playerIds, waiting] = await Promise.all([
    store.playerIdsOf(tx, eventId),
    store.waitlistIdsOf(tx, eventId),
  ]);
  const promoted = nextInLine(
    waiting.filter((id) => !playerIds.includes(id)),
    playerIds.length,
    event.maxPlayers,
  );
  if (promoted.length === 0) return [];
  await store.removeFromWaitlist(tx, eventId, promoted);
  await store.addPlayers(tx, eventId, promoted);
  const people = await usersByIds(tx, [event.ownerId, ...promoted]);
  const host = people.find((p) => p.id === event.ownerId)!;
  const emails = promoted
    .map((id) => people.find((p) => p.id === id))
    .filter((p): p is UserRow => p !== undefined)
    .flatMap((p) => p.email ?? []);
  for (const email of emails) await store.removeInvite(tx, eventId, email);
  await enqueueEmails(tx, waitlistPromotedMails(ctx.services, event, host, emails));
  return promoted;
}

/**
 * After a transaction that may have promoted people has committed: wakes the mail worker for
 * their "You're in" and tells every open screen of the event, and the dashboards of `userIds`
 * (whoever else changed: the leaver, the removed) and of the promoted.
 */
export async function announcePromotions(
  ctx: Pick<DomainContext, 'services'>,
  eventId: string,
  promoted: readonly string[],
  userIds: readonly string[] = [],
): Promise<void> {
  if (promoted.length > 0) ctx.services.mail.wake();
  await publishEventChange(ctx, eventId, [...userIds, ...promoted]);
}

export async function joinWaitlist(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    if (!isOpen(stateOf(event))) throw badInput(eventMessages.closed);
    const playerIds = await store.playerIdsOf(tx, eventId);
    if (playerIds.includes(user.id)) throw badInput(waitlistMessages.alreadyPlaying);
    const waiting = await store.waitlistIdsOf(tx, eventId);
    if (waiting.includes(user.id)) return event; // waiting already: harmless
    // Every place that frees up goes to the line at once, so a free place means nobody waits.
    if (playerIds.length < event.maxPlayers) throw conflict(waitlistMessages.notFull);
    await store.addToWaitlist(tx, eventId, user.id);
    return event;
  });
  await publishEventChange(ctx, eventId, [user.id]);
  return event;
}

export async function leaveWaitlist(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    const removed = await store.removeFromWaitlist(tx, eventId, [user.id]);
    if (removed.length === 0) throw forbidden(waitlistMessages.notWaiting);
    return event;
  });
  await publishEventChange(ctx, eventId, [user.id]);
  return event;
}

/** The people waiting, first in line first; nobody once the event has started. */
export async function waitlistOf(ctx: DomainContext, event: EventRow): Promise<UserRow[]> {
  if (!isOpen(stateOf(event))) return [];
  const ids = await ctx.loaders.events.waitlistIds.load(event.id);
  const people = await ctx.loaders.userById.loadMany(ids);
  return people.filter((p): p is UserRow => Boolean(p) && !(p instanceof Error));
}

/** Whether the viewer is in the event's line (a decision about the viewer, for live updates). */
export async function viewerWaits(
  ctx: Pick<DomainContext, 'viewer' | 'loaders' | 'audience'>,
  event: Pick<EventRow, 'id'>,
): Promise<boolean> {
  const waiting = await ctx.loaders.events.waitlistIds.load(event.id);
  return viewerDecision(ctx, `event-waits:${event.id}`, (ctx) => {
    const viewer = viewerUser(ctx);
    return viewer !== null && waiting.includes(viewer.id);
  });
}

/** Upcoming events I wait for, soonest first (the dashboard's Waitlisted). */
export function waitlistedEventsOf(
  ctx: DomainContext,
  me: Pick<UserRow, 'id'>,
  now = new Date(),
): Promise<EventRow[]> {
  return store.upcomingWaitlistedEventsOf(ctx.db, me.id, now);
}
