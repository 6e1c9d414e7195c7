// The reminders' reads: who hears about a claimed reminder, and the counts the host's summary
// gives. The claims of what is due write the events' own rows, so they are the events store's
// (server/events/store/reminder-claims.ts).
import { count, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventPlayers, events, eventWaitlist, users, type EventRow } from '../../db/schema';

/** These events, by id. */
export async function eventsByIds(tx: Tx, ids: string[]): Promise<Map<string, EventRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(events).where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ReminderRecipient {
  userId: string;
  email: string;
  displayName: string;
  timezone: string;
}

/** How many play in each of these events, the host included (absent: nobody). */
export async function playerCounts(tx: Tx, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({ eventId: eventPlayers.eventId, n: count() })
    .from(eventPlayers)
    .where(inArray(eventPlayers.eventId, eventIds))
    .groupBy(eventPlayers.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}

/** These people (hosts and players), with what their mail needs, by user id. */
export async function peopleByIds(tx: Tx, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, ReminderRecipient>();
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      timezone: users.timezone,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  // A guest has no address, so no reminder: it is left out here.
  return new Map(
    rows.flatMap(({ email, ...row }) => (email ? [[row.userId, { ...row, email }] as const] : [])),
  );
}

/** How many wait for a place at each of these events (absent: nobody). */
export async function waitlistCounts(tx: Tx, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({ eventId: eventWaitlist.eventId, n: count() })
    .from(eventWaitlist)
    .where(inArray(eventWaitlist.eventId, eventIds))
    .groupBy(eventWaitlist.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}
