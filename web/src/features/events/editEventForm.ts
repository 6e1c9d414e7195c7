// The Edit Event dialog's values: the create form's fields (the location as the event's text, as
// it was saved) checked by the same core rules, and turned into updateEvent's input.
import { centsToDollars, isoToWallTime, wallTimeToIso } from '../../../../core/format';
import { capProblem } from '../../../../core/event-editing';
import { eventDraftErrors } from '../../../../core/events';
import type { FieldErrors } from '../../../../core/field-errors';
import type { EventDetailFragment, UpdateEventInput } from '../../gql/graphql';
import {
  buyInCents,
  maxPlayersNumber,
  reminderHoursNumber,
  reminderHoursProblem,
} from './createEventForm';

export interface EditEventValues {
  title: string;
  /** "YYYY-MM-DD HH:mm:ss" in the viewer's zone. */
  startsAt: string | null;
  location: string;
  buyIn: number | string;
  maxPlayers: number | string;
  description: string;
  reminderHours: number | string;
}

type EditableEvent = Pick<
  EventDetailFragment,
  | 'title'
  | 'startsAt'
  | 'location'
  | 'buyInCents'
  | 'maxPlayers'
  | 'description'
  | 'reminderHoursBefore'
>;

export const editEventValuesOf = (event: EditableEvent, timeZone: string): EditEventValues => ({
  title: event.title,
  startsAt: isoToWallTime(event.startsAt, timeZone),
  location: event.location,
  buyIn: centsToDollars(event.buyInCents),
  maxPlayers: event.maxPlayers,
  description: event.description ?? '',
  reminderHours: event.reminderHoursBefore,
});

/**
 * Every broken rule, by field; an edit keeps the event upcoming, so the date must be ahead, and
 * the cap may not drop below the players already attending (`playerCount`).
 */
export function validateEditEvent(
  values: EditEventValues,
  { timeZone, playerCount, now }: { timeZone: string; playerCount: number; now?: Date },
): FieldErrors<keyof EditEventValues> {
  const iso = values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null;
  const errors = eventDraftErrors(
    {
      title: values.title,
      startsAt: values.startsAt ? new Date(iso ?? Number.NaN) : null,
      location: values.location,
      buyInCents: buyInCents(values.buyIn),
      maxPlayers: maxPlayersNumber(values.maxPlayers),
      hasGroup: false,
      reminderHoursBefore: reminderHoursNumber(values.reminderHours),
    },
    now,
  );
  const byField: FieldErrors<keyof EditEventValues> = {};
  if (errors.title) byField.title = errors.title;
  if (errors.startsAt) byField.startsAt = errors.startsAt;
  if (errors.location) byField.location = errors.location;
  if (errors.buyInCents) byField.buyIn = errors.buyInCents;
  const maxPlayers = maxPlayersNumber(values.maxPlayers);
  const cap =
    errors.maxPlayers ?? (maxPlayers === null ? null : capProblem(maxPlayers, playerCount));
  if (cap) byField.maxPlayers = cap;
  const reminder = reminderHoursProblem(values.reminderHours, errors.reminderHoursBefore);
  if (reminder) byField.reminderHours = reminder;
  return byField;
}

/** updateEvent's input: every field, as validated (an empty description removes the notes). */
export function updateEventInputOf(values: EditEventValues, timeZone: string): UpdateEventInput {
  return {
    title: values.title.trim(),
    startsAt: values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null,
    location: values.location.trim(),
    buyInCents: buyInCents(values.buyIn),
    maxPlayers: maxPlayersNumber(values.maxPlayers),
    description: values.description.trim(),
    reminderHoursBefore: reminderHoursNumber(values.reminderHours),
  };
}
