// The event row lock. Every write that changes who plays or who sits where (join, leave, invite,
// winners, tables, seats) takes it first, so those writes run one at a time per event: capacity
// is never overbooked, and a seat can never be reserved by a player whose leave is committing.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import { events, eventTables, type EventRow, type EventTableRow } from '../../db/schema';
import { notFound } from '../errors';
import { eventErrors } from './access';

/** Locks the event row for the rest of the transaction; other writes to the event queue behind it. */
export async function lockEvent(tx: Tx, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(eventErrors.notFound);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(eventErrors.notFound);
  return event;
}

/**
 * Locks the event a table belongs to, then reads the table again under that lock: a table removed
 * while we waited is "Table not found", never a seat written into a table that no longer exists.
 */
export async function lockTable(
  tx: Tx,
  tableId: string,
): Promise<{ table: EventTableRow; event: EventRow }> {
  if (!isUuid(tableId)) throw notFound(eventErrors.tableNotFound);
  const tableNow = () => tx.select().from(eventTables).where(eq(eventTables.id, tableId));
  const [before] = await tableNow();
  if (!before) throw notFound(eventErrors.tableNotFound);
  const event = await lockEvent(tx, before.eventId);
  const [table] = await tableNow();
  if (!table) throw notFound(eventErrors.tableNotFound);
  return { table, event };
}
