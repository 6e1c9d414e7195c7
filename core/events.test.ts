import { describe, expect, it } from 'vitest';
import { eventDraftErrors, validateEventDraft, type EventDraft } from './events';

const now = new Date('2026-11-22T12:00:00Z');
const valid: EventDraft = {
  title: 'Friday Hold’em',
  startsAt: new Date('2026-12-04T03:30:00Z'),
  location: '12 Main St',
  buyInCents: 2000,
  maxPlayers: 8,
  hasGroup: false,
};

describe('validateEventDraft', () => {
  it('accepts a complete future event', () => {
    expect(validateEventDraft(valid, now)).toBeNull();
  });

  it.each([
    [{ title: '   ' }, 'Event title is required'],
    [{ startsAt: null }, 'Event date is required'],
    [{ startsAt: new Date('nope') }, 'Invalid date format'],
    [{ location: ' ' }, 'Location is required'],
    [{ buyInCents: -1 }, 'Valid buy-in amount is required'],
    [{ buyInCents: null }, 'Valid buy-in amount is required'],
    [{ buyInCents: 100_000_001 }, 'Buy-in must be at most $1,000,000'],
    [{ maxPlayers: 1 }, 'Maximum players must be at least 2'],
    [{ startsAt: new Date('2026-11-01T00:00:00Z') }, 'Event date must be in the future'],
  ])('%o → %s', (change, message) => {
    expect(validateEventDraft({ ...valid, ...change }, now)).toBe(message);
  });

  it('lets a group event be in the past and a free game cost 0', () => {
    expect(
      validateEventDraft(
        { ...valid, hasGroup: true, startsAt: new Date('2026-01-01T00:00:00Z') },
        now,
      ),
    ).toBeNull();
    expect(validateEventDraft({ ...valid, buyInCents: 0 }, now)).toBeNull();
    expect(validateEventDraft({ ...valid, buyInCents: 100_000_000 }, now)).toBeNull();
  });
});

describe('eventDraftErrors', () => {
  it('names every broken field at once, the future check last as the server reports it', () => {
    const errors = eventDraftErrors(
      {
        title: '',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        location: '',
        buyInCents: null,
        maxPlayers: 1,
        hasGroup: false,
      },
      now,
    );
    expect(errors).toEqual({
      title: 'Event title is required',
      location: 'Location is required',
      buyInCents: 'Valid buy-in amount is required',
      maxPlayers: 'Maximum players must be at least 2',
      startsAt: 'Event date must be in the future',
    });
    expect(Object.keys(errors).at(-1)).toBe('startsAt');
  });

  it('keeps dates within the years the API takes, group events included', () => {
    const past = { ...valid, hasGroup: true, startsAt: new Date('1999-12-31T12:00:00Z') };
    expect(eventDraftErrors(past, now)).toEqual({
      startsAt: 'Dates must be between the years 2000 and 2100',
    });
  });
});
