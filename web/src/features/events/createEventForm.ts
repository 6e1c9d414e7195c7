// The create-event form's values, turned into core/events.ts's draft and checked by its rules
// (SPEC §5's messages, the same the server answers with), field by field. Dates are picked as
// wall-clock time in the viewer's profile zone and sent as the instant that time names there.
import { dollarsToCents, wallTimeToIso } from '../../../../core/format';
import { eventDraftErrors, type EventDraft } from '../../../../core/events';
import type { FieldErrors } from '../../../../core/field-errors';
import { hasStarted } from '../../../../core/lifecycle';

export interface CreateEventValues {
  groupId: string | null;
  title: string;
  /** "YYYY-MM-DD HH:mm:ss" as picked, in the viewer's zone. */
  startsAt: string | null;
  locationId: string | null;
  buyIn: number | string;
  maxPlayers: number | string;
  description: string;
  inviteUserIds: string[];
  /** Who played, when the picked start is already past (a group game recorded after the fact). */
  playerIds: string[];
}

export const initialCreateEventValues = (groupId: string | null = null): CreateEventValues => ({
  groupId,
  title: '',
  startsAt: null,
  locationId: null,
  buyIn: '',
  maxPlayers: 9,
  description: '',
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
  return byFormField;
}
