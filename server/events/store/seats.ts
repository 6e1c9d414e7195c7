// Tables and seats: the event_tables and seat_reservations tables.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { eventTables, seatReservations, type EventTableRow } from '../../../db/schema';

// --- Tables and seats --------------------------------------------------------------------------

const seatAt = (tableId: string, seatNumber: number) =>
  and(eq(seatReservations.tableId, tableId), eq(seatReservations.seatNumber, seatNumber));

export async function insertTable(tx: Tx, eventId: string, name: string, maxSeats: number) {
  await tx.insert(eventTables).values({ eventId, name, maxSeats });
}

/** Adds tables in the given order (their creation times, the display order, follow it). */
export async function insertTables(
  tx: Tx,
  eventId: string,
  tables: readonly { name: string; maxSeats: number }[],
): Promise<EventTableRow[]> {
  if (tables.length === 0) return [];
  // A transaction's now() is one instant: the default would give every table the same time.
  const start = Date.now();
  return tx
    .insert(eventTables)
    .values(tables.map((t, i) => ({ eventId, ...t, createdAt: new Date(start + i) })))
    .returning();
}

/** Releases every seat at the event's tables. */
export async function deleteSeatsOfEvent(tx: Tx, eventId: string) {
  const tableIds = tx
    .select({ id: eventTables.id })
    .from(eventTables)
    .where(eq(eventTables.eventId, eventId));
  await tx.delete(seatReservations).where(inArray(seatReservations.tableId, tableIds));
}

export async function insertSeats(
  tx: Tx,
  seats: readonly { tableId: string; seatNumber: number; userId: string }[],
) {
  if (seats.length === 0) return;
  await tx.insert(seatReservations).values([...seats]);
}

export async function deleteTable(tx: Tx, tableId: string) {
  await tx.delete(eventTables).where(eq(eventTables.id, tableId));
}

/** Reserves the seat; false when the seat is taken or the player already sits at the table. */
export async function insertSeat(
  tx: Tx,
  tableId: string,
  seatNumber: number,
  userId: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(seatReservations)
    .values({ tableId, seatNumber, userId })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function seatHolder(
  db: Executor,
  tableId: string,
  seatNumber: number,
): Promise<string | null> {
  const [seat] = await db.select().from(seatReservations).where(seatAt(tableId, seatNumber));
  return seat?.userId ?? null;
}

/** The seat `userId` holds at the table, or null. */
export async function seatOf(db: Executor, tableId: string, userId: string) {
  const [seat] = await db
    .select()
    .from(seatReservations)
    .where(and(eq(seatReservations.tableId, tableId), eq(seatReservations.userId, userId)));
  return seat?.seatNumber ?? null;
}

/** Moves a reservation to another seat of the same table (the caller has checked it is free). */
export async function moveSeat(tx: Tx, tableId: string, from: number, to: number) {
  await tx.update(seatReservations).set({ seatNumber: to }).where(seatAt(tableId, from));
}

export async function deleteSeat(tx: Tx, tableId: string, seatNumber: number) {
  await tx.delete(seatReservations).where(seatAt(tableId, seatNumber));
}

export const tablesOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventTables)
    .where(inArray(eventTables.eventId, [...ids]))
    .orderBy(asc(eventTables.createdAt));

export const seatsOfTables = async (db: Executor, tableIds: readonly string[]) =>
  db
    .select()
    .from(seatReservations)
    .where(inArray(seatReservations.tableId, [...tableIds]))
    .orderBy(asc(seatReservations.seatNumber));
