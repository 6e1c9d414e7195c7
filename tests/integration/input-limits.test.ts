// Text limits through the public API (issue 8, finding 2): every text input has a maximum length,
// enforced over HTTP and WebSocket alike with a BAD_USER_INPUT that names the field, and a value
// over it changes nothing. A one-megabyte title used to be stored, and its calendar file then
// took the server down.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, subscribe, uniqueEmail } from '../support/api';
import {
  AddTable,
  CreateEvent,
  CreateGroup,
  CreateLocation,
  InviteToEvent,
  Register,
  RemoveEventInvite,
  RequestPasswordReset,
  SaveTemplate,
  SendContactMessage,
  SignIn,
  UpdateProfile,
  type ContactInput,
  type TemplateInput,
} from '../support/operations';
import { countEveryTable } from '../support/rows';
import { eventInput, seededApp, type Member } from '../support/seed';

const MEGABYTE_TITLE = 'A'.repeat(1_000_000);
const TIMEZONE = 'America/Los_Angeles';
const tooLong = (message: string) => ({ code: 'BAD_USER_INPUT', message });

const app = seededApp();

/** Every table a refused input could have written to, counted. */
const everything = () => countEveryTable(app.t.database);

describe('a one-megabyte title', () => {
  it('is refused over HTTP with a message naming the field, and nothing is stored', async () => {
    const host = await app.t.signUpMember('megahost');
    const before = await everything();

    const result = await host.gql(CreateEvent, { input: eventInput({ title: MEGABYTE_TITLE }) });

    expect(errorOf(result)).toEqual(tooLong('Event title must be at most 120 characters'));
    expect(await everything()).toEqual(before);
  });

  it('is refused over WebSocket too', async () => {
    const host = await app.t.signUpMember('wshost');
    const before = await everything();
    const ws = host.ws();
    try {
      const operation = subscribe(ws, CreateEvent, {
        input: eventInput({ title: MEGABYTE_TITLE }),
      });
      expect(errorOf(await operation.next())).toEqual(
        tooLong('Event title must be at most 120 characters'),
      );
    } finally {
      await ws.dispose();
    }
    expect(await everything()).toEqual(before);
  });
});

