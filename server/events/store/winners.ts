// Results: the event_winners table, and the event they complete.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { events, eventWinners, type EventRow } from '../../../db/schema';

// --- Winners -----------------------------------------------------------------------------------

/** Replaces the results and marks the event completed. */
export async function replaceWinners(
  tx: Tx,
  eventId: string,
  winners: readonly { place: number; userId: string; prizeCents: number }[],
): Promise<EventRow> {
  await tx.delete(eventWinners).where(eq(eventWinners.eventId, eventId));
  await tx.insert(eventWinners).values(winners.map((w) => ({ eventId, ...w })));
  return markCompleted(tx, eventId);
}

/** Marks the event completed: its results are in (winners, or a settled cash game). */
export async function markCompleted(tx: Tx, eventId: string): Promise<EventRow> {
  const [updated] = await tx
    .update(events)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}

/** Moves the start to `startsAt` (a game night started more than an hour early). */
export async function moveEventStart(tx: Tx, eventId: string, startsAt: Date): Promise<void> {
  await tx.update(events).set({ startsAt, updatedAt: startsAt }).where(eq(events.id, eventId));
}

export const winnersOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventWinners)
    .where(inArray(eventWinners.eventId, [...ids]))
    .orderBy(asc(eventWinners.place));
