// The waitlist: the event_waitlist table (waitlist.ts; every write holds the event lock).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { events, eventWaitlist, type EventRow } from '../../../db/schema';
import { upcomingAt } from './lifecycle-sql';

// --- Waitlist (waitlist.ts; every write holds the event lock) ----------------------------------

/** The line's order: who joined it first, then by id (a tie on the instant). */
const waitlistOrder = [asc(eventWaitlist.joinedAt), asc(eventWaitlist.userId)] as const;

/** Ids of the people waiting for the event, first in line first. */
export async function waitlistIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventWaitlist.userId })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, eventId))
    .orderBy(...waitlistOrder);
  return rows.map((r) => r.userId);
}

/**
 * Puts a user at the end of the line; false when they were on it already. The time is the
 * clock's when the row is written, under the event lock (not the transaction's start, which
 * may be earlier than a rival's who got the lock first), so the order is the order of joining.
 */
export async function addToWaitlist(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(eventWaitlist)
    .values({ eventId, userId, joinedAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ userId: eventWaitlist.userId });
  return inserted.length > 0;
}

/** Takes users off the event's waitlist; returns the ids that were on it. */
export async function removeFromWaitlist(
  db: Executor,
  eventId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const removed = await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, [...userIds])))
    .returning({ userId: eventWaitlist.userId });
  return removed.map((r) => r.userId);
}

/** Empties the event's waitlist (the event completed: nobody waits for a game that was played). */
export async function clearWaitlist(db: Executor, eventId: string): Promise<void> {
  await db.delete(eventWaitlist).where(eq(eventWaitlist.eventId, eventId));
}

/** Upcoming events I wait for, soonest first (the dashboard's Waitlisted). */
export async function upcomingWaitlistedEventsOf(
  db: Executor,
  userId: string,
  now: Date,
): Promise<EventRow[]> {
  const waiting = db
    .select({ id: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.userId, userId));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, waiting), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

export const waitlistsOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventWaitlist)
    .where(inArray(eventWaitlist.eventId, [...ids]))
    .orderBy(...waitlistOrder);
