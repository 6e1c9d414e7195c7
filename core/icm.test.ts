import { describe, expect, it } from 'vitest';
import {
  chipChopShares,
  chipCountDifference,
  chipCountMismatchText,
  chipsInPlay,
  chopMessages,
  evenChopShares,
  icmEquities,
  icmShares,
  validateChopStacks,
} from './icm';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * An independent Malmuth–Harville: every finishing order, its probability the product of
 * stack / chips still unplaced at each step. n! orders: fine for the small fields tested.
 */
function bruteForceIcm(stacks: number[], payouts: number[]): number[] {
  const equity = stacks.map(() => 0);
  const walk = (left: number[], place: number, probability: number) => {
    if (left.length === 0) return;
    const chips = sum(left.map((i) => stacks[i]!));
    for (const i of left) {
      const p = probability * (stacks[i]! / chips);
      equity[i]! += p * (payouts[place] ?? 0);
      walk(
        left.filter((j) => j !== i),
        place + 1,
        p,
      );
    }
  };
  walk(
    stacks.map((_, i) => i),
    0,
    1,
  );
  return equity;
}

describe('icmShares', () => {
  it('matches the classic 3-player example worked by hand', () => {
    // Stacks 5000 / 3000 / 2000 (10,000 chips), prizes $50 / $30 / $20.
    // 1st: A .5, B .3, C .2.
    // 2nd: A = .3·5/7 + .2·5/8 = .214286 + .125 = .339286
    //      B = .5·3/5 + .2·3/8 = .3 + .075 = .375
    //      C = .5·2/5 + .3·2/7 = .2 + .085714 = .285714
    // 3rd: A = 1 − .5 − .339286 = .160714; B = .325; C = .514286
    // EV:  A = 50·.5 + 30·.339286 + 20·.160714 = 25 + 10.178571 + 3.214286 = $38.392857
    //      B = 15 + 11.25 + 6.5 = $32.75
    //      C = 10 + 8.571429 + 10.285714 = $28.857143
    // (Figures of 38.45 / 33.11 / 28.44 are sometimes given for this case; the arithmetic above
    // and the brute force below both give 38.39 / 32.75 / 28.86.) In cents 3839.29 / 3275 / 2885.71: floors 3839 + 3275 + 2885
    // = 9999, and the 1 cent left goes to the largest fraction, C's .71.
    const equities = icmEquities([5000, 3000, 2000], [5000, 3000, 2000]);
    expect(equities[0]).toBeCloseTo(3839.2857, 3);
    expect(equities[1]).toBeCloseTo(3275, 6);
    expect(equities[2]).toBeCloseTo(2885.7143, 3);
    expect(icmShares([5000, 3000, 2000], [5000, 3000, 2000])).toEqual([3839, 3275, 2886]);
  });

  it('heads-up is 2nd prize plus the difference in proportion to chips', () => {
    // 7000 v 3000 for $600 / $400: 400 + 200·.7 = $540 and 400 + 200·.3 = $460.
    expect(icmShares([7000, 3000], [60_000, 40_000])).toEqual([54_000, 46_000]);
  });

  it('agrees with a brute force over every finishing order, up to 6 players', () => {
    const cases: [number[], number[]][] = [
      [
        [71_000, 34_000, 17_000],
        [67_500, 42_500, 25_000],
      ],
      [
        [1_630_000, 1_040_000, 760_000, 711_000],
        [1_400_000, 1_000_000, 800_000, 535_000],
      ],
      [
        [10, 20, 30, 40, 50],
        [5_000, 3_000, 2_000],
      ],
      [
        [1, 1, 1, 1, 1, 995],
        [40_000, 25_000, 20_000, 15_000],
      ],
    ];
    for (const [stacks, payouts] of cases) {
      const exact = bruteForceIcm(stacks, payouts);
      icmEquities(stacks, payouts).forEach((value, i) => expect(value).toBeCloseTo(exact[i]!, 6));
      const shares = icmShares(stacks, payouts);
      expect(sum(shares)).toBe(sum(payouts));
      shares.forEach((share, i) => expect(Math.abs(share - exact[i]!)).toBeLessThan(1));
    }
  });

  it('gives equal stacks equal shares, never more than 1st prize, and adds up for 9 players', () => {
    expect(icmShares([100, 100, 100], [5_000, 3_000, 2_000])).toEqual([3_334, 3_333, 3_333]);
    const stacks = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((x) => x * 12_345);
    const payouts = [40_001, 25_000, 20_000, 15_000, 1, 1, 1];
    const shares = icmShares(stacks, payouts);
    expect(sum(shares)).toBe(sum(payouts));
    shares.forEach((share, i) => {
      expect(share).toBeLessThanOrEqual(40_001);
      if (i > 0) expect(share).toBeLessThanOrEqual(shares[i - 1]!);
    });
  });

  it('refuses bad stacks and more prizes than players', () => {
    expect(() => icmShares([100], [100])).toThrow(chopMessages.players);
    expect(() => icmShares([100, 0], [100])).toThrow(chopMessages.chips);
    expect(() => icmShares([1, 1], [1, 1, 1])).toThrow(RangeError);
  });
});

