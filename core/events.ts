// docs/product.md §5 create-event rules, shared by the server (authority) and the create form.
import { firstError, type FieldErrors } from './field-errors';
import { instantInRange } from './instant';
import { MAX_MONEY_CENTS, moneyMessages } from './limits';

export const eventMessages = {
  titleRequired: 'Event title is required',
  dateRequired: 'Event date is required',
  locationRequired: 'Location is required',
  buyInRequired: 'Valid buy-in amount is required',
  maxPlayersMin: 'Maximum players must be at least 2',
  invalidDate: 'Invalid date format',
  dateInFuture: 'Event date must be in the future',
  reminderRange: 'Reminder must be a whole number of hours from 0 (off) to 168',
} as const;

export const MIN_PLAYERS = 2;
export const DEFAULT_SEATS = 9;
export const MIN_SEATS = 6;
export const MAX_SEATS = 10;
/** Players are reminded this many hours before the start unless the host picks otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;
/** A week: the longest a reminder may come before the start (events.reminder_hours_before). */
export const MAX_REMINDER_HOURS = 168;
/** Calendar export assumes this length (docs/product.md §9). */
export const EVENT_LENGTH_HOURS = 4;

export interface EventDraft {
  title: string;
  startsAt: Date | null;
  location: string;
  buyInCents: number | null;
  maxPlayers: number | null;
  /** Group events may be in the past (recording a game after the fact). */
  hasGroup: boolean;
  /** Hours before the start players are e-mailed (0 = off); left out: the default. */
  reminderHoursBefore?: number | null;
}

export type EventDraftField =
  'title' | 'startsAt' | 'location' | 'buyInCents' | 'maxPlayers' | 'reminderHoursBefore';

/** Whether a reminder setting is one the events table holds: whole hours, 0 (off) to a week. */
export function isReminderHours(hours: number): boolean {
  return Number.isInteger(hours) && hours >= 0 && hours <= MAX_REMINDER_HOURS;
}

/**
 * Every broken rule, by field. The keys come in the order the server reports them: whether the
 * date is in the future is judged last, after the fields it does not depend on.
 */
export function eventDraftErrors(
  draft: EventDraft,
  now: Date = new Date(),
): FieldErrors<EventDraftField> {
  const errors: FieldErrors<EventDraftField> = {};
  if (!draft.title.trim()) errors.title = eventMessages.titleRequired;
  if (!draft.startsAt) errors.startsAt = eventMessages.dateRequired;
  else if (Number.isNaN(draft.startsAt.getTime())) errors.startsAt = eventMessages.invalidDate;
  else {
    // The API's DateTime scalar already refuses other years; the form learns the rule here.
    const inRange = instantInRange(draft.startsAt);
    if (!inRange.ok) errors.startsAt = inRange.message;
  }
  if (!draft.location.trim()) errors.location = eventMessages.locationRequired;
  if (draft.buyInCents === null || !Number.isInteger(draft.buyInCents) || draft.buyInCents < 0) {
    errors.buyInCents = eventMessages.buyInRequired;
  } else if (draft.buyInCents > MAX_MONEY_CENTS) errors.buyInCents = moneyMessages.buyInTooHigh;
  if (
    draft.maxPlayers === null ||
    !Number.isInteger(draft.maxPlayers) ||
    draft.maxPlayers < MIN_PLAYERS
  ) {
    errors.maxPlayers = eventMessages.maxPlayersMin;
  }
  const reminder = draft.reminderHoursBefore;
  if (reminder !== undefined && reminder !== null && !isReminderHours(reminder)) {
    errors.reminderHoursBefore = eventMessages.reminderRange;
  }
  if (!errors.startsAt && !draft.hasGroup && draft.startsAt!.getTime() <= now.getTime()) {
    errors.startsAt = eventMessages.dateInFuture;
  }
  return errors;
}

/** The first rule the draft breaks, or null. */
export function validateEventDraft(draft: EventDraft, now: Date = new Date()): string | null {
  return firstError(eventDraftErrors(draft, now));
}
