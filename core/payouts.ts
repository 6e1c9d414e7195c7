// Game night money (issue 11): the prize pool, how it is split between the paid places, and the
// amounts a host may set for rebuys, add-ons and bounties. Whole cents throughout; the server is
// the authority and the start form shows the same messages.
import { MAX_MONEY_CENTS, templateLimits } from './limits';
import { splitInProportion } from './rounding';

/** The most places a split can pay: enough for a 60+ player night, short enough to read. */
export const MAX_PAID_PLACES = 10;

/** One rebuy, add-on or bounty is at most what one buy-in may be ($1,000,000). */
export const MAX_TOURNAMENT_AMOUNT_CENTS = MAX_MONEY_CENTS;

/**
 * The pool is an API `Int` (`prizePoolCents`), a signed 32-bit integer: $21,474,836.47. A night
 * whose entries would pass it is refused rather than reported wrong. The bounties (each entry's
 * bounty) count too: one player can take the whole pool and every bounty, and each of their
 * figures (Result.prizeCents, Result.bountyCents, their sum in a leaderboard's night) must fit.
 */
export const MAX_PRIZE_POOL_CENTS = templateLimits.maxNumber;

export const payoutMessages = {
  noPlaces: 'Choose at least one paid place.',
  tooManyPlaces: `At most ${MAX_PAID_PLACES} places can be paid.`,
  wholePercents: 'Payout percentages must be whole numbers.',
  percentRange: 'Each payout percentage must be between 1 and 100.',
  /** Ties are fine (two places may pay the same); a place never pays more than the one above. */
  order: 'A place cannot pay more than the place above it.',
  sum: 'Payout percentages must add up to 100.',
  morePlacesThanPlayers: 'More places are paid than there are players.',
  poolTooLarge: 'The prize pool cannot exceed $21,474,836.47.',
  poolAndBountiesTooLarge: 'The prize pool and bounties together cannot exceed $21,474,836.47.',
} as const;

export interface PayoutPreset {
  /** Field sizes the preset is suggested for, inclusive; `maxEntrants` null means "and more". */
  minEntrants: number;
  maxEntrants: number | null;
  percents: readonly number[];
  /** As the start form's select shows it: "50 / 30 / 20". */
  label: string;
}

function preset(minEntrants: number, maxEntrants: number | null, percents: number[]): PayoutPreset {
  return { minEntrants, maxEntrants, percents, label: percents.join(' / ') };
}

/**
 * The suggested split by field size, roughly one paid place per 6–10 entrants as home-game
 * structures (and The Tournament Director's defaults) pay:
 *
 *   entrants   places  percents
 *   1–4        1       100   (winner takes all: 2nd would win back little more than a buy-in)
 *   5–7        2       65 / 35
 *   8–10       3       50 / 30 / 20
 *   11–20      4       40 / 25 / 20 / 15
 *   21–30      5       35 / 22 / 17 / 14 / 12
 *   31–45      6       32 / 20 / 15 / 13 / 11 / 9
 *   46–60      8       30 / 19 / 14 / 11 / 9 / 7 / 5 / 5
 *   61+        10      27 / 17 / 12 / 10 / 8 / 7 / 6 / 5 / 4 / 4
 *
 * Every row sums to 100 and never pays a place more than the one above (a unit test checks both).
 */
export const PAYOUT_PRESETS: readonly PayoutPreset[] = [
  preset(1, 4, [100]),
  preset(5, 7, [65, 35]),
  preset(8, 10, [50, 30, 20]),
  preset(11, 20, [40, 25, 20, 15]),
  preset(21, 30, [35, 22, 17, 14, 12]),
  preset(31, 45, [32, 20, 15, 13, 11, 9]),
  preset(46, 60, [30, 19, 14, 11, 9, 7, 5, 5]),
  preset(61, null, [27, 17, 12, 10, 8, 7, 6, 5, 4, 4]),
];

/** The suggested percents for a field of `entrants` (a fresh array the caller may keep). */
export function payoutPresetFor(entrants: number): number[] {
  const found = PAYOUT_PRESETS.find(
    (row) => entrants <= (row.maxEntrants ?? Number.POSITIVE_INFINITY),
  );
  return [...(found ?? PAYOUT_PRESETS[PAYOUT_PRESETS.length - 1]!).percents];
}

