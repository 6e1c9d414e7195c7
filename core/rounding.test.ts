// The one leftover-cent rule (core/rounding.ts): exact totals, largest remainders first, ties to
// the larger claim and then to the first listed.
import { describe, expect, it } from 'vitest';
import { roundToTotal, splitInProportion } from './rounding';

describe('splitInProportion', () => {
  it('adds up exactly, the left cents going to the largest remainders', () => {
    // 100 in thirds: 33.3 each, one cent left, for the first of three equal claims.
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1003 at 50/30/20: rests .5, .9, .6 → the two cents go to the 2nd and 3rd.
    expect(splitInProportion(1_003, [50, 30, 20])).toEqual([501, 301, 201]);
    expect(splitInProportion(0, [3, 1])).toEqual([0, 0]);
  });

  it('breaks equal remainders for the larger claim, then for the one listed first', () => {
    // 5 cents for 2/1/2 of 5: exact, no leftover. 6 cents: 2.4, 1.2, 2.4 → one cent, to the
    // first of the two larger claims with the same rest.
    expect(splitInProportion(6, [2, 1, 2])).toEqual([3, 1, 2]);
    expect(splitInProportion(1, [1, 1], [1, 5])).toEqual([0, 1]);
  });

  it('stays exact where floats would not: a $21M pool over stacks of 2³¹ chips', () => {
    const shares = splitInProportion(2_100_000_000, [2 ** 31 - 1, 2 ** 31 - 3, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(2_100_000_000);
    // 7 chips of about 2³²: 3.42 cents, rounded down to 3; the left cents go to bigger rests.
    expect(shares[2]).toBe(3);
  });
});

describe('roundToTotal', () => {
  it('adds up exactly and ignores float dust', () => {
    expect(roundToTotal([2999.9999999997, 7000.0000000003], 10_000)).toEqual([3_000, 7_000]);
    expect(roundToTotal([0.5, 0.5, 0.5, 0.5], 2, [1, 4, 3, 2])).toEqual([0, 1, 1, 0]);
  });
});