describe('chipChopShares', () => {
  it('shares the pool in proportion to chips, adding up to the cent', () => {
    expect(chipChopShares([5000, 3000, 2000], 10_000)).toEqual([5_000, 3_000, 2_000]);
    // 100 cents over 1:1:1 → 33.33 each; the 1 left goes to the first of the tie.
    expect(chipChopShares([7, 7, 7], 100)).toEqual([34, 33, 33]);
    // 11 cents over 2:1 → 7.33 / 3.67: the larger fraction (.67) takes the cent.
    expect(chipChopShares([2, 1], 11)).toEqual([7, 4]);
    // 2 cents over 1:3 → 0.5 / 1.5: equal fractions, so the bigger stack takes the cent.
    expect(chipChopShares([1, 3], 2)).toEqual([0, 2]);
  });

  it('stays exact with the largest pool and stacks the API allows', () => {
    const stacks = [2_147_483_647, 2_147_483_646, 3, 1];
    const shares = chipChopShares(stacks, 2_147_483_647);
    expect(sum(shares)).toBe(2_147_483_647);
    shares.forEach((share) => expect(Number.isSafeInteger(share)).toBe(true));
  });
});

describe('evenChopShares', () => {
  it('shares evenly; indivisible cents go to the first players', () => {
    expect(evenChopShares(3, 10_000)).toEqual([3_334, 3_333, 3_333]);
    expect(evenChopShares(4, 10_002)).toEqual([2_501, 2_501, 2_500, 2_500]);
    expect(() => evenChopShares(1, 100)).toThrow(chopMessages.players);
    expect(() => evenChopShares(10, 100)).toThrow(chopMessages.players);
  });
});

describe('validateChopStacks', () => {
  it('wants 2 to 9 positive whole chip counts', () => {
    expect(validateChopStacks([1, 2])).toBeNull();
    expect(validateChopStacks(Array<number>(9).fill(5))).toBeNull();
    expect(validateChopStacks([5])).toBe('A chop needs 2 to 9 players left.');
    expect(validateChopStacks(Array<number>(10).fill(5))).toBe(chopMessages.players);
    expect(validateChopStacks([5, 0])).toBe('Chip counts must be whole numbers greater than 0.');
    expect(validateChopStacks([5, -1])).toBe(chopMessages.chips);
    expect(validateChopStacks([5, 1.5])).toBe(chopMessages.chips);
  });
});

describe('chips in play', () => {
  const standard = [
    { value: 25, quantity: 20 },
    { value: 100, quantity: 20 },
    { value: 500, quantity: 10 },
    { value: 1000, quantity: 5 },
  ];

  it('counts one starting stack per buy-in, rebuy and add-on', () => {
    expect(chipsInPlay(standard, [])).toBe(0);
    expect(chipsInPlay(standard, [{ rebuys: 0, addOns: 0 }])).toBe(12_500);
    expect(
      chipsInPlay(standard, [
        { rebuys: 1, addOns: 1 },
        { rebuys: 0, addOns: 0 },
        { rebuys: 2, addOns: 0 },
      ]),
    ).toBe(12_500 * 7);
  });

  it('says how far counts are from the chips in play', () => {
    expect(chipCountDifference([40_000, 20_000], 125_000)).toBe(-65_000);
    expect(chipCountDifference([100_000, 25_000], 125_000)).toBe(0);
    expect(chipCountDifference([100_000, 26_000], 125_000)).toBe(1_000);
    expect(chipCountMismatchText(-65_000)).toBe('65,000 chips fewer than in play');
    expect(chipCountMismatchText(1_000)).toBe('1,000 chips more than in play');
  });
});
