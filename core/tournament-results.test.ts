import { describe, expect, it } from 'vitest';
import { icmShares } from './icm';
import { payoutAmounts } from './payouts';
import {
  chopResults,
  finishResults,
  prizesStillToWin,
  type ResultEntry,
} from './tournament-results';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// 5 players at $20 with a $5 bounty: a $100 pool paid 65 / 35.
const payouts = payoutAmounts(10_000, [65, 35]).map((row) => row.amountCents);

describe('finishResults', () => {
  it('gives every place its payout and every knockout its bounty; the winner keeps their own', () => {
    const entries: ResultEntry[] = [
      { userId: 'ann', finishPlace: null, knockouts: 2 },
      { userId: 'bob', finishPlace: 2, knockouts: 1 },
      { userId: 'cat', finishPlace: 3, knockouts: 1 },
      { userId: 'dan', finishPlace: 4, knockouts: 0 },
      { userId: 'eve', finishPlace: 5, knockouts: 0 },
    ];
    const results = finishResults(entries, payouts, 500);
    expect(results).toEqual([
      { place: 1, userId: 'ann', prizeCents: 6_500, bountyCents: 1_500 },
      { place: 2, userId: 'bob', prizeCents: 3_500, bountyCents: 500 },
      { place: 3, userId: 'cat', prizeCents: 0, bountyCents: 500 },
      { place: 4, userId: 'dan', prizeCents: 0, bountyCents: 0 },
      { place: 5, userId: 'eve', prizeCents: 0, bountyCents: 0 },
    ]);
    // Every cent paid in is paid out: the pool, and 5 bounties of $5.
    expect(sum(results.map((r) => r.prizeCents))).toBe(10_000);
    expect(sum(results.map((r) => r.bountyCents))).toBe(5 * 500);
  });

  it('wants exactly one player left', () => {
    const entries: ResultEntry[] = [
      { userId: 'ann', finishPlace: null, knockouts: 0 },
      { userId: 'bob', finishPlace: null, knockouts: 0 },
    ];
    expect(() => finishResults(entries, payouts, 0)).toThrow();
  });
});

describe('chopResults', () => {
  it('ranks the chopping players by share and pays the rest by place', () => {
    // 9 players, $50 each: $450 at 50 / 30 / 20. Three left chop by ICM on 5000 / 3000 / 2000.
    const pool = payoutAmounts(45_000, [50, 30, 20]).map((row) => row.amountCents);
    const still = prizesStillToWin(pool, 3);
    expect(still).toEqual([22_500, 13_500, 9_000]);
    const stacks = { ann: 2_000, bob: 5_000, cat: 3_000 };
    const shares = (['bob', 'cat', 'ann'] as const).map((userId, i) => ({
      userId,
      amountCents: icmShares([stacks.bob, stacks.cat, stacks.ann], still)[i]!,
    }));
    const entries: ResultEntry[] = [
      { userId: 'ann', finishPlace: null, knockouts: 0 },
      { userId: 'bob', finishPlace: null, knockouts: 3 },
      { userId: 'cat', finishPlace: null, knockouts: 3 },
      ...[4, 5, 6, 7, 8, 9].map((place) => ({
        userId: `p${place}`,
        finishPlace: place,
        knockouts: 0,
      })),
    ];
    const results = chopResults(entries, shares, pool, 0);
    expect(results.slice(0, 3).map((r) => r.userId)).toEqual(['bob', 'cat', 'ann']);
    expect(sum(results.map((r) => r.prizeCents))).toBe(45_000);
    expect(results.slice(3).every((r) => r.prizeCents === 0)).toBe(true);
    expect(results.map((r) => r.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('breaks equal shares in the order given, and wants a share for each player left', () => {
    const entries: ResultEntry[] = [
      { userId: 'ann', finishPlace: null, knockouts: 0 },
      { userId: 'bob', finishPlace: null, knockouts: 1 },
      { userId: 'cat', finishPlace: 3, knockouts: 0 },
    ];
    const shares = [
      { userId: 'bob', amountCents: 5_000 },
      { userId: 'ann', amountCents: 5_000 },
    ];
    const results = chopResults(entries, shares, [7_000, 3_000], 100);
    expect(results).toEqual([
      { place: 1, userId: 'bob', prizeCents: 5_000, bountyCents: 200 },
      { place: 2, userId: 'ann', prizeCents: 5_000, bountyCents: 100 },
      { place: 3, userId: 'cat', prizeCents: 0, bountyCents: 0 },
    ]);
    expect(() => chopResults(entries, shares.slice(0, 1), [7_000, 3_000], 0)).toThrow();
  });
});
