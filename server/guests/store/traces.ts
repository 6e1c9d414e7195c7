// What a claim reads of a guest's traces in other domains' tables — the events they played,
// sat, won, bought in or cashed out in, and payments — to refuse a claim that would give one
// person two places in an event or a payment to themself. The rows themselves change hands in
// their own domains' stores (server/guests/claim.ts); tests/integration/guests.test.ts checks
// every table.
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  cashBuyIns,
  cashOuts,
  eventPlayers,
  eventTables,
  eventWaitlist,
  eventWinners,
  events,
  groupPayments,
  seatReservations,
  tournamentEntries,
  tournamentResults,
  tournaments,
} from '../../../db/schema';

/** The events a user took part in, by any trace a game leaves. */
function eventIdsOf(db: Executor, userId: string) {
  return union(
    db
      .select({ id: eventPlayers.eventId })
      .from(eventPlayers)
      .where(eq(eventPlayers.userId, userId)),
    db
      .select({ id: eventWaitlist.eventId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.userId, userId)),
    db
      .select({ id: eventWinners.eventId })
      .from(eventWinners)
      .where(eq(eventWinners.userId, userId)),
    db
      .select({ id: tournamentResults.eventId })
      .from(tournamentResults)
      .where(eq(tournamentResults.userId, userId)),
    db.select({ id: cashBuyIns.eventId }).from(cashBuyIns).where(eq(cashBuyIns.userId, userId)),
    db.select({ id: cashOuts.eventId }).from(cashOuts).where(eq(cashOuts.userId, userId)),
    db
      .select({ id: tournaments.eventId })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(eq(tournamentEntries.userId, userId)),
    db
      .select({ id: eventTables.eventId })
      .from(seatReservations)
      .innerJoin(eventTables, eq(eventTables.id, seatReservations.tableId))
      .where(eq(seatReservations.userId, userId)),
  );
}

/** The title of one event both took part in (a claim would give one person two places), if any. */
export async function sharedEventTitle(
  db: Executor,
  guestId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ title: events.title })
    .from(events)
    .where(
      and(inArray(events.id, eventIdsOf(db, guestId)), inArray(events.id, eventIdsOf(db, userId))),
    )
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row?.title ?? null;
}

/** The events the guest took part in (a claim tells each of them). */
export async function eventIdsPlayed(db: Executor, guestId: string): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.id, eventIdsOf(db, guestId)));
  return rows.map((row) => row.id);
}

/** How many events the guest took part in. */
export async function eventCountOf(db: Executor, guestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(inArray(events.id, eventIdsOf(db, guestId)));
  return row?.n ?? 0;
}

/** Whether any game or payment names the guest (a removal would rewrite others' history). */
export async function hasHistory(db: Executor, guestId: string): Promise<boolean> {
  if ((await eventCountOf(db, guestId)) > 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(groupPayments)
    .where(or(eq(groupPayments.fromUserId, guestId), eq(groupPayments.toUserId, guestId)));
  return (row?.n ?? 0) > 0;
}

/** Whether money was recorded between the two (after a move it would be one person paying themself). */
export async function paymentsBetween(
  db: Executor,
  guestId: string,
  userId: string,
): Promise<boolean> {
  const between = (from: string, to: string) =>
    and(eq(groupPayments.fromUserId, from), eq(groupPayments.toUserId, to));
  const [row] = await db
    .select({ n: count() })
    .from(groupPayments)
    .where(or(between(guestId, userId), between(userId, guestId)));
  return (row?.n ?? 0) > 0;
}