describe('each text input', () => {
  let host: Member;
  let eventId: string;
  beforeAll(async () => {
    host = await app.member('limits');
    eventId = (await host.ok(CreateEvent, { input: eventInput() })).createEvent.id;
  });

  const over = (n: number) => 'x'.repeat(n + 1);
  const template = (overrides: Partial<TemplateInput>): TemplateInput => ({
    name: 'Home game',
    levels: [{ smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 }],
    chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
    ...overrides,
  });
  const contact = (overrides: Partial<ContactInput>): ContactInput => ({
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'Hello',
    message: 'A question',
    ...overrides,
  });
  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`; // 255 characters

  const cases: [string, () => Promise<unknown>, string][] = [
    [
      'event description',
      () => host.gql(CreateEvent, { input: eventInput({ description: over(2000) }) }),
      'Description must be at most 2,000 characters',
    ],
    [
      'event location',
      () => host.gql(CreateEvent, { input: eventInput({ location: over(302) }) }),
      'Location must be at most 302 characters',
    ],
    [
      'location name',
      () => host.gql(CreateLocation, { name: over(100), address: '1 Main St' }),
      'Location name must be at most 100 characters',
    ],
    [
      'location address',
      () => host.gql(CreateLocation, { name: 'Home', address: over(200) }),
      'Address must be at most 200 characters',
    ],
    [
      'table name',
      () => host.gql(AddTable, { eventId, name: over(50), maxSeats: 9 }),
      'Table name must be at most 50 characters',
    ],
    [
      'group name',
      () => host.gql(CreateGroup, { name: over(100) }),
      'Group name must be at most 100 characters',
    ],
    [
      'group description',
      () => host.gql(CreateGroup, { name: 'Regulars', description: over(1000) }),
      'Group description must be at most 1,000 characters',
    ],
    [
      'template name',
      () => host.gql(SaveTemplate, { input: template({ name: over(100) }) }),
      'Template name must be at most 100 characters',
    ],
    [
      'chip colour',
      () =>
        host.gql(SaveTemplate, {
          input: template({ chips: [{ value: 25, color: over(20), quantity: 20 }] }),
        }),
      'Colour must be at most 20 characters',
    ],
    [
      'contact name',
      () => app.t.anonymous().gql(SendContactMessage, { input: contact({ name: over(100) }) }),
      'Name must be at most 100 characters',
    ],
    [
      'contact e-mail',
      () => app.t.anonymous().gql(SendContactMessage, { input: contact({ email: longEmail }) }),
      'Email must be at most 254 characters',
    ],
    [
      'contact subject',
      () => app.t.anonymous().gql(SendContactMessage, { input: contact({ subject: over(200) }) }),
      'Subject must be at most 200 characters',
    ],
    [
      'contact message',
      () => app.t.anonymous().gql(SendContactMessage, { input: contact({ message: over(5000) }) }),
      'Message must be at most 5,000 characters',
    ],
    [
      'display name',
      () => host.gql(UpdateProfile, { displayName: over(60), timezone: TIMEZONE }),
      'Display name must be at most 60 characters',
    ],
    [
      'registration e-mail',
      () => app.t.anonymous().gql(Register, { email: longEmail, password: 'long enough' }),
      'Email address must be at most 254 characters',
    ],
    [
      'password',
      () => app.t.anonymous().gql(Register, { email: uniqueEmail('pw'), password: over(1000) }),
      'Password must be at most 1,000 characters',
    ],
    [
      'sign-in e-mail',
      () => app.t.anonymous().gql(SignIn, { email: longEmail, password: 'whatever' }),
      'Email address must be at most 254 characters',
    ],
    [
      'reset e-mail',
      () => app.t.anonymous().gql(RequestPasswordReset, { email: longEmail }),
      'Email address must be at most 254 characters',
    ],
    [
      'invitation to remove',
      () => host.gql(RemoveEventInvite, { eventId, email: longEmail }),
      'Email address must be at most 254 characters',
    ],
    [
      'e-mail list (few people, much text)',
      () => host.gql(InviteToEvent, { eventId, emails: `ann@example.com ${over(20_000)}` }),
      'Email addresses must be at most 20,000 characters',
    ],
  ];

  it.each(cases)(
    'refuses an over-long %s, naming it, and stores nothing',
    async (_, send, message) => {
      const before = await everything();
      expect(errorOf((await send()) as never)).toEqual(tooLong(message));
      expect(await everything()).toEqual(before);
    },
  );

  it('takes values of exactly the maximum length', async () => {
    const title = 'T'.repeat(120);
    const created = await host.ok(CreateEvent, {
      input: eventInput({ title, description: 'D'.repeat(2000), location: 'L'.repeat(302) }),
    });
    expect(created.createEvent.title).toBe(title);
    await host.ok(CreateLocation, { name: 'N'.repeat(100), address: 'A'.repeat(200) });
    await host.ok(AddTable, { eventId, name: 'T'.repeat(50), maxSeats: 9 });
    await host.ok(CreateGroup, { name: 'G'.repeat(100), description: 'D'.repeat(1000) });
    await host.ok(SaveTemplate, { input: template({ name: 'N'.repeat(100) }) });
    await host.ok(UpdateProfile, { displayName: 'N'.repeat(60), timezone: TIMEZONE });
    expect(
      (
        await app.t.anonymous().gql(SendContactMessage, {
          input: contact({
            name: 'N'.repeat(100),
            subject: 'S'.repeat(200),
            message: 'M'.repeat(5000),
          }),
        })
      ).data,
    ).toEqual({ sendContactMessage: true });
  });
});

describe('the calendar file of an event with the longest title and notes', () => {
  it('downloads at once, folded at 75 octets', async () => {
    const host = await app.t.signUpMember('calhost');
    const title = '♠'.repeat(120);
    const { createEvent } = await host.ok(CreateEvent, {
      input: eventInput({ title, description: 'é'.repeat(2000) }),
    });
    const response = await fetch(`${app.t.url}/calendar/event/${createEvent.id}.ics`, {
      headers: { cookie: host.cookie! },
    });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    const lines = body.toString('utf8').split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(body.toString('utf8').replace(/\r\n /g, '')).toContain(`SUMMARY:${title}\r\n`);
  });
});
