// Where an event stands: the one definition of upcoming and past that the server's lists, stats
// and permissions and the web's event page all use (issue 8, "Event lifecycle").
//
//   upcoming     not started yet (docs/product.md §4 "Event lists": a start at or after now), no results
//   in_progress  started, results not recorded yet: being played, or over and awaiting results
//   completed    results (winners) recorded — only possible once the event has started
//
// Upcoming events are open: people join, leave, accept and are invited; the host may cancel.
// Once an event starts it is history in the making: nobody joins or leaves, nothing is pending,
// and the host records the results.
import { EVENT_LENGTH_HOURS } from './events';

export type EventState = 'upcoming' | 'in_progress' | 'completed';

/**
 * The schema's names for the states (GraphQL's `EventStatus`): the server's enum resolver sends
 * them, the web reads them back, both through this one table.
 */
export const eventStateByStatus = {
  UPCOMING: 'upcoming',
  IN_PROGRESS: 'in_progress',
  COMPLETED: 'completed',
} as const satisfies Record<string, EventState>;

export const lifecycleMessages = {
  winnersBeforeStart: 'Winners can be recorded once the event has started',
} as const;

export interface LifecycleFacts {
  startsAt: Date;
  /** Winners have been saved (the stored status is `completed`). */
  resultsRecorded: boolean;
}

/** Started means a start before now; a start at exactly now is still upcoming (docs/product.md §4). */
export function hasStarted(startsAt: Date, now: Date = new Date()): boolean {
  return startsAt.getTime() < now.getTime();
}

export function eventState(event: LifecycleFacts, now: Date = new Date()): EventState {
  if (event.resultsRecorded) return 'completed';
  return hasStarted(event.startsAt, now) ? 'in_progress' : 'upcoming';
}

/** Dashboard, group page and pending invitations list upcoming events; history lists the rest. */
export function isUpcoming(event: LifecycleFacts, now: Date = new Date()): boolean {
  return eventState(event, now) === 'upcoming';
}

/** Joining, leaving, accepting, inviting and cancelling are for events that have not started. */
export function isOpen(state: EventState): boolean {
  return state === 'upcoming';
}

/** Winners can be recorded (and updated) once the event has started. */
export function canRecordResults(state: EventState): boolean {
  return state !== 'upcoming';
}

/**
 * How screens name a state. The state itself comes from the server (its clock decides); the
 * viewer's clock only tells an evening in progress (docs/product.md §9's 4-hour length) from one that is
 * over and still awaiting its results.
 */
export function stateLabel(state: EventState, startsAt: Date, now: Date = new Date()): string {
  if (state === 'upcoming') return 'Upcoming';
  if (state === 'completed') return 'Completed';
  const over = startsAt.getTime() + EVENT_LENGTH_HOURS * 60 * 60 * 1000 <= now.getTime();
  return over ? 'Awaiting results' : 'In progress';
}
