import { describe, expect, it } from 'vitest';
import {
  capProblem,
  nextStartAfter,
  noticeableChange,
  recurrenceErrors,
  seriesStarts,
} from './event-editing';
import { validateEventDraft, type EventDraft } from './events';
import { formatEventDate } from './format';

describe('capProblem', () => {
  it('lets the cap go down to the players attending, and no lower', () => {
    expect(capProblem(5, 5)).toBeNull();
    expect(capProblem(9, 5)).toBeNull();
    expect(capProblem(4, 5)).toBe(
      'Max players cannot be lower than the 5 players already attending',
    );
  });
});

describe('recurrenceErrors', () => {
  it('takes every 1 to 4 weeks, 2 to 26 events', () => {
    expect(recurrenceErrors({ everyWeeks: 1, count: 2 })).toEqual({});
    expect(recurrenceErrors({ everyWeeks: 4, count: 26 })).toEqual({});
  });

  it.each([
    [{ everyWeeks: 0, count: 4 }, { everyWeeks: 'Repeat every 1 to 4 weeks' }],
    [{ everyWeeks: 5, count: 4 }, { everyWeeks: 'Repeat every 1 to 4 weeks' }],
    [{ everyWeeks: 1.5, count: 4 }, { everyWeeks: 'Repeat every 1 to 4 weeks' }],
    [{ everyWeeks: null, count: 4 }, { everyWeeks: 'Repeat every 1 to 4 weeks' }],
    [{ everyWeeks: 1, count: 1 }, { count: 'A series has 2 to 26 events' }],
    [{ everyWeeks: 1, count: 27 }, { count: 'A series has 2 to 26 events' }],
  ])('%o → %o', (recurrence, errors) => {
    expect(recurrenceErrors(recurrence)).toEqual(errors);
  });
});

describe('seriesStarts', () => {
  const LA = 'America/Los_Angeles';

  it('keeps 7 PM in the host’s zone across the end of summer time (1 November 2026)', () => {
    // Thursday 22 October 2026, 7 PM PDT (UTC−7).
    const starts = seriesStarts(new Date('2026-10-23T02:00:00Z'), { everyWeeks: 1, count: 3 }, LA);
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-10-23T02:00:00.000Z',
      '2026-10-30T02:00:00.000Z',
      // PST (UTC−8): an hour later in UTC, the same 7 PM on the host's clock.
      '2026-11-06T03:00:00.000Z',
    ]);
    expect(starts.map((d) => formatEventDate(d, LA))).toEqual([
      'Thursday, October 22, 2026 at 7:00 PM',
      'Thursday, October 29, 2026 at 7:00 PM',
      'Thursday, November 5, 2026 at 7:00 PM',
    ]);
  });

  it('keeps the wall time across the start of summer time, every two weeks', () => {
    // Friday 5 March 2027, 8 PM in London (GMT); summer time starts on 28 March.
    const starts = seriesStarts(
      new Date('2027-03-05T20:00:00Z'),
      { everyWeeks: 2, count: 3 },
      'Europe/London',
    );
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2027-03-05T20:00:00.000Z',
      '2027-03-19T20:00:00.000Z',
      '2027-04-02T19:00:00.000Z',
    ]);
  });

  it('a zone without summer time is simply a week apart', () => {
    const starts = seriesStarts(
      new Date('2026-10-23T10:00:00Z'),
      { everyWeeks: 1, count: 2 },
      'Asia/Tokyo',
    );
    expect(starts[1]!.getTime() - starts[0]!.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it('run it again defaults to a week later at the same wall-clock time', () => {
    expect(nextStartAfter(new Date('2026-10-30T02:00:00Z'), LA).toISOString()).toBe(
      '2026-11-06T03:00:00.000Z',
    );
  });
});

describe('noticeableChange', () => {
  const before = { startsAt: new Date('2026-12-04T03:00:00Z'), location: '12 Elm Street' };

  it('is null when neither the date nor the place changed', () => {
    expect(noticeableChange(before, { ...before, startsAt: new Date(before.startsAt) })).toBeNull();
  });

  it('names each change with its old and new value', () => {
    const after = { startsAt: new Date('2026-12-05T03:00:00Z'), location: '4 Oak Road' };
    expect(noticeableChange(before, after)).toEqual({
      startsAt: { before: before.startsAt, after: after.startsAt },
      location: { before: '12 Elm Street', after: '4 Oak Road' },
    });
    expect(noticeableChange(before, { ...before, location: '4 Oak Road' })).toEqual({
      location: { before: '12 Elm Street', after: '4 Oak Road' },
    });
  });
});

describe('reminder hours (the create rule an edit also passes)', () => {
  const draft: EventDraft = {
    title: 'Friday',
    startsAt: new Date('2026-12-04T03:30:00Z'),
    location: '12 Main St',
    buyInCents: 2000,
    maxPlayers: 8,
    hasGroup: false,
  };
  const now = new Date('2026-11-22T12:00:00Z');

  it.each([0, 24, 168, null, undefined])('%s hours is fine', (hours) => {
    expect(validateEventDraft({ ...draft, reminderHoursBefore: hours }, now)).toBeNull();
  });

  it.each([-1, 169, 2.5])('%s hours is refused', (hours) => {
    expect(validateEventDraft({ ...draft, reminderHoursBefore: hours }, now)).toBe(
      'Reminder must be a whole number of hours from 0 (off) to 168',
    );
  });
});
