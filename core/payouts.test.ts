import { describe, expect, it } from 'vitest';
import {
  MAX_PRIZE_POOL_CENTS,
  MAX_TOURNAMENT_AMOUNT_CENTS,
  PAYOUT_PRESETS,
  payoutAmounts,
  payoutMessages,
  payoutPresetFor,
  prizePoolCents,
  tournamentAmountMessages,
  validateAddOnCents,
  validateBountyCents,
  validatePayoutPercents,
  validatePrizePool,
  validateRebuyCents,
} from './payouts';

describe('payout presets', () => {
  it('suggests a split by field size', () => {
    expect(payoutPresetFor(2)).toEqual([100]);
    expect(payoutPresetFor(4)).toEqual([100]);
    expect(payoutPresetFor(5)).toEqual([65, 35]);
    expect(payoutPresetFor(7)).toEqual([65, 35]);
    expect(payoutPresetFor(8)).toEqual([50, 30, 20]);
    expect(payoutPresetFor(10)).toEqual([50, 30, 20]);
    expect(payoutPresetFor(11)).toEqual([40, 25, 20, 15]);
    expect(payoutPresetFor(20)).toEqual([40, 25, 20, 15]);
    expect(payoutPresetFor(21)).toHaveLength(5);
    expect(payoutPresetFor(500)).toHaveLength(10);
  });

  it('covers every field size once, each row a valid split for its smallest field', () => {
    PAYOUT_PRESETS.forEach((row, i) => {
      expect(validatePayoutPercents(row.percents, row.minEntrants)).toBeNull();
      expect(row.label).toBe(row.percents.join(' / '));
      const next = PAYOUT_PRESETS[i + 1];
      if (next) expect(next.minEntrants).toBe((row.maxEntrants ?? 0) + 1);
      else expect(row.maxEntrants).toBeNull();
    });
    expect(PAYOUT_PRESETS[0]!.minEntrants).toBe(1);
    expect(PAYOUT_PRESETS.find((row) => row.label === '50 / 30 / 20')).toBeDefined();
  });

  it('hands out a copy, so a caller editing it cannot change the table', () => {
    payoutPresetFor(9).push(1);
    expect(payoutPresetFor(9)).toEqual([50, 30, 20]);
  });
});

describe('validatePayoutPercents', () => {
  it('takes splits that add up to 100, largest first, ties allowed', () => {
    expect(validatePayoutPercents([100])).toBeNull();
    expect(validatePayoutPercents([60, 20, 20])).toBeNull();
    expect(validatePayoutPercents([50, 50], 2)).toBeNull();
  });

  it('says what is wrong, in order', () => {
    expect(validatePayoutPercents([])).toBe(payoutMessages.noPlaces);
    expect(validatePayoutPercents(Array<number>(11).fill(9))).toBe(
      'At most 10 places can be paid.',
    );
    expect(validatePayoutPercents([50.5, 49.5])).toBe(payoutMessages.wholePercents);
    expect(validatePayoutPercents([100, 0])).toBe(payoutMessages.percentRange);
    expect(validatePayoutPercents([101, -1])).toBe(payoutMessages.percentRange);
    expect(validatePayoutPercents([30, 70])).toBe(payoutMessages.order);
    expect(validatePayoutPercents([50, 30, 10])).toBe('Payout percentages must add up to 100.');
    expect(validatePayoutPercents([50, 30, 20], 2)).toBe(payoutMessages.morePlacesThanPlayers);
  });
});

