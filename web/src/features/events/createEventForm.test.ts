import { describe, expect, it } from 'vitest';
import {
  initialCreateEventValues,
  makesSeries,
  seriesLastStart,
  validateCreateEvent,
} from './createEventForm';

const now = new Date('2031-06-01T12:00:00Z');
const complete = {
  ...initialCreateEventValues('g1'),
  title: 'Friday game',
  startsAt: '2031-06-05 19:00:00',
  buyIn: '20',
};
const check = (values: Partial<typeof complete>) =>
  validateCreateEvent(
    { ...complete, ...values },
    { timeZone: 'America/Los_Angeles', locationAddress: '12 Elm Street', now },
  );

describe('validateCreateEvent', () => {
  it('accepts a complete event', () => {
    expect(check({})).toEqual({});
  });

  it('keeps dates within the years the server takes, even for group events', () => {
    expect(check({ startsAt: '1999-06-05 19:00:00' }).startsAt).toBe(
      'Dates must be between the years 2000 and 2100',
    );
    expect(check({ startsAt: '2101-01-05 19:00:00' }).startsAt).toBe(
      'Dates must be between the years 2000 and 2100',
    );
    expect(check({ startsAt: '2031-02-30 19:00:00' }).startsAt).toBe('Invalid date format');
  });

  it('stops a buy-in above $1,000,000', () => {
    expect(check({ buyIn: '1000000' }).buyIn).toBeUndefined();
    expect(check({ buyIn: '1000000.01' }).buyIn).toBe('Buy-in must be at most $1,000,000');
  });

  it("puts core's errors on the form's own fields", () => {
    expect(
      validateCreateEvent(
        { ...initialCreateEventValues(), startsAt: '2031-05-05 19:00:00', maxPlayers: '1' },
        { timeZone: 'America/Los_Angeles', locationAddress: null, now },
      ),
    ).toEqual({
      title: 'Event title is required',
      locationId: 'Location is required',
      buyIn: 'Valid buy-in amount is required',
      maxPlayers: 'Maximum players must be at least 2',
      startsAt: 'Event date must be in the future',
    });
  });

  it('checks a series against core limits only while Repeat is on', () => {
    expect(check({ repeatCount: 30 })).toEqual({});
    expect(check({ repeat: true })).toEqual({});
    expect(check({ repeat: true, repeatCount: 27, everyWeeks: '5' })).toEqual({
      repeatCount: 'A series has 2 to 26 events',
      everyWeeks: 'Repeat every 1 to 4 weeks',
    });
    expect(check({ repeat: true, repeatCount: '' }).repeatCount).toBe(
      'A series has 2 to 26 events',
    );
  });

  it('makes no series of a game already played, so its hidden fields stop nothing', () => {
    const played = { repeat: true, repeatCount: 99, startsAt: '2031-05-30 19:00:00' };
    expect(check(played).repeatCount).toBeUndefined();
    expect(makesSeries({ ...complete, ...played }, 'America/Los_Angeles', now)).toBe(false);
    expect(makesSeries({ ...complete, repeat: true }, 'America/Los_Angeles', now)).toBe(true);
  });

  it('takes reminder hours from 0 (off) to a week, and asks for 0 rather than nothing', () => {
    expect(check({ reminderHours: 0 })).toEqual({});
    expect(check({ reminderHours: 169 }).reminderHours).toBe(
      'Reminder must be a whole number of hours from 0 (off) to 168',
    );
    expect(check({ reminderHours: '' }).reminderHours).toBe('Enter 0 to turn the reminder off');
  });

  it('says when the series ends, at the same wall-clock time across a change of summer time', () => {
    const series = { ...complete, repeat: true, startsAt: '2031-10-30 19:00:00', repeatCount: 2 };
    expect(seriesLastStart(series, 'America/Los_Angeles')?.toISOString()).toBe(
      '2031-11-07T03:00:00.000Z',
    );
    expect(
      seriesLastStart(
        { ...series, everyWeeks: '3', repeatCount: 3 },
        'America/Los_Angeles',
      )?.toISOString(),
    ).toBe('2031-12-12T03:00:00.000Z');
    expect(seriesLastStart({ ...series, repeatCount: 27 }, 'America/Los_Angeles')).toBeNull();
    expect(seriesLastStart({ ...series, startsAt: null }, 'America/Los_Angeles')).toBeNull();
  });
});
