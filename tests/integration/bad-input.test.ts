// Bad input through the public API (issue 8, finding 10): NUL characters, dates outside any
// sane range, days the calendar does not have, locale date strings and a location name too long
// for an index each get a clear BAD_USER_INPUT and change nothing — they used to reach Postgres
// (INTERNAL_SERVER_ERROR) or be silently changed ("2031-02-30" stored as 2 March). And the log
// never echoes a huge value.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { errorOf, type GqlResult } from '../support/api';
import {
  AddTable,
  CreateEvent,
  CreateGroup,
  CreateLocation,
  DeleteTemplate,
  EventById,
  InviteToEvent,
  Me,
  Register,
  RemoveEventInvite,
  SaveTemplate,
  SendContactMessage,
  SignIn,
  UpdateProfile,
} from '../support/operations';
import { countEveryTable } from '../support/rows';
import { eventInput, seededApp, type Member } from '../support/seed';

const TIMEZONE = 'America/Los_Angeles';

const logLines: string[] = [];
// Requests are logged at info here, into logLines, so the log test can read them.
const app = seededApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line: string) => void logLines.push(line) },
});
let host: Member;
let eventId: string;
beforeAll(async () => {
  host = await app.member('careful');
  eventId = (await host.ok(CreateEvent, { input: eventInput() })).createEvent.id;
});

/** Every table a refused input could have written to, counted. */
const everything = () => countEveryTable(app.t.database);

const badInput = (message: string) => ({ code: 'BAD_USER_INPUT', message });

