// The events table: the row lock every write to an event takes first, the lifecycle as SQL, and
// the event rows themselves.
import { eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { isUuid } from '../../../db/ids';
import {
  events,
  eventTables,
  groupMembers,
  users,
  type EventRow,
  type EventTableRow,
} from '../../../db/schema';
import { notFound } from '../../errors';
import { eventMessages } from '../messages';

// --- Locks -------------------------------------------------------------------------------------

/** Locks the event row for the rest of the transaction; other writes to the event queue behind it. */
export async function lockEvent(tx: Tx, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(eventMessages.notFound);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(eventMessages.notFound);
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
  if (!isUuid(tableId)) throw notFound(eventMessages.tableNotFound);
  const tableNow = () => tx.select().from(eventTables).where(eq(eventTables.id, tableId));
  const [before] = await tableNow();
  if (!before) throw notFound(eventMessages.tableNotFound);
  const event = await lockEvent(tx, before.eventId);
  const [table] = await tableNow();
  if (!table) throw notFound(eventMessages.tableNotFound);
  return { table, event };
}

// --- Events ------------------------------------------------------------------------------------

export async function findEvent(db: Executor, eventId: string): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event ?? null;
}

export async function eventsByIds(db: Executor, ids: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
}

export async function insertEvent(
  tx: Tx,
  values: Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<EventRow> {
  const [created] = await tx.insert(events).values(values).returning();
  return created!;
}

/** Writes an edit's new values (the caller holds the event row lock). */
export async function updateEvent(
  tx: Tx,
  eventId: string,
  values: Partial<
    Pick<
      EventRow,
      | 'title'
      | 'description'
      | 'startsAt'
      | 'location'
      | 'buyInCents'
      | 'maxPlayers'
      | 'reminderHoursBefore'
    >
  >,
): Promise<EventRow> {
  const [updated] = await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}

export async function deleteEvent(tx: Tx, eventId: string): Promise<void> {
  await tx.delete(events).where(eq(events.id, eventId));
}

/** Members of a group with their addresses (a group event invites every other member). */
export async function groupMembersOf(tx: Executor, groupId: string) {
  if (!isUuid(groupId)) return Promise.resolve([]);
  return tx
    .select({ userId: groupMembers.userId, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
}