describe('prizePoolCents', () => {
  it('adds buy-ins, rebuys and add-ons', () => {
    expect(
      prizePoolCents({
        entrants: 9,
        buyInCents: 2_000,
        rebuys: 3,
        rebuyCents: 1_000,
        addOns: 5,
        addOnCents: 500,
      }),
    ).toBe(18_000 + 3_000 + 2_500);
  });

  it('refuses amounts that are not whole non-negative numbers', () => {
    const base = { entrants: 2, buyInCents: 100, rebuys: 0, rebuyCents: 0, addOns: 0 };
    expect(() => prizePoolCents({ ...base, addOnCents: 0.5 })).toThrow(RangeError);
    expect(() => prizePoolCents({ ...base, addOnCents: -1 })).toThrow(RangeError);
  });

  it('refuses a pool larger than the API can carry', () => {
    expect(validatePrizePool(MAX_PRIZE_POOL_CENTS)).toBeNull();
    expect(validatePrizePool(MAX_PRIZE_POOL_CENTS + 1)).toBe(payoutMessages.poolTooLarge);
    expect(validatePrizePool(MAX_PRIZE_POOL_CENTS + 1, 500)).toBe(payoutMessages.poolTooLarge);
  });

  it('counts the bounties with the pool: one player may take both', () => {
    expect(validatePrizePool(MAX_PRIZE_POOL_CENTS - 500, 500)).toBeNull();
    expect(validatePrizePool(MAX_PRIZE_POOL_CENTS - 500, 501)).toBe(
      payoutMessages.poolAndBountiesTooLarge,
    );
    expect(validatePrizePool(0, MAX_PRIZE_POOL_CENTS + 1)).toBe(
      payoutMessages.poolAndBountiesTooLarge,
    );
  });
});

describe('payoutAmounts', () => {
  it('pays each place its percent; the cents left go to the largest remainders', () => {
    // $100.01 at 50/30/20: 5000.5 → 5000, 3000.3 → 3000, 2000.2 → 2000; 1 cent left for 1st.
    expect(payoutAmounts(10_001, [50, 30, 20])).toEqual([
      { place: 1, percent: 50, amountCents: 5_001 },
      { place: 2, percent: 30, amountCents: 3_000 },
      { place: 3, percent: 20, amountCents: 2_000 },
    ]);
    // 10 cents at 34/33/33: 3.4, 3.3 and 3.3 round down to 3 each; the 1 cent left goes to 1st.
    expect(payoutAmounts(10, [34, 33, 33]).map((row) => row.amountCents)).toEqual([4, 3, 3]);
    // $10.03 at 50/30/20: 501.5, 300.9, 200.6 → 2 cents left, for 2nd and 3rd (.9 and .6).
    expect(payoutAmounts(1_003, [50, 30, 20]).map((row) => row.amountCents)).toEqual([
      501, 301, 201,
    ]);
    expect(payoutAmounts(0, [65, 35]).map((row) => row.amountCents)).toEqual([0, 0]);
  });

  it('always adds up to the pool exactly and keeps the order of the places', () => {
    for (const row of PAYOUT_PRESETS) {
      for (const pool of [0, 1, 7, 99, 101, 12_345, 987_653, MAX_PRIZE_POOL_CENTS]) {
        const amounts = payoutAmounts(pool, row.percents).map((a) => a.amountCents);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
        amounts.forEach((amount, i) => {
          expect(Number.isInteger(amount)).toBe(true);
          if (i > 0) expect(amount).toBeLessThanOrEqual(amounts[i - 1]!);
        });
      }
    }
  });

  it('refuses a split that does not add up, rather than losing cents', () => {
    expect(() => payoutAmounts(1_000, [50, 30])).toThrow(payoutMessages.sum);
    expect(() => payoutAmounts(10.5, [100])).toThrow(RangeError);
  });
});

describe('rebuy, add-on and bounty amounts', () => {
  it('takes 0 (none) up to the buy-in limit in whole cents', () => {
    for (const validate of [validateRebuyCents, validateAddOnCents, validateBountyCents]) {
      expect(validate(0)).toBeNull();
      expect(validate(MAX_TOURNAMENT_AMOUNT_CENTS)).toBeNull();
    }
  });

  it('names the amount in each message', () => {
    expect(validateRebuyCents(-1)).toBe('Rebuy cannot be negative.');
    expect(validateAddOnCents(MAX_TOURNAMENT_AMOUNT_CENTS + 1)).toBe(
      'Add-on must be at most $1,000,000.',
    );
    expect(validateBountyCents(2.5)).toBe('Bounty must be a whole number of cents.');
    expect(tournamentAmountMessages.rebuy.tooHigh).toBe('Rebuy must be at most $1,000,000.');
  });
});