describe('a NUL character', () => {
  const nul = (text: string) => `${text}\u0000`;
  const template = { levels: [{ smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 5 }] };
  const chips = [{ value: 25, color: '#ff0000', quantity: 20 }];
  const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };

  const cases: [string, () => Promise<GqlResult>, string][] = [
    [
      'an event title',
      () => host.gql(CreateEvent, { input: eventInput({ title: nul('Game') }) }),
      'Event title cannot contain NUL characters',
    ],
    [
      'an event description',
      () => host.gql(CreateEvent, { input: eventInput({ description: nul('Bring chips') }) }),
      'Description cannot contain NUL characters',
    ],
    [
      'an event location',
      () => host.gql(CreateEvent, { input: eventInput({ location: nul('Home') }) }),
      'Location cannot contain NUL characters',
    ],
    [
      'a location name',
      () => host.gql(CreateLocation, { name: nul('Home'), address: '1 Main St' }),
      'Location name cannot contain NUL characters',
    ],
    [
      'a table name',
      () => host.gql(AddTable, { eventId, name: nul('Main'), maxSeats: 9 }),
      'Table name cannot contain NUL characters',
    ],
    [
      'a group name',
      () => host.gql(CreateGroup, { name: nul('Regulars') }),
      'Group name cannot contain NUL characters',
    ],
    [
      'a template name',
      () => host.gql(SaveTemplate, { input: { name: nul('Deep'), ...template, chips } }),
      'Template name cannot contain NUL characters',
    ],
    [
      'a contact message',
      () =>
        app.t.anonymous().gql(SendContactMessage, { input: { ...contact, message: nul('Hello') } }),
      'Message cannot contain NUL characters',
    ],
    [
      'a display name',
      () => host.gql(UpdateProfile, { displayName: nul('Ann'), timezone: TIMEZONE }),
      'Display name cannot contain NUL characters',
    ],
    [
      'an e-mail list',
      () =>
        host.gql(InviteToEvent, { eventId, emails: `ann@example.com ${nul('bob@example.com')}` }),
      'Email addresses cannot contain NUL characters',
    ],
    [
      'an invitation to remove',
      () => host.gql(RemoveEventInvite, { eventId, email: nul('ann@example.com') }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a sign-in address',
      () =>
        app.t.anonymous().gql(SignIn, { email: nul('ann@example.com'), password: 'long enough' }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a new account’s address',
      () =>
        app.t.anonymous().gql(Register, { email: nul('new@example.com'), password: 'long enough' }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a template id',
      () => host.gql(DeleteTemplate, { id: nul('custom-') }),
      'Id cannot contain NUL characters',
    ],
    [
      'an event id',
      () => host.gql(EventById, { id: nul(eventId) }),
      'Id cannot contain NUL characters',
    ],
  ];

  it.each(cases)(
    'in %s is refused, naming the field, and changes nothing',
    async (_, send, message) => {
      const before = await everything();
      expect(errorOf(await send())).toEqual(badInput(message));
      expect(await everything()).toEqual(before);
      expect((await host.ok(Me)).me?.displayName).toBe('Careful');
    },
  );
});

describe('an event date', () => {
  const invalid = (value: string, reason: string) =>
    `Variable "$input" got invalid value "${value}" at "input.startsAt"; ${reason}`;
  const range = 'Dates must be between the years 2000 and 2100';
  const format = 'Invalid date format';

  it.each([
    ['the year −1', '-000001-06-01T19:00:00.000Z', range],
    ['the year 275760', '+275760-09-13T00:00:00.000Z', range],
    ['the year 1999', '1999-12-31T19:00:00.000Z', range],
    ['the year 2101', '2101-01-01T19:00:00.000Z', range],
    ['30 February', '2031-02-30T19:00:00.000Z', 'Invalid date: 2031-02-30 does not exist'],
    ['a bare date', '2031-02-30', format],
    ['a time without a zone', '2031-12-05T19:30:00', format],
    ['a US locale string', '12/5/2031, 7:30:00 PM', format],
    ['a browser date string', 'Fri Dec 05 2031 19:30:00 GMT-0800 (Pacific Standard Time)', format],
    ['a long-form date', 'December 5, 2031 7:30 PM', format],
    ['epoch milliseconds', '1954300000000', format],
  ])('in %s is refused with a clear message and creates nothing', async (_, startsAt, reason) => {
    const before = await everything();
    const result = await host.gql(CreateEvent, { input: eventInput({ startsAt }) });
    expect(errorOf(result)).toEqual(badInput(invalid(startsAt, reason)));
    expect(await everything()).toEqual(before);
  });

  it('written into the query itself is refused the same way', async () => {
    const before = await everything();
    const result = await host.gql(`mutation { createEvent(input: {
      title: "Game", startsAt: "2031-02-30T19:00:00Z", location: "Home", buyInCents: 0, maxPlayers: 4
    }) { id } }`);
    expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    expect(errorOf(result).message).toContain('Invalid date: 2031-02-30 does not exist');
    expect(await everything()).toEqual(before);
  });

  it('is stored as the instant it names, offset included', async () => {
    const { createEvent } = await host.ok(CreateEvent, {
      input: eventInput({ startsAt: '2032-02-29T19:30:00-08:00' }),
    });
    expect(createEvent.startsAt).toBe('2032-03-01T03:30:00.000Z');
    const [stored] = await app.t.database.db
      .select({ startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, createEvent.id));
    expect(stored!.startsAt.toISOString()).toBe('2032-03-01T03:30:00.000Z');
  });
});

describe('a location name of 2.7 KB', () => {
  it('is refused before it reaches an index, as a saved location and as an event location', async () => {
    const long = 'L'.repeat(2_700);
    const before = await everything();
    expect(errorOf(await host.gql(CreateLocation, { name: long, address: '1 Main St' }))).toEqual(
      badInput('Location name must be at most 100 characters'),
    );
    expect(errorOf(await host.gql(CreateEvent, { input: eventInput({ location: long }) }))).toEqual(
      badInput('Location must be at most 302 characters'),
    );
    expect(await everything()).toEqual(before);
  });
});

describe('the log', () => {
  it('never echoes a huge value, refused or not', async () => {
    const huge = 'Z'.repeat(900_000);
    logLines.length = 0;
    await host.gql(CreateLocation, { name: huge, address: huge.slice(0, 10) });
    await host.gql(CreateEvent, { input: eventInput({ startsAt: `${huge}2031-01-01` }) });
    await host.gql(InviteToEvent, { eventId, emails: huge });
    const response = await host.gql(CreateEvent, {
      input: eventInput({ startsAt: `2031-01-01T00:00:00Z${huge}` }),
    });
    // graphql-js quotes the value it could not read; the answer keeps its two ends.
    expect(JSON.stringify(response).length).toBeLessThan(5_000);
    expect(errorOf(response).message).toMatch(/characters cut.*Invalid date format$/);

    expect(logLines.length).toBeGreaterThan(0); // requests are logged at info
    expect(logLines.filter((line) => line.length > 5_000)).toEqual([]);
    expect(logLines.filter((line) => line.includes('Z'.repeat(2_100)))).toEqual([]);
  });
});
