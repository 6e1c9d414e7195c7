import { describe, expect, it } from 'vitest';
import { initialCreateEventValues, validateCreateEvent } from './createEventForm';

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
});
