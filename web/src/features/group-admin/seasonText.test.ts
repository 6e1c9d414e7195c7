import { describe, expect, it } from 'vitest';
import { formatPoints, seasonDates, seasonRange } from './seasonText';

describe('seasonText', () => {
  it('turns picked days into the midnights around them in the zone, across DST', () => {
    expect(seasonRange('2027-01-01', '2027-03-31', 'America/New_York')).toEqual({
      startsAt: new Date('2027-01-01T05:00:00.000Z'),
      // Mar 14 2027 moved New York to UTC−4.
      endsAt: new Date('2027-04-01T04:00:00.000Z'),
    });
    expect(seasonRange('2027-02-30', '2027-03-31', 'UTC')).toBeNull();
  });

  it('shows the first and last day, and points to two decimals', () => {
    expect(
      seasonDates('2027-01-01T05:00:00.000Z', '2027-04-01T04:00:00.000Z', 'America/New_York'),
    ).toBe('Jan 1, 2027 – Mar 31, 2027');
    expect(formatPoints(7)).toBe('7');
    expect(formatPoints(27.32)).toBe('27.32');
  });
});
