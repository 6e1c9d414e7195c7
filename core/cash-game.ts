// Cash games (issue 13 "League and money"): the host records each buy-in (a player may buy in
// several times) and one cash-out per player (recording it again replaces it). The game settles
// only when every player who bought in has a cash-out and the cash-outs add up to the buy-ins
// exactly; otherwise the message says who is missing or by how much the money is off. Shared by
// the server (authority) and the host's forms. A game settles only once it has started
// (docs/product.md §10): settling completes it and counts its money as played, and a game settled
// weeks ahead would show as "last played" on a date still to come (issue 28).
import { formatMoney } from './format';
import { hasStarted } from './lifecycle';
import { MAX_MONEY_CENTS, moneyMessages } from './limits';

export const cashGameMessages = {
  wholeCents: 'Amounts must be whole cents',
  buyInPositive: 'A buy-in must be more than $0',
  buyInTooHigh: moneyMessages.buyInTooHigh,
  playerBuyInsTooHigh: moneyMessages.playerBuyInsTooHigh,
  cashOutNegative: 'A cash-out cannot be negative',
  cashOutTooHigh: moneyMessages.cashOutTooHigh,
  cashOutWithoutBuyIn: 'Record a buy-in for this player before their cash-out',
  noBuyIns: 'Record at least one buy-in before settling.',
  settleBeforeStart: 'A cash game can be settled once it has started',
} as const;

const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "Bea has no cash-out yet." / "Bea and Cal have no cash-out yet." */
export function missingCashOutMessage(playerNames: readonly string[]): string {
  const verb = playerNames.length === 1 ? 'has' : 'have';
  return `${names.format(playerNames)} ${verb} no cash-out yet.`;
}

/** "Cash-outs are $12.00 short of buy-ins." / "Cash-outs are $12.00 more than buy-ins." */
export function cashDifferenceMessage(buyInsCents: number, cashOutsCents: number): string {
  const difference = formatMoney(Math.abs(buyInsCents - cashOutsCents));
  return cashOutsCents < buyInsCents
    ? `Cash-outs are ${difference} short of buy-ins.`
    : `Cash-outs are ${difference} more than buy-ins.`;
}

/**
 * What is wrong with adding a buy-in of `cents` to a player who has bought in
 * `playerBuyInsCents` so far; null when it may be recorded.
 */
export function buyInProblem(cents: number, playerBuyInsCents = 0): string | null {
  if (!Number.isInteger(cents)) return cashGameMessages.wholeCents;
  if (cents <= 0) return cashGameMessages.buyInPositive;
  if (cents > MAX_MONEY_CENTS) return cashGameMessages.buyInTooHigh;
  if (playerBuyInsCents + cents > MAX_MONEY_CENTS) return cashGameMessages.playerBuyInsTooHigh;
  return null;
}

/** What is wrong with a cash-out of `cents` for a player whose buy-ins total `playerBuyInsCents`. */
export function cashOutProblem(cents: number, playerBuyInsCents: number): string | null {
  if (!Number.isInteger(cents)) return cashGameMessages.wholeCents;
  if (cents < 0) return cashGameMessages.cashOutNegative;
  if (cents > MAX_MONEY_CENTS) return cashGameMessages.cashOutTooHigh;
  if (playerBuyInsCents <= 0) return cashGameMessages.cashOutWithoutBuyIn;
  return null;
}

export interface CashEntryLine {
  /** The player as the message names them. */
  name: string;
  buyInsCents: number;
  /** Null until the host records one. */
  cashOutCents: number | null;
}

/**
 * Why the game cannot settle yet, or null when it can: no buy-ins at all; players who bought in
 * without a cash-out (named, in the order given); then cash-outs that do not equal the buy-ins.
 */
export function settleProblem(entries: readonly CashEntryLine[]): string | null {
  const bought = entries.filter((entry) => entry.buyInsCents > 0);
  if (bought.length === 0) return cashGameMessages.noBuyIns;
  const missing = bought.filter((entry) => entry.cashOutCents === null);
  if (missing.length > 0) return missingCashOutMessage(missing.map((entry) => entry.name));
  const buyIns = entries.reduce((total, entry) => total + entry.buyInsCents, 0);
  const cashOuts = entries.reduce((total, entry) => total + (entry.cashOutCents ?? 0), 0);
  return buyIns === cashOuts ? null : cashDifferenceMessage(buyIns, cashOuts);
}

/**
 * Why the game cannot settle yet because of its date (it has not started: a start at or after now,
 * core/lifecycle.ts), or null. Buy-ins and cash-outs may be recorded ahead, as players arrive;
 * only the settle, which completes the game, waits for its start.
 */
export function settleTimingProblem(startsAt: Date, now: Date = new Date()): string | null {
  return hasStarted(startsAt, now) ? null : cashGameMessages.settleBeforeStart;
}
