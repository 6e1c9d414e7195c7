// The create-event form's values and its field-by-field check with the exact messages of SPEC §5
// (core's, the same the server answers with). Dates are picked as wall-clock time in the
// viewer's profile zone and sent as the instant that time names there.
import { dollarsToCents, wallTimeToIso } from '../../../../core/format';
import { eventMessages, MIN_PLAYERS } from '../../../../core/events';
import { instantInRange } from '../../../../core/instant';
import { hasStarted } from '../../../../core/lifecycle';
import { MAX_MONEY_CENTS, moneyMessages } from '../../../../core/limits';

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

type Errors = Partial<Record<keyof CreateEventValues, string>>;

const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';

export function buyInCents(value: number | string): number | null {
  if (blank(value)) return null;
  const cents = dollarsToCents(value);
  return cents !== null && cents >= 0 ? cents : null;
}

export function maxPlayersNumber(value: number | string): number | null {
  if (blank(value)) return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
}

/** Every broken rule, by field. `locationAddress` is the address of the chosen location. */
export function validateCreateEvent(
  values: CreateEventValues,
  {
    timeZone,
    locationAddress,
    now = new Date(),
  }: { timeZone: string; locationAddress: string | null; now?: Date },
): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = eventMessages.titleRequired;

  if (!values.startsAt) errors.startsAt = eventMessages.dateRequired;
  else {
    const iso = wallTimeToIso(values.startsAt, timeZone);
    const inRange = iso ? instantInRange(new Date(iso)) : null;
    if (!iso) errors.startsAt = eventMessages.invalidDate;
    else if (inRange && !inRange.ok) errors.startsAt = inRange.message;
    else if (!values.groupId && new Date(iso).getTime() <= now.getTime()) {
      errors.startsAt = eventMessages.dateInFuture;
    }
  }

  if (!locationAddress?.trim()) errors.locationId = eventMessages.locationRequired;
  const buyIn = buyInCents(values.buyIn);
  if (buyIn === null) errors.buyIn = eventMessages.buyInRequired;
  else if (buyIn > MAX_MONEY_CENTS) errors.buyIn = moneyMessages.buyInTooHigh;
  const max = maxPlayersNumber(values.maxPlayers);
  if (max === null || max < MIN_PLAYERS) errors.maxPlayers = eventMessages.maxPlayersMin;
  return errors;
}
