// docs/product.md §5 winners rules, shared by the server (authority) and the winners dialog.
import { MAX_MONEY_CENTS, moneyMessages } from './limits';

export interface WinnerDraft {
  place: number;
  userId: string;
  /** Whole cents; a blank prize counts as 0. */
  prizeCents: number;
}

export const winnerMessages = {
  atLeastOne: 'Please select at least one winner',
  firstOverSecond: '1st place prize must be greater than 2nd place',
  secondOverThird: '2nd place prize must be greater than 3rd place',
  negativePrize: 'Prizes cannot be negative',
  placeOnce: 'Each place can only be awarded once',
  placeRange: 'Places are 1st, 2nd and 3rd',
  playerOnce: 'A player can only win one place',
  wholeCents: 'Prizes must be whole amounts of cents',
} as const;

/** The first rule the winners break, or null when they are acceptable. */
export function validateWinners(winners: readonly WinnerDraft[]): string | null {
  if (winners.length === 0) return winnerMessages.atLeastOne;
  const places = new Set<number>();
  const players = new Set<string>();
  for (const winner of winners) {
    if (![1, 2, 3].includes(winner.place)) return winnerMessages.placeRange;
    if (places.has(winner.place)) return winnerMessages.placeOnce;
    if (players.has(winner.userId)) return winnerMessages.playerOnce;
    if (!Number.isInteger(winner.prizeCents)) return winnerMessages.wholeCents;
    if (winner.prizeCents < 0) return winnerMessages.negativePrize;
    if (winner.prizeCents > MAX_MONEY_CENTS) return moneyMessages.prizeTooHigh;
    places.add(winner.place);
    players.add(winner.userId);
  }
  const prize = (place: number) => winners.find((w) => w.place === place)?.prizeCents ?? 0;
  // Only prizes that are both set are compared: a 0 (blank) prize never breaks the order.
  if (prize(1) && prize(2) && prize(1) <= prize(2)) return winnerMessages.firstOverSecond;
  if (prize(2) && prize(3) && prize(2) <= prize(3)) return winnerMessages.secondOverThird;
  return null;
}

/** The three places, in order. */
export const WINNER_PLACES = [1, 2, 3] as const;

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd": winners and game-night places. */
export function placeLabel(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
}
