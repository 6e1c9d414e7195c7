import { describe, expect, it } from 'vitest';
import { instantInRange, parseInstant } from './instant';

const read = (text: string) => {
  const parsed = parseInstant(text);
  return parsed.ok ? parsed.date.toISOString() : parsed.message;
};

describe('parseInstant', () => {
  it('reads ISO-8601 instants in UTC or with an offset', () => {
    expect(read('2031-12-05T19:30:00.000Z')).toBe('2031-12-05T19:30:00.000Z');
    expect(read('2031-12-05T19:30:00Z')).toBe('2031-12-05T19:30:00.000Z');
    expect(read('2031-12-05T19:30Z')).toBe('2031-12-05T19:30:00.000Z');
    expect(read('2031-12-05T19:30:00-08:00')).toBe('2031-12-06T03:30:00.000Z');
    expect(read('2031-12-05T19:30:00.123456+05:30')).toBe('2031-12-05T14:00:00.123Z');
    expect(read('2032-02-29T00:00:00Z')).toBe('2032-02-29T00:00:00.000Z');
  });

  it.each([
    'not-a-date',
    '',
    '2031-12-05',
    '2031-02-30',
    '2031-12-05T19:30:00',
    '2031-12-05 19:30:00Z',
    '12/05/2031 7:30 PM',
    '12/5/2031, 7:30:00 PM',
    'Fri Dec 05 2031 19:30:00 GMT-0800 (Pacific Standard Time)',
    'December 5, 2031',
    '2031-12-05T24:00:00Z',
    '2031-12-05T19:60:00Z',
    '2031-12-05T19:30:60Z',
    '2031-12-05T19:30:00+24:00',
    '2031-12-05T19:30:00+0800',
    ' 2031-12-05T19:30:00Z',
    '2031-12-05T19:30:00Z\u0000',
    '1796572800000',
  ])('refuses %j as not an ISO instant', (text) => {
    expect(read(text)).toBe('Invalid date format');
  });

  it('refuses days the calendar does not have, instead of rolling them over', () => {
    expect(read('2031-02-30T19:00:00Z')).toBe('Invalid date: 2031-02-30 does not exist');
    expect(read('2031-02-29T19:00:00Z')).toBe('Invalid date: 2031-02-29 does not exist');
    expect(read('2031-04-31T19:00:00Z')).toBe('Invalid date: 2031-04-31 does not exist');
    expect(read('2031-13-01T19:00:00Z')).toBe('Invalid date: 2031-13-01 does not exist');
    expect(read('2031-00-10T19:00:00Z')).toBe('Invalid date: 2031-00-10 does not exist');
  });

  it('takes the years 2000 to 2100 only', () => {
    const range = 'Dates must be between the years 2000 and 2100';
    expect(read('-000001-01-01T00:00:00Z')).toBe(range);
    expect(read('+275760-09-13T00:00:00Z')).toBe(range);
    expect(read('275760-09-13T00:00:00Z')).toBe(range);
    expect(read('0001-01-01T00:00:00Z')).toBe(range);
    expect(read('0099-06-01T00:00:00Z')).toBe(range);
    expect(read('1999-12-31T23:59:59Z')).toBe(range);
    expect(read('2000-01-01T00:30:00+01:00')).toBe(range);
    expect(read('2101-01-01T00:00:00Z')).toBe(range);
    expect(read('2000-01-01T00:00:00Z')).toBe('2000-01-01T00:00:00.000Z');
    expect(read('2100-12-31T23:59:59.999Z')).toBe('2100-12-31T23:59:59.999Z');
  });
});

describe('instantInRange', () => {
  it('checks a Date that is already made', () => {
    expect(instantInRange(new Date('2031-01-01T00:00:00Z')).ok).toBe(true);
    expect(instantInRange(new Date(Number.NaN))).toEqual({
      ok: false,
      message: 'Invalid date format',
    });
    expect(instantInRange(new Date('2200-01-01T00:00:00Z')).ok).toBe(false);
  });
});
