// Seating written by another domain: a tournament's seat draw and table balancing (server/
// tournaments) rearrange the event's seats through these, inside their own transaction, which
// already holds the event row lock every seat write takes (tables.ts). The event's tables and
// seats stay this domain's: nobody else writes them.
import type { Executor, Tx } from '../../db/client';
import type { EventTableRow } from '../../db/schema';
import * as store from './store';

export interface Seating {
  tables: (EventTableRow & { seats: { seatNumber: number; userId: string }[] })[];
}

/** The event's tables in creation order, each with its seats by number. */
export async function seatingOf(db: Executor, eventId: string): Promise<Seating> {
  const tables = await store.tablesOfEvents(db, [eventId]);
  const seats = tables.length
    ? await store.seatsOfTables(
        db,
        tables.map((t) => t.id),
      )
    : [];
  return {
    tables: tables.map((table) => ({
      ...table,
      seats: seats
        .filter((s) => s.tableId === table.id)
        .map(({ seatNumber, userId }) => ({ seatNumber, userId })),
    })),
  };
}

/**
 * Adds `newTables`, then replaces every seat of the event with `seats` (tables named by id, or by
 * the name of a table added here). The caller holds the event lock.
 */
export async function applySeating(
  tx: Tx,
  eventId: string,
  newTables: readonly { name: string; maxSeats: number }[],
  seats: readonly { table: string; seatNumber: number; userId: string }[],
): Promise<void> {
  const added = await store.insertTables(tx, eventId, newTables);
  const idOf = new Map(added.map((t) => [t.name, t.id]));
  await store.deleteSeatsOfEvent(tx, eventId);
  await store.insertSeats(
    tx,
    seats.map((s) => ({
      tableId: idOf.get(s.table) ?? s.table,
      seatNumber: s.seatNumber,
      userId: s.userId,
    })),
  );
}
