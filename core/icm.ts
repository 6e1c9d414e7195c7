// Chops (issue 11): sharing the remaining prize money among the players left, by ICM, by chip
// count or evenly. Every split is in whole cents and adds up to the money shared exactly, by the
// one leftover-cent rule (core/rounding.ts).
import { MAX_CHOP_PLAYERS, MIN_CHOP_PLAYERS, tournamentMessages } from './tournament';
import { roundToTotal, splitInProportion } from './rounding';

export const chopMessages = {
  players: tournamentMessages.chopPlayers,
  chips: 'Chip counts must be whole numbers greater than 0.',
} as const;

/** The first problem with entered chip counts, or null when they can be chopped. */
export function validateChopStacks(stacks: readonly number[]): string | null {
  if (stacks.length < MIN_CHOP_PLAYERS || stacks.length > MAX_CHOP_PLAYERS) {
    return chopMessages.players;
  }
  return stacks.every(isChipCount) ? null : chopMessages.chips;
}

/** One entered chip count a chop can use: a whole number above 0. */
export function isChipCount(chips: number): boolean {
  return Number.isSafeInteger(chips) && chips > 0;
}

function assertStacks(stacks: readonly number[]): void {
  const problem = validateChopStacks(stacks);
  if (problem) throw new RangeError(problem);
}

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be whole cents ≥ 0, got ${cents}`);
  }
}

/**
 * Malmuth–Harville: a player finishes 1st with probability stack / all chips; given who took
 * the places above, each remaining player takes the next place with probability their stack /
 * the remaining chips. The expected prize of each player, as floats, by dynamic programming over
 * the subsets of players still unplaced (2ⁿ·n² steps: 41,472 for 9 players).
 */
export function icmEquities(stacks: readonly number[], payouts: readonly number[]): number[] {
  const n = stacks.length;
  const prize = (place: number) => payouts[place] ?? 0;
  // memo[mask]: expected prize of each player in `mask` when exactly those players are left to
  // take places n − |mask| … n − 1 (0-based).
  const memo = new Map<number, number[]>();
  const expected = (mask: number, place: number): number[] => {
    const known = memo.get(mask);
    if (known) return known;
    const result = Array<number>(n).fill(0);
    let chips = 0;
    for (let j = 0; j < n; j++) if (mask & (1 << j)) chips += stacks[j]!;
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const p = stacks[j]! / chips;
      result[j]! += p * prize(place);
      const rest = mask & ~(1 << j);
      if (rest === 0) continue;
      const below = expected(rest, place + 1);
      for (let i = 0; i < n; i++) result[i]! += p * below[i]!;
    }
    memo.set(mask, result);
    return result;
  };
  return expected((1 << n) - 1, 0);
}

/**
 * ICM chop in cents: `payoutsCents` are the prizes still to be won, 1st place first (fewer than
 * the players is fine: the rest win nothing); the shares add up to their sum exactly.
 */
export function icmShares(stacks: readonly number[], payoutsCents: readonly number[]): number[] {
  assertStacks(stacks);
  if (payoutsCents.length > stacks.length) {
    throw new RangeError('icmShares: more prizes than players left to win them');
  }
  payoutsCents.forEach((cents) => assertCents(cents, 'icmShares: a prize'));
  const total = payoutsCents.reduce((a, b) => a + b, 0);
  return roundToTotal(icmEquities(stacks, payoutsCents), total, stacks);
}

/**
 * Chip-count chop: the pool in proportion to the stacks, exactly. Note that the
 * chip leader can get more than 1st prize this way; ICM never pays more than 1st.
 */
export function chipChopShares(stacks: readonly number[], poolCents: number): number[] {
  assertStacks(stacks);
  assertCents(poolCents, 'chipChopShares: the pool');
  return splitInProportion(poolCents, stacks);
}

/**
 * Even chop: the same for everyone; the cents that do not divide go one each to the first
 * players given (equal claims: the caller lists the biggest stacks first, or by seat).
 */
export function evenChopShares(players: number, poolCents: number): number[] {
  if (!Number.isInteger(players) || players < MIN_CHOP_PLAYERS || players > MAX_CHOP_PLAYERS) {
    throw new RangeError(chopMessages.players);
  }
  assertCents(poolCents, 'evenChopShares: the pool');
  return splitInProportion(poolCents, Array<number>(players).fill(1));
}

/**
 * Every chip on the tables (docs/product.md §10): one starting stack (the template's chip set) for
 * each buy-in, rebuy and add-on. The average stack and a chop's check both count from it.
 */
export function chipsInPlay(
  chipSet: readonly { value: number; quantity: number }[],
  entries: readonly { rebuys: number; addOns: number }[],
): number {
  const stack = chipSet.reduce((sum, chip) => sum + chip.value * chip.quantity, 0);
  const stacks = entries.reduce((sum, entry) => sum + 1 + entry.rebuys + entry.addOns, 0);
  return stack * stacks;
}

/**
 * How far entered chip counts are from the chips in play: 0 when they match, negative when
 * chips are missing, positive when there are too many. A chop with a difference needs the
 * host's confirmation (docs/product.md §10).
 */
export function chipCountDifference(counted: readonly number[], inPlay: number): number {
  return counted.reduce((sum, chips) => sum + chips, 0) - inPlay;
}

/** What the chop form says beside the totals when the counts do not add up. */
export function chipCountMismatchText(difference: number): string {
  const amount = Math.abs(difference).toLocaleString('en-US');
  return difference < 0
    ? `${amount} chips fewer than in play`
    : `${amount} chips more than in play`;
}
