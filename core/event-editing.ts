// Editing an event and running it again (issue 12, "Before the night"): the rules an edit adds to
// the create form's (core/events.ts, which an edit also passes), the limits of a weekly series and
// the dates it falls on. Shared by the server (the authority) and the edit and create forms.
import { addWeeks } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** A series repeats every 1 to 4 weeks. */
export const SERIES_EVERY_WEEKS = { min: 1, max: 4 } as const;
/** A series holds 2 to 26 events: half a year of weekly games, a year of fortnightly ones. */
export const SERIES_COUNT = { min: 2, max: 26 } as const;

export const eventEditMessages = {
  capBelowPlayers: (players: number) =>
    `Max players cannot be lower than the ${players} players already attending`,
  everyWeeks: `Repeat every ${SERIES_EVERY_WEEKS.min} to ${SERIES_EVERY_WEEKS.max} weeks`,
  count: `A series has ${SERIES_COUNT.min} to ${SERIES_COUNT.max} events`,
} as const;

/**
 * Whether a new cap leaves room for everyone already playing. Lowering the cap below them would
 * have to drop someone who was promised a place, so it is refused instead.
 */
export function capProblem(maxPlayers: number, playerCount: number): string | null {
  return maxPlayers < playerCount ? eventEditMessages.capBelowPlayers(playerCount) : null;
}

export interface Recurrence {
  /** Weeks between two events of the series. */
  everyWeeks: number;
  /** Events in the series, the first included. */
  count: number;
}

export type RecurrenceField = keyof Recurrence;

/** Every broken rule of a recurrence, by field (the form shows each beside its input). */
export function recurrenceErrors(recurrence: {
  everyWeeks: number | null;
  count: number | null;
}): Partial<Record<RecurrenceField, string>> {
  const errors: Partial<Record<RecurrenceField, string>> = {};
  const within = (n: number | null, range: { min: number; max: number }) =>
    n !== null && Number.isInteger(n) && n >= range.min && n <= range.max;
  if (!within(recurrence.everyWeeks, SERIES_EVERY_WEEKS)) {
    errors.everyWeeks = eventEditMessages.everyWeeks;
  }
  if (!within(recurrence.count, SERIES_COUNT)) errors.count = eventEditMessages.count;
  return errors;
}

/**
 * The starts of a weekly series: the first, then one every `everyWeeks` weeks, each at the same
 * wall-clock time in `timeZone` as the first — 7 PM stays 7 PM across a change to or from summer
 * time, so the instants are not a fixed number of hours apart. A time that does not exist on a
 * later date (inside a spring-forward gap) moves forward by the gap, as the zone's clocks do.
 */
export function seriesStarts(first: Date, recurrence: Recurrence, timeZone: string): Date[] {
  const start = new TZDate(first.getTime(), timeZone);
  return Array.from(
    { length: recurrence.count },
    (_, i) => new Date(addWeeks(start, i * recurrence.everyWeeks).getTime()),
  );
}

/** One start a week (or `everyWeeks`) later at the same wall-clock time: "Run it again"'s default. */
export function nextStartAfter(startsAt: Date, timeZone: string, everyWeeks = 1): Date {
  return seriesStarts(startsAt, { everyWeeks, count: 2 }, timeZone)[1]!;
}

/** What an edit changed that people must hear about: the date and the place. */
export interface NoticeableChange {
  startsAt?: { before: Date; after: Date };
  location?: { before: string; after: string };
}

/**
 * The date and location changes of an edit (each only when it really differs), or null when
 * neither changed — a new title, buy-in or cap e-mails nobody.
 */
export function noticeableChange(
  before: { startsAt: Date; location: string },
  after: { startsAt: Date; location: string },
): NoticeableChange | null {
  const change: NoticeableChange = {};
  if (before.startsAt.getTime() !== after.startsAt.getTime()) {
    change.startsAt = { before: before.startsAt, after: after.startsAt };
  }
  if (before.location !== after.location) {
    change.location = { before: before.location, after: after.location };
  }
  return change.startsAt || change.location ? change : null;
}
