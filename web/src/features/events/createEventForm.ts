// The create-event form's values, turned into core/events.ts's draft and checked by its rules
// (docs/product.md §5's messages, the same the server answers with), field by field. Dates are picked as
// wall-clock time in the viewer's profile zone and sent as the instant that time names there.
import { dollarsToCents, wallTimeToIso } from '../../../../core/format';
import { DEFAULT_REMINDER_HOURS, eventDraftErrors, type EventDraft } from '../../../../core/events';
import { recurrenceErrors, seriesStarts } from '../../../../core/event-editing';
import type { FieldErrors } from '../../../../core/field-errors';
import { hasStarted } from '../../../../core/lifecycle';
import type { GameKind } from '../../gql/graphql';

export interface CreateEventValues {
  groupId: string | null;
  /** What the event is played as: places and prizes (TOURNAMENT) or buy-ins and cash-outs (CASH). */
  kind: GameKind;
  title: string;
  /** "YYYY-MM-DD HH:mm:ss" as picked, in the viewer's zone. */
  startsAt: string | null;
  locationId: string | null;
  buyIn: number | string;
  maxPlayers: number | string;
  description: string;
  /** Hours before the start players are e-mailed; 0 = off. */
  reminderHours: number | string;
  /** Repeat as a weekly series (createEventSeries) instead of one event. */
  repeat: boolean;
  /** Weeks between two events of the series, as the picker's text ("1" to "4"). */
  everyWeeks: string;
  /** Events in the series, the first included. */
  repeatCount: number | string;
  inviteUserIds: string[];
  /** Who played, when the picked start is already past (a group game recorded after the fact). */
  playerIds: string[];
}

export const initialCreateEventValues = (groupId: string | null = null): CreateEventValues => ({
  groupId,
  kind: 'TOURNAMENT',
  title: '',
  startsAt: null,
  locationId: null,
  buyIn: '',
  maxPlayers: 9,
  description: '',
  reminderHours: DEFAULT_REMINDER_HOURS,
  repeat: false,
  everyWeeks: '1',
  repeatCount: 4,
  inviteUserIds: [],
  playerIds: [],
});

/**
 * Whether the picked start has passed: then the event is a game recorded after the fact, which
 * takes who played instead of invitations (core/lifecycle.ts: joining closes at the start).
 */
export function recordsPlayedGame(
  values: Pick<CreateEventValues, 'startsAt'>,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  const iso = values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null;
  return iso !== null && hasStarted(new Date(iso), now);
}

type Errors = FieldErrors<keyof CreateEventValues>;

const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** The buy-in in cents as typed ("$20.50" → 2050), or null when empty or not an amount. */
export function buyInCents(value: number | string): number | null {
  return blank(value) ? null : dollarsToCents(value);
}

/** The number typed, or null when empty; core judges whether it is a whole number of players. */
export function maxPlayersNumber(value: number | string): number | null {
  return blank(value) ? null : Number(value);
}

/** The reminder hours typed, or null when empty (core judges the range). */
export const reminderHoursNumber = maxPlayersNumber;

/** The reminder field's message: core's range, or a nudge when it was emptied (0 is "off"). */
export function reminderHoursProblem(
  value: number | string,
  coreProblem: string | undefined,
): string | undefined {
  return coreProblem ?? (blank(value) ? 'Enter 0 to turn the reminder off' : undefined);
}

/** Whether the form creates a series: Repeat is on and the game is ahead (not one played). */
export function makesSeries(
  values: Pick<CreateEventValues, 'repeat' | 'startsAt'>,
  timeZone: string,
  now?: Date,
): boolean {
  return values.repeat && !recordsPlayedGame(values, timeZone, now);
}

/** The form's values as core/events.ts's draft: the start as the instant it names in `timeZone`. */
export function eventDraftOf(
  values: CreateEventValues,
  { timeZone, locationAddress }: { timeZone: string; locationAddress: string | null },
): EventDraft {
  const iso = values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null;
  return {
    title: values.title,
    // A wall time that names no instant is an invalid date, not a missing one.
    startsAt: values.startsAt ? new Date(iso ?? Number.NaN) : null,
    location: locationAddress ?? '',
    buyInCents: buyInCents(values.buyIn),
    maxPlayers: maxPlayersNumber(values.maxPlayers),
    hasGroup: Boolean(values.groupId),
    reminderHoursBefore: reminderHoursNumber(values.reminderHours),
  };
}

/** Every broken rule, by the form's fields. `locationAddress` is the chosen location's address. */
export function validateCreateEvent(
  values: CreateEventValues,
  options: { timeZone: string; locationAddress: string | null; now?: Date },
): Errors {
  const errors = eventDraftErrors(eventDraftOf(values, options), options.now);
  const byFormField: Errors = {};
  if (errors.title) byFormField.title = errors.title;
  if (errors.startsAt) byFormField.startsAt = errors.startsAt;
  if (errors.location) byFormField.locationId = errors.location;
  if (errors.buyInCents) byFormField.buyIn = errors.buyInCents;
  if (errors.maxPlayers) byFormField.maxPlayers = errors.maxPlayers;
  const reminder = reminderHoursProblem(values.reminderHours, errors.reminderHoursBefore);
  if (reminder) byFormField.reminderHours = reminder;
  if (makesSeries(values, options.timeZone, options.now)) {
    const repeatErrors = recurrenceErrors(recurrenceOf(values));
    if (repeatErrors.everyWeeks) byFormField.everyWeeks = repeatErrors.everyWeeks;
    if (repeatErrors.count) byFormField.repeatCount = repeatErrors.count;
  }
  return byFormField;
}

/** The form's Repeat as the API's RecurrenceInput (null parts are what core refuses). */
export function recurrenceOf(values: Pick<CreateEventValues, 'everyWeeks' | 'repeatCount'>): {
  everyWeeks: number | null;
  count: number | null;
} {
  return {
    everyWeeks: maxPlayersNumber(values.everyWeeks),
    count: maxPlayersNumber(values.repeatCount),
  };
}

/**
 * The last game's start of the series the form would create, or null while the date or the
 * repeat is incomplete: the form says when the series ends, as the server will place it.
 */
export function seriesLastStart(values: CreateEventValues, timeZone: string): Date | null {
  const iso = values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null;
  const recurrence = recurrenceOf(values);
  if (!iso || Object.keys(recurrenceErrors(recurrence)).length > 0) return null;
  const starts = seriesStarts(
    new Date(iso),
    { everyWeeks: recurrence.everyWeeks!, count: recurrence.count! },
    timeZone,
  );
  return starts[starts.length - 1] ?? null;
}
