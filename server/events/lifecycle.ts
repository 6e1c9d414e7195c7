// An event row's place in the lifecycle; core/lifecycle.ts holds the rule, and store.ts the same
// rule as SQL conditions, so lists and counts can never disagree with the event page.
import { eventState, type EventState } from '../../core/lifecycle';
import type { EventRow } from '../../db/schema';

export function stateOf(
  event: Pick<EventRow, 'startsAt' | 'status'>,
  now = new Date(),
): EventState {
  return eventState(
    { startsAt: event.startsAt, resultsRecorded: event.status === 'completed' },
    now,
  );
}
