// Bad input through the public API (issue 8, finding 10): NUL characters, dates outside any
// sane range, days the calendar does not have, locale date strings and a location name too long
// for an index each get a clear BAD_USER_INPUT and change nothing — they used to reach Postgres
// (INTERNAL_SERVER_ERROR) or be silently changed ("2031-02-30" stored as 2 March). And the log
// never echoes a huge value.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import {
  errorOf,
  startTestApp,
  type ApiClient,
  type GqlResult,
  type TestApp,
} from '../support/api';
import { countEveryTable } from '../support/rows';

type Member = ApiClient & { email: string; id: string };

const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id startsAt } }`;
const CREATE_LOCATION = `mutation($name: String!, $address: String!) { createLocation(name: $name, address: $address) { id } }`;
const ADD_TABLE = `mutation($id: ID!, $name: String!) { addTable(eventId: $id, name: $name, maxSeats: 9) { id } }`;
const INVITE = `mutation($id: ID!, $emails: String!) { inviteToEvent(eventId: $id, emails: $emails) { invited } }`;
const REMOVE_INVITE = `mutation($id: ID!, $email: String!) { removeEventInvite(eventId: $id, email: $email) { id } }`;
const CREATE_GROUP = `mutation($name: String!) { createGroup(name: $name) { id } }`;
const SAVE_TEMPLATE = `mutation($input: TournamentTemplateInput!) { saveTournamentTemplate(input: $input) { id } }`;
const DELETE_TEMPLATE = `mutation($id: ID!) { deleteTournamentTemplate(id: $id) }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const UPDATE_PROFILE = `mutation($name: String!) { updateProfile(displayName: $name, timezone: "America/Los_Angeles") { displayName } }`;
const REGISTER = `mutation($email: String!) { register(email: $email, password: "long enough") { id } }`;
const SIGN_IN = `mutation($email: String!) { signIn(email: $email, password: "long enough") { id } }`;
const EVENT = `query($id: ID!) { event(id: $id) { id } }`;
const ME = `{ me { displayName } }`;

const logLines: string[] = [];
let t: TestApp;
let host: Member;
let eventId: string;
beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  host = await t.signUpMember('careful');
  eventId = (await host.ok(CREATE_EVENT, { input: eventInput() })).createEvent.id;
});
afterAll(async () => {
  await t?.close();
});

function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Friday game',
    startsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    location: '12 Elm Street',
    buyInCents: 2000,
    maxPlayers: 8,
    ...overrides,
  };
}

/** Every table a refused input could have written to, counted. */
const everything = () => countEveryTable(t.database);

const badInput = (message: string) => ({ code: 'BAD_USER_INPUT', message });

describe('a NUL character', () => {
  const nul = (text: string) => `${text}\u0000`;
  const template = { levels: [{ smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 5 }] };
  const chips = [{ value: 25, color: '#ff0000', quantity: 20 }];
  const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };

  const cases: [string, () => Promise<GqlResult>, string][] = [
    [
      'an event title',
      () => host.gql(CREATE_EVENT, { input: eventInput({ title: nul('Game') }) }),
      'Event title cannot contain NUL characters',
    ],
    [
      'an event description',
      () => host.gql(CREATE_EVENT, { input: eventInput({ description: nul('Bring chips') }) }),
      'Description cannot contain NUL characters',
    ],
    [
      'an event location',
      () => host.gql(CREATE_EVENT, { input: eventInput({ location: nul('Home') }) }),
      'Location cannot contain NUL characters',
    ],
    [
      'a location name',
      () => host.gql(CREATE_LOCATION, { name: nul('Home'), address: '1 Main St' }),
      'Location name cannot contain NUL characters',
    ],
    [
      'a table name',
      () => host.gql(ADD_TABLE, { id: eventId, name: nul('Main') }),
      'Table name cannot contain NUL characters',
    ],
    [
      'a group name',
      () => host.gql(CREATE_GROUP, { name: nul('Regulars') }),
      'Group name cannot contain NUL characters',
    ],
    [
      'a template name',
      () => host.gql(SAVE_TEMPLATE, { input: { name: nul('Deep'), ...template, chips } }),
      'Template name cannot contain NUL characters',
    ],
    [
      'a contact message',
      () => t.anonymous().gql(CONTACT, { input: { ...contact, message: nul('Hello') } }),
      'Message cannot contain NUL characters',
    ],
    [
      'a display name',
      () => host.gql(UPDATE_PROFILE, { name: nul('Ann') }),
      'Display name cannot contain NUL characters',
    ],
    [
      'an e-mail list',
      () => host.gql(INVITE, { id: eventId, emails: `ann@example.com ${nul('bob@example.com')}` }),
      'Email addresses cannot contain NUL characters',
    ],
    [
      'an invitation to remove',
      () => host.gql(REMOVE_INVITE, { id: eventId, email: nul('ann@example.com') }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a sign-in address',
      () => t.anonymous().gql(SIGN_IN, { email: nul('ann@example.com') }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a new account’s address',
      () => t.anonymous().gql(REGISTER, { email: nul('new@example.com') }),
      'Email address cannot contain NUL characters',
    ],
    [
      'a template id',
      () => host.gql(DELETE_TEMPLATE, { id: nul('custom-') }),
      'Id cannot contain NUL characters',
    ],
    [
      'an event id',
      () => host.gql(EVENT, { id: nul(eventId) }),
      'Id cannot contain NUL characters',
    ],
  ];

  it.each(cases)(
    'in %s is refused, naming the field, and changes nothing',
    async (_, send, message) => {
      const before = await everything();
      expect(errorOf(await send())).toEqual(badInput(message));
      expect(await everything()).toEqual(before);
      expect((await host.ok(ME)).me.displayName).toBe('Careful');
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
    const result = await host.gql(CREATE_EVENT, { input: eventInput({ startsAt }) });
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
    const { createEvent } = await host.ok(CREATE_EVENT, {
      input: eventInput({ startsAt: '2032-02-29T19:30:00-08:00' }),
    });
    expect(createEvent.startsAt).toBe('2032-03-01T03:30:00.000Z');
    const [stored] = await t.database.db
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
    expect(errorOf(await host.gql(CREATE_LOCATION, { name: long, address: '1 Main St' }))).toEqual(
      badInput('Location name must be at most 100 characters'),
    );
    expect(
      errorOf(await host.gql(CREATE_EVENT, { input: eventInput({ location: long }) })),
    ).toEqual(badInput('Location must be at most 200 characters'));
    expect(await everything()).toEqual(before);
  });
});

describe('the log', () => {
  it('never echoes a huge value, refused or not', async () => {
    const huge = 'Z'.repeat(900_000);
    logLines.length = 0;
    await host.gql(CREATE_LOCATION, { name: huge, address: huge.slice(0, 10) });
    await host.gql(CREATE_EVENT, { input: eventInput({ startsAt: `${huge}2031-01-01` }) });
    await host.gql(INVITE, { id: eventId, emails: huge });
    const response = await host.gql(CREATE_EVENT, {
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
