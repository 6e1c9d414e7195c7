// An event row's place in the lifecycle (core/lifecycle.ts holds the rule), and the same rule as
// SQL conditions for the lists and counts that the database filters, so the dashboard, history,
// pending invitations and the stat cards can never disagree with the event page.
import { and, eq, gte, lt, ne, or } from 'drizzle-orm';
import { eventState, type EventState } from '../../core/lifecycle';
import { events, type EventRow } from '../../db/schema';

export function stateOf(
  event: Pick<EventRow, 'startsAt' | 'status'>,
  now = new Date(),
): EventState {
  return eventState(
    { startsAt: event.startsAt, resultsRecorded: event.status === 'completed' },
    now,
  );
}

/** core/lifecycle's isUpcoming in SQL: not started (a start at or after now) and no results. */
export const upcomingAt = (now: Date) =>
  and(ne(events.status, 'completed'), gte(events.startsAt, now));

/** Everything that is not upcoming: started, or with results recorded. */
export const pastAt = (now: Date) => or(eq(events.status, 'completed'), lt(events.startsAt, now));
