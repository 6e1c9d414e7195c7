// SPEC §5 create-event rules, shared by the server (authority) and the create form.
import { MAX_MONEY_CENTS, moneyMessages } from './limits';

export const eventMessages = {
  titleRequired: 'Event title is required',
  dateRequired: 'Event date is required',
  locationRequired: 'Location is required',
  buyInRequired: 'Valid buy-in amount is required',
  maxPlayersMin: 'Maximum players must be at least 2',
  invalidDate: 'Invalid date format',
  dateInFuture: 'Event date must be in the future',
} as const;

export const MIN_PLAYERS = 2;
export const DEFAULT_SEATS = 9;
export const MIN_SEATS = 6;
export const MAX_SEATS = 10;
/** Calendar export assumes this length (SPEC §9). */
export const EVENT_LENGTH_HOURS = 4;

export interface EventDraft {
  title: string;
  startsAt: Date | null;
  location: string;
  buyInCents: number | null;
  maxPlayers: number | null;
  /** Group events may be in the past (recording a game after the fact). */
  hasGroup: boolean;
}

/** The first rule the draft breaks, or null. */
export function validateEventDraft(draft: EventDraft, now: Date = new Date()): string | null {
  if (!draft.title.trim()) return eventMessages.titleRequired;
  if (!draft.startsAt) return eventMessages.dateRequired;
  if (Number.isNaN(draft.startsAt.getTime())) return eventMessages.invalidDate;
  if (!draft.location.trim()) return eventMessages.locationRequired;
  if (draft.buyInCents === null || !Number.isInteger(draft.buyInCents) || draft.buyInCents < 0) {
    return eventMessages.buyInRequired;
  }
  if (draft.buyInCents > MAX_MONEY_CENTS) return moneyMessages.buyInTooHigh;
  if (
    draft.maxPlayers === null ||
    !Number.isInteger(draft.maxPlayers) ||
    draft.maxPlayers < MIN_PLAYERS
  ) {
    return eventMessages.maxPlayersMin;
  }
  if (!draft.hasGroup && draft.startsAt.getTime() <= now.getTime())
    return eventMessages.dateInFuture;
  return null;
}
