// core/lifecycle.ts's rule as SQL conditions, as events/lifecycle.ts applies it to a row, so lists
// and counts can never disagree with the event page. Internal to the store (not in index.ts).
import { and, eq, gte, lt, ne, or } from 'drizzle-orm';
import { events } from '../../../db/schema';

/** core/lifecycle's isUpcoming in SQL: not started (a start at or after now) and no results. */
export const upcomingAt = (now: Date) =>
  and(ne(events.status, 'completed'), gte(events.startsAt, now));

/** Everything that is not upcoming: started, or with results recorded. */
export const pastAt = (now: Date) => or(eq(events.status, 'completed'), lt(events.startsAt, now));
