// The reminders' queries: the atomic claim of events whose reminders are due, and who hears about
// each. The claim is the whole exactly-once guarantee: it sets reminded_for to the start time it
// reminds of in the same statement that finds the event due, so a second instance (or a second
// sweep after a restart) finds nothing, and a changed start time makes the event due again.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventPlayers, events, eventWaitlist, users, type EventRow } from '../../db/schema';
import { MAX_REMINDER_HOURS } from '../../core/reminders';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** Upcoming, reminders on and not yet sent for this start, inside the reminder window, not started. */
function dueAt(now: Date) {
  return and(
    eq(events.status, 'upcoming'),
    gt(events.reminderHoursBefore, 0),
    sql`${events.remindedFor} is distinct from ${events.startsAt}`,
    sql`${events.startsAt} - make_interval(hours => ${events.reminderHoursBefore}) <= ${at(now)}`,
    sql`${events.startsAt} > ${at(now)}`,
    // Implied by the two above (at most a week's lead); lets the starts_at index bound the scan.
    sql`${events.startsAt} <= ${at(now)} + make_interval(hours => ${MAX_REMINDER_HOURS})`,
  );
}

/**
 * Claims up to `limit` due events for this transaction and marks them reminded for their current
 * start. Rows another sweep holds are skipped (it is claiming them); the outer condition is
 * checked again on the locked row, so an event claimed and committed meanwhile is not taken twice.
 */
export async function claimDueEvents(tx: Tx, now: Date, limit: number): Promise<EventRow[]> {
  const due = dueAt(now);
  const ids = tx
    .select({ id: events.id })
    .from(events)
    .where(due)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(events)
    .set({ remindedFor: sql`${events.startsAt}` })
    .where(and(inArray(events.id, ids), due))
    .returning();
}

export interface ReminderRecipient {
  eventId: string;
  userId: string;
  email: string;
  displayName: string;
  timezone: string;
}

/** The players of these events, with what their mail needs. */
export async function playersOf(tx: Tx, eventIds: string[]): Promise<ReminderRecipient[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: eventPlayers.eventId,
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      timezone: users.timezone,
    })
    .from(eventPlayers)
    .innerJoin(users, eq(users.id, eventPlayers.userId))
    .where(inArray(eventPlayers.eventId, eventIds))
    .orderBy(asc(eventPlayers.eventId), asc(eventPlayers.joinedAt));
}

/** The hosts of these events, by user id. */
export async function hostsOf(tx: Tx, hostIds: string[]) {
  if (hostIds.length === 0) return new Map<string, Omit<ReminderRecipient, 'eventId'>>();
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      timezone: users.timezone,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(hostIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
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