/** The first rule a custom split breaks, or null when it is acceptable. */
export function validatePayoutPercents(
  percents: readonly number[],
  entrants?: number,
): string | null {
  if (percents.length === 0) return payoutMessages.noPlaces;
  if (percents.length > MAX_PAID_PLACES) return payoutMessages.tooManyPlaces;
  if (!percents.every(Number.isInteger)) return payoutMessages.wholePercents;
  if (percents.some((p) => p < 1 || p > 100)) return payoutMessages.percentRange;
  if (percents.some((p, i) => i > 0 && p > percents[i - 1]!)) return payoutMessages.order;
  if (percents.reduce((a, b) => a + b, 0) !== 100) return payoutMessages.sum;
  if (entrants !== undefined && percents.length > entrants) {
    return payoutMessages.morePlacesThanPlayers;
  }
  return null;
}

export interface PrizePoolInput {
  entrants: number;
  buyInCents: number;
  rebuys: number;
  rebuyCents: number;
  addOns: number;
  addOnCents: number;
}

/** Buy-ins + rebuys + add-ons. Bounties are paid apart, player to player, and are not in it. */
export function prizePoolCents(input: PrizePoolInput): number {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`prizePoolCents: ${name} must be a whole number ≥ 0, got ${value}`);
    }
  }
  return (
    input.entrants * input.buyInCents +
    input.rebuys * input.rebuyCents +
    input.addOns * input.addOnCents
  );
}

/** A night's pool from its prices and its entries' rebuys and add-ons (every entry bought in). */
export function entriesPoolCents(
  prices: { buyInCents: number; rebuyCents: number; addOnCents: number },
  entries: readonly { rebuys: number; addOns: number }[],
): number {
  return prizePoolCents({
    entrants: entries.length,
    buyInCents: prices.buyInCents,
    rebuys: entries.reduce((sum, e) => sum + e.rebuys, 0),
    rebuyCents: prices.rebuyCents,
    addOns: entries.reduce((sum, e) => sum + e.addOns, 0),
    addOnCents: prices.addOnCents,
  });
}

/**
 * Null while the pool, and the pool with the night's bounties (entrants × the bounty), fit the
 * API; the message when one more entry, rebuy or add-on would pass the limit.
 */
export function validatePrizePool(poolCents: number, bountiesCents = 0): string | null {
  if (poolCents > MAX_PRIZE_POOL_CENTS) return payoutMessages.poolTooLarge;
  if (poolCents + bountiesCents > MAX_PRIZE_POOL_CENTS) {
    return payoutMessages.poolAndBountiesTooLarge;
  }
  return null;
}

export interface PayoutAmount {
  place: number;
  percent: number;
  amountCents: number;
}

/**
 * Each place gets its percent of the pool in whole cents, adding up to the pool exactly by the
 * one leftover-cent rule (core/rounding.ts): at most one cent more than its share, and a larger
 * percent is ordered first among equal remainders, so no place pays more than the one above it.
 */
export function payoutAmounts(poolCents: number, percents: readonly number[]): PayoutAmount[] {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) {
    throw new RangeError(`payoutAmounts: pool must be whole cents ≥ 0, got ${poolCents}`);
  }
  const problem = validatePayoutPercents(percents);
  if (problem) throw new RangeError(`payoutAmounts: ${problem}`);
  const cents = splitInProportion(poolCents, percents);
  return percents.map((percent, i) => ({ place: i + 1, percent, amountCents: cents[i]! }));
}

export type TournamentAmountField = 'rebuy' | 'addOn' | 'bounty';

const amountLabels: Record<TournamentAmountField, string> = {
  rebuy: 'Rebuy',
  addOn: 'Add-on',
  bounty: 'Bounty',
};

const maxAmount = `$${(MAX_TOURNAMENT_AMOUNT_CENTS / 100).toLocaleString('en-US')}`;

function amountMessages(label: string) {
  return {
    wholeCents: `${label} must be a whole number of cents.`,
    negative: `${label} cannot be negative.`,
    tooHigh: `${label} must be at most ${maxAmount}.`,
  } as const;
}

/** Exact messages per amount, e.g. `tournamentAmountMessages.rebuy.tooHigh`. */
export const tournamentAmountMessages = {
  rebuy: amountMessages(amountLabels.rebuy),
  addOn: amountMessages(amountLabels.addOn),
  bounty: amountMessages(amountLabels.bounty),
} as const;

/** 0 means the night has none of it; otherwise whole cents up to $1,000,000. */
export function validateTournamentAmount(
  field: TournamentAmountField,
  cents: number,
): string | null {
  const messages = tournamentAmountMessages[field];
  if (!Number.isInteger(cents)) return messages.wholeCents;
  if (cents < 0) return messages.negative;
  if (cents > MAX_TOURNAMENT_AMOUNT_CENTS) return messages.tooHigh;
  return null;
}

export const validateRebuyCents = (cents: number) => validateTournamentAmount('rebuy', cents);
export const validateAddOnCents = (cents: number) => validateTournamentAmount('addOn', cents);
export const validateBountyCents = (cents: number) => validateTournamentAmount('bounty', cents);
