// Settle-up (issue 13 "League and money"): what each member of a group is up or down across the
// group's completed games, and the transfers that square everyone.
//
// A member's balance, in whole cents, is what the games paid them (prizes and bounties, cash-outs)
// minus what they paid into the games (buy-ins, rebuys, add-ons), plus what they have paid other
// members since and minus what they have been paid (recorded payments): a debtor who pays moves
// towards zero, and so does the creditor who receives it. Positive: the group owes them.
//
// Balances always add up to zero. A game whose money does not (paid out ≠ paid in — a night whose
// winners were entered by hand with prizes that are not the buy-ins, say) cannot be squared
// between its players, so it is left out of the balances and reported in `unbalancedGameIds`
// for the screen to name. Cash games settle only when cash-outs equal buy-ins
// (core/cash-game.ts), and a tournament's payouts share exactly its prize pool, so those always
// count.
//
// Transfers: repeatedly the largest debtor pays the largest creditor the smaller of the two
// amounts. Each transfer zeroes at least one of them, so n members with a non-zero balance need at
// most n − 1 transfers, each a positive whole number of cents. Finding the fewest transfers is
// NP-hard in general (it contains subset sum: splitting members into groups that settle among
// themselves), so this greedy bound is what we promise. Ties go to the smaller id, so the same
// balances always produce the same transfers.

import { MAX_MONEY_CENTS, moneyMessages } from './limits';

export const paymentMessages = {
  wholeCents: 'Amounts must be whole cents',
  positive: 'A payment must be more than $0',
  tooHigh: moneyMessages.paymentTooHigh,
  samePerson: 'A payment is from one member to another',
} as const;

/** What is wrong with recording that `fromUserId` paid `toUserId` `amountCents`; null when fine. */
export function paymentProblem(payment: LedgerPayment): string | null {
  if (!Number.isInteger(payment.amountCents)) return paymentMessages.wholeCents;
  if (payment.amountCents <= 0) return paymentMessages.positive;
  if (payment.amountCents > MAX_MONEY_CENTS) return paymentMessages.tooHigh;
  if (payment.fromUserId === payment.toUserId) return paymentMessages.samePerson;
  return null;
}

export interface GameLedgerLine {
  userId: string;
  /** Buy-ins, rebuys and add-ons: whole cents ≥ 0. */
  paidInCents: number;
  /** Prizes, bounties and cash-outs: whole cents ≥ 0. */
  paidOutCents: number;
}

export interface LedgerGame {
  id: string;
  lines: readonly GameLedgerLine[];
}

export interface LedgerPayment {
  fromUserId: string;
  toUserId: string;
  /** Whole cents > 0. */
  amountCents: number;
}

export interface Balance {
  userId: string;
  netCents: number;
}

export interface Transfer {
  fromUserId: string;
  toUserId: string;
  amountCents: number;
}

export interface Balances {
  /** Every member with a game or payment, by id; their net in whole cents, adding up to 0. */
  balances: Balance[];
  /** Games left out because what they paid out is not what was paid in. */
  unbalancedGameIds: string[];
}

function assertCents(cents: number, what: string, positive = false): void {
  if (!Number.isSafeInteger(cents) || cents < 0 || (positive && cents === 0)) {
    throw new RangeError(`settle-up: ${what} must be whole cents ${positive ? '> 0' : '≥ 0'}`);
  }
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each member's balance across the games and payments. */
export function balancesOf(
  games: readonly LedgerGame[],
  payments: readonly LedgerPayment[] = [],
): Balances {
  const net = new Map<string, number>();
  const add = (userId: string, cents: number) => net.set(userId, (net.get(userId) ?? 0) + cents);
  const unbalancedGameIds: string[] = [];
  for (const game of games) {
    let paidIn = 0;
    let paidOut = 0;
    for (const line of game.lines) {
      assertCents(line.paidInCents, 'a payment into a game');
      assertCents(line.paidOutCents, 'a payment out of a game');
      paidIn += line.paidInCents;
      paidOut += line.paidOutCents;
    }
    if (paidIn !== paidOut) {
      unbalancedGameIds.push(game.id);
      continue;
    }
    for (const line of game.lines) add(line.userId, line.paidOutCents - line.paidInCents);
  }
  for (const payment of payments) {
    assertCents(payment.amountCents, 'a payment', true);
    if (payment.fromUserId === payment.toUserId) {
      throw new RangeError('settle-up: a payment is between two people');
    }
    add(payment.fromUserId, payment.amountCents);
    add(payment.toUserId, -payment.amountCents);
  }
  const balances = [...net.entries()]
    .map(([userId, netCents]) => ({ userId, netCents }))
    .sort((a, b) => byId(a.userId, b.userId));
  return { balances, unbalancedGameIds };
}

/**
 * The transfers that settle `balances` (which must add up to zero): at most one fewer than the
 * members with a non-zero balance, largest debtor to largest creditor.
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  let total = 0;
  for (const balance of balances) {
    if (!Number.isSafeInteger(balance.netCents)) {
      throw new RangeError('settle-up: a balance must be whole cents');
    }
    total += balance.netCents;
  }
  if (total !== 0) throw new RangeError(`settle-up: balances add up to ${total}, not 0`);
  const largestFirst = (a: Balance, b: Balance) =>
    b.netCents - a.netCents || byId(a.userId, b.userId);
  const creditors = balances.filter((b) => b.netCents > 0).map((b) => ({ ...b }));
  const debtors = balances
    .filter((b) => b.netCents < 0)
    .map((b) => ({ userId: b.userId, netCents: -b.netCents }));
  const transfers: Transfer[] = [];
  while (creditors.length > 0 && debtors.length > 0) {
    creditors.sort(largestFirst);
    debtors.sort(largestFirst);
    const creditor = creditors[0]!;
    const debtor = debtors[0]!;
    const amountCents = Math.min(creditor.netCents, debtor.netCents);
    transfers.push({ fromUserId: debtor.userId, toUserId: creditor.userId, amountCents });
    creditor.netCents -= amountCents;
    debtor.netCents -= amountCents;
    if (creditor.netCents === 0) creditors.shift();
    if (debtor.netCents === 0) debtors.shift();
  }
  return transfers;
}
