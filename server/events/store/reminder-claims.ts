// The atomic claims of what reminders are due (server/reminders sweeps them). A claim is the
// whole exactly-once guarantee: it sets reminded_for to the start time it reminds of in the same
// statement that finds it due, so a second instance (or a second sweep after a restart) finds
// nothing, and a changed start time makes it due again. The host's summary is claimed on the
// event's row, each player's reminder on their own event_players row.
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { eventPlayers, events, type EventRow } from '../../../db/schema';
import { MAX_REMINDER_HOURS, SUMMARY_GRACE_MINUTES } from '../../../core/reminders';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** When the event's reminders are due: `reminder_hours_before` hours before its start. */
const reminderTime = sql`${events.startsAt} - make_interval(hours => ${events.reminderHoursBefore})`;

/**
 * When the host's summary is due: at the reminder time, or — for an event created inside its
 * own window — SUMMARY_GRACE_MINUTES after its creation (half the time left if that is sooner),
 * so the players who join in the first minutes are counted.
 */
const summaryTime = sql`greatest(${reminderTime}, ${events.createdAt} + least(
  make_interval(mins => ${SUMMARY_GRACE_MINUTES}), (${events.startsAt} - ${events.createdAt}) / 2))`;

/** Upcoming, reminders on, `time` come, not started. */
function inWindow(now: Date, time: typeof reminderTime) {
  return and(
    eq(events.status, 'upcoming'),
    gt(events.reminderHoursBefore, 0),
    sql`${time} <= ${at(now)}`,
    sql`${events.startsAt} > ${at(now)}`,
    // Implied by the two above (at most a week's lead); lets the starts_at index bound the scan.
    sql`${events.startsAt} <= ${at(now)} + make_interval(hours => ${MAX_REMINDER_HOURS})`,
  );
}

/** Events whose host summary is due and not yet sent for this start. */
const summaryDue = (now: Date) =>
  and(inWindow(now, summaryTime), sql`${events.remindedFor} is distinct from ${events.startsAt}`);

/**
 * Claims up to `limit` events whose host summary is due, for this transaction, and marks them
 * reminded for their current start. Rows another sweep holds are skipped (it is claiming them);
 * the outer condition is checked again on the locked row, so an event claimed and committed
 * meanwhile is not taken twice.
 */
export async function claimDueSummaries(tx: Tx, now: Date, limit: number): Promise<EventRow[]> {
  const due = summaryDue(now);
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

/**
 * Players whose reminder is due and not yet sent for this start: from the reminder time on,
 * whenever they joined — so one who joins later hears at the next sweep. The host is not among
 * them: their summary is their reminder.
 */
const playerDue = (now: Date) =>
  and(
    inWindow(now, reminderTime),
    ne(eventPlayers.userId, events.ownerId),
    sql`${eventPlayers.remindedFor} is distinct from ${events.startsAt}`,
  );

/** Claims up to `limit` due player reminders, as claimDueSummaries claims events. */
export async function claimDuePlayers(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<{ eventId: string; userId: string }[]> {
  const due = playerDue(now);
  const pairs = tx
    .select({ eventId: eventPlayers.eventId, userId: eventPlayers.userId })
    .from(eventPlayers)
    .innerJoin(events, eq(events.id, eventPlayers.eventId))
    .where(due)
    .orderBy(asc(events.startsAt), asc(eventPlayers.eventId), asc(eventPlayers.joinedAt))
    .limit(limit)
    .for('update', { of: eventPlayers, skipLocked: true });
  return tx
    .update(eventPlayers)
    .set({ remindedFor: sql`${events.startsAt}` })
    .from(events)
    .where(
      and(
        eq(events.id, eventPlayers.eventId),
        sql`(${eventPlayers.eventId}, ${eventPlayers.userId}) in (${pairs})`,
        due,
      ),
    )
    .returning({ eventId: eventPlayers.eventId, userId: eventPlayers.userId });
}
