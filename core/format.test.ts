import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatEventDate,
  formatEventDateWithZone,
  formatBuyIn,
  formatBuyInAmount,
  formatMoney,
  isoToWallTime,
  wallTimeToIso,
} from './format';

describe('money', () => {
  it('shows cents as dollars', () => {
    expect(formatMoney(2000)).toBe('$20.00');
    expect(formatMoney(1234567)).toBe('$12,345.67');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('parses typed dollars into cents', () => {
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('$12.5')).toBe(1250);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });
});

describe('dates', () => {
  it('shows a long date and short time in the given zone', () => {
    const instant = '2026-12-05T03:30:00.000Z';
    expect(formatEventDate(instant, 'America/Los_Angeles')).toBe(
      'Friday, December 4, 2026 at 7:30 PM',
    );
    expect(formatEventDate(instant, 'America/New_York')).toBe(
      'Friday, December 4, 2026 at 10:30 PM',
    );
    expect(formatEventDateWithZone(instant, 'America/Los_Angeles')).toBe(
      'Friday, December 4, 2026 at 7:30 PM (Pacific time)',
    );
  });
});

describe('wall-clock times in a zone', () => {
  it('reads a picked date and time as local time of the profile zone', () => {
    expect(wallTimeToIso('2026-12-04 19:30:00', 'America/Los_Angeles')).toBe(
      '2026-12-05T03:30:00.000Z',
    );
    expect(wallTimeToIso('2026-12-04 19:30', 'America/New_York')).toBe('2026-12-05T00:30:00.000Z');
    expect(wallTimeToIso('2026-07-04T12:00', 'Pacific/Honolulu')).toBe('2026-07-04T22:00:00.000Z');
    // Summer time: Pacific is UTC-7 in July.
    expect(wallTimeToIso('2026-07-04 19:30', 'America/Los_Angeles')).toBe(
      '2026-07-05T02:30:00.000Z',
    );
  });

  it('writes a saved instant back as the wall-clock time a picker starts from', () => {
    expect(isoToWallTime('2026-12-05T03:30:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-12-04 19:30:00',
    );
    expect(isoToWallTime('2026-07-05T02:30:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-07-04 19:30:00',
    );
  });

  it('round-trips through formatEventDate', () => {
    const iso = wallTimeToIso('2026-12-04 19:30', 'America/Chicago')!;
    expect(formatEventDate(iso, 'America/Chicago')).toBe('Friday, December 4, 2026 at 7:30 PM');
  });

  it('refuses text that is not a date and time', () => {
    expect(wallTimeToIso('', 'America/Los_Angeles')).toBeNull();
    expect(wallTimeToIso('next friday', 'America/Los_Angeles')).toBeNull();
    expect(wallTimeToIso('2026-02-30 19:30', 'America/Los_Angeles')).toBeNull();
    expect(wallTimeToIso('2026-13-01 19:30', 'America/Los_Angeles')).toBeNull();
  });
});

describe('cents and dollars', () => {
  it('converts both ways and keeps cents exact', () => {
    expect(centsToDollars(2050)).toBe('20.50');
    expect(centsToDollars(1500)).toBe('15.00');
    expect(centsToDollars(0)).toBe('0.00');
    expect(dollarsToCents(centsToDollars(2050))).toBe(2050);
    expect(dollarsToCents(centsToDollars(123_456_789))).toBe(123_456_789);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1,000')).toBe(100000);
    expect(dollarsToCents(' 15 ')).toBe(1500);
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNull();
  });

  it('formats large and small amounts', () => {
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000)).toBe('$1,000.00');
  });
});

describe('buy-in display', () => {
  it('says Free for a zero buy-in and dollars otherwise', () => {
    expect(formatBuyInAmount(0)).toBe('Free');
    expect(formatBuyInAmount(2050)).toBe('$20.50');
    expect(formatBuyIn(0)).toBe('Free');
    expect(formatBuyIn(2000)).toBe('$20.00 buy-in');
  });
});
