// Events through the public GraphQL API, written from docs/product.md (§4 event actions and lists, §5
// create-event, invite and winner rules, §7 stats and e-mails) and schema/event.graphql: what a
// host and their friends do on a poker night, and every message they can be shown.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPlayers, events, locations } from '../../db/schema';
import { errorOf, uniqueEmail, type ApiClient, type GqlResult } from '../support/api';
import { linkIn, type FakePostmarkMessage } from '../support/fake-postmark';
import { queuedMail } from '../support/outbox';
import { seededApp, eventInput as typedEventInput } from '../support/seed';

type Member = ApiClient & { email: string; id: string };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Mail goes out at 3 a second for the whole app; leave room for what earlier tests queued. */
const MAIL_WAIT = 20_000;

const EVENT_FIELDS = `id title description startsAt location buyInCents maxPlayers status playerCount
  owner { id } group { id } players { id displayName } invitedEmails
  tables { id name maxSeats seats { seatNumber player { id } } }
  winners { place prizeCents user { id } }
  viewerCan { join acceptInvite leave invite cancel setWinners manageTables reserveSeat }`;

const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;
const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
const DECLINE = `mutation($id: ID!) { declineEventInvite(eventId: $id) }`;
const INVITE = `mutation($id: ID!, $emails: String!) { inviteToEvent(eventId: $id, emails: $emails) { invited skipped } }`;
const REMOVE_INVITE = `mutation($id: ID!, $email: String!) { removeEventInvite(eventId: $id, email: $email) { ${EVENT_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelEvent(eventId: $id) }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { ${EVENT_FIELDS} } }`;
const CREATE_LOCATION = `mutation($name: String!, $address: String!) { createLocation(name: $name, address: $address) { id name address } }`;
const CREATE_GROUP = `mutation($name: String!) { createGroup(name: $name) { id } }`;
const MY_LISTS = `{ me { id
  stats { gamesPlayed gamesWon upcomingGames }
  upcomingEvents { id startsAt } pastEvents { id startsAt } pendingEventInvites { id status }
} }`;
const MY_LOCATIONS = `{ me { locations { id name address } } }`;
const PREVIOUS_ATTENDEES = `{ me { previousAttendees { id displayName } } }`;

const app = seededApp();

// ---------------------------------------------------------------------------------------------
// Fixtures: member → hosted event → players, invitations, results. Every test makes its own.

const member = (name: string): Promise<Member> => app.t.signUpMember(name);

// Any overrides, ill-typed ones included: the tests below send bad input on purpose.
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  ...typedEventInput(),
  ...overrides,
});

async function createEvent(host: Member, overrides: Record<string, unknown> = {}) {
  return (await host.ok(CREATE, { input: eventInput(overrides) })).createEvent;
}

/** A host, their event, and `players` members who joined it (in that order). */
async function game(
  options: { players?: number; event?: Record<string, unknown>; name?: string } = {},
) {
  const host = await member(`${options.name ?? 'host'}`);
  const event = await createEvent(host, options.event);
  const players: Member[] = [];
  for (let i = 0; i < (options.players ?? 0); i++) {
    const player = await member(`player${i + 1}`);
    await player.ok(JOIN, { id: event.id });
    players.push(player);
  }
  return { host, event, players };
}

async function view(client: ApiClient, id: string) {
  return (await client.ok(EVENT, { id })).event;
}

async function lists(client: ApiClient) {
  return (await client.ok(MY_LISTS)).me;
}

async function moveToPast(eventId: string, daysAgo: number) {
  await app.t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(events.id, eventId));
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);
const winner = (place: number, user: { id: string }, prizeCents: number) => ({
  place,
  userId: user.id,
  prizeCents,
});

async function eventsOwnedBy(user: Member) {
  return app.t.database.db.select().from(events).where(eq(events.ownerId, user.id));
}

function mailTo(address: string, subject: RegExp): Promise<FakePostmarkMessage> {
  return app.t.postmark.waitForMessage(
    (m) => m.To === address && subject.test(m.Subject ?? ''),
    MAIL_WAIT,
  );
}

function expectError(result: GqlResult, code: string, message: string) {
  expect(errorOf(result)).toEqual({ code, message });
}

// ---------------------------------------------------------------------------------------------

describe('createEvent', () => {
  it('makes the creator the host and first player of an upcoming event, with trimmed text', async () => {
    const host = await member('hannah');
    const startsAt = new Date(Date.now() + 3 * DAY).toISOString();
    const created = await createEvent(host, {
      title: '  Friday Night Hold’em  ',
      location: '  12 Elm Street Springfield ',
      description: 'Bring snacks',
      startsAt,
      buyInCents: 2000,
      maxPlayers: 8,
    });
    expect(created).toMatchObject({
      title: 'Friday Night Hold’em',
      location: '12 Elm Street Springfield',
      description: 'Bring snacks',
      startsAt,
      buyInCents: 2000,
      maxPlayers: 8,
      status: 'UPCOMING',
      owner: { id: host.id },
      group: null,
      players: [{ id: host.id, displayName: 'Hannah' }],
      playerCount: 1,
      invitedEmails: [],
      tables: [],
      winners: [],
    });
    expect(await view(host, created.id)).toEqual(created);
    expect(ids((await lists(host)).upcomingEvents)).toEqual([created.id]);
  });

  it('accepts the lowest allowed values: a free game for two', async () => {
    const host = await member('frugal');
    const created = await createEvent(host, { buyInCents: 0, maxPlayers: 2 });
    expect(created).toMatchObject({ buyInCents: 0, maxPlayers: 2, playerCount: 1 });
  });

  it('refuses each invalid field with the spec’s message and creates nothing', async () => {
    const host = await member('careless');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Event title is required'],
      [{ title: '   ' }, 'Event title is required'],
      [{ location: '  ' }, 'Location is required'],
      [{ buyInCents: -1 }, 'Valid buy-in amount is required'],
      [{ maxPlayers: 1 }, 'Maximum players must be at least 2'],
      [{ maxPlayers: 0 }, 'Maximum players must be at least 2'],
      [{ startsAt: new Date(Date.now() - HOUR).toISOString() }, 'Event date must be in the future'],
    ];
    for (const [overrides, message] of cases) {
      const result = await host.gql(CREATE, { input: eventInput(overrides) });
      expect({ overrides, error: errorOf(result) }).toEqual({
        overrides,
        error: { code: 'BAD_USER_INPUT', message },
      });
    }
    expect(await eventsOwnedBy(host)).toHaveLength(0);
  });

  it('refuses a date that is not a date', async () => {
    const host = await member('dateless');
    for (const startsAt of ['not-a-date', '']) {
      const result = await host.gql(CREATE, { input: eventInput({ startsAt }) });
      expect(result.errors?.[0]?.message).toContain('Invalid date format');
      expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    }
    expect(await eventsOwnedBy(host)).toHaveLength(0);
  });

  it('invites the users picked from Previous Attendees and e-mails them', async () => {
    const host = await member('picker');
    const [ann, bob] = [await member('ann'), await member('bob')];
    // They played in the host's last game, so the picker offers them.
    const earlier = await createEvent(host, { title: 'Last Week' });
    for (const player of [ann, bob]) await player.ok(JOIN, { id: earlier.id });
    const created = await createEvent(host, {
      title: 'Picked Players Night',
      inviteUserIds: [ann.id, bob.id],
    });
    expect([...created.invitedEmails].sort()).toEqual([ann.email, bob.email].sort());
    expect(created.players).toEqual([{ id: host.id, displayName: 'Picker' }]);
    expect(ids((await lists(ann)).pendingEventInvites)).toEqual([created.id]);
    const mail = await mailTo(bob.email, /Picked Players Night/);
    expect(linkIn(mail, `/#/event/${created.id}`)).toBe(`${app.t.url}/#/event/${created.id}`);
  });

  // Needs createGroup (the groups domain); it is part of the same milestone.
  it('lets a group event be in the past, but only for a member of the group', async () => {
    const host = await member('grouphost');
    const groupId = (await host.ok(CREATE_GROUP, { name: 'Tuesday Regulars' })).createGroup.id;
    const lastWeek = new Date(Date.now() - 7 * DAY).toISOString();
    const created = await createEvent(host, { groupId, startsAt: lastWeek });
    expect(created).toMatchObject({
      startsAt: lastWeek,
      group: { id: groupId },
      status: 'IN_PROGRESS', // played already: its results can be recorded
    });
    expect(ids((await lists(host)).pastEvents)).toEqual([created.id]);

    const outsider = await member('outsider');
    const refused = await outsider.gql(CREATE, { input: eventInput({ groupId }) });
    expect(refused.errors).toBeDefined();
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorOf(refused).code);
    expect(await eventsOwnedBy(outsider)).toHaveLength(0);
  });
});

describe('group events', () => {
  const INVITE_TO_GROUP = `mutation($id: ID!, $emails: String!) { inviteToGroup(groupId: $id, emails: $emails) { invited } }`;
  const ACCEPT_GROUP = `mutation($id: ID!) { acceptGroupInvite(groupId: $id) { id } }`;

  it('any member may create one, and the other members are invited automatically', async () => {
    const owner = await member('groupowner');
    const regular = await member('groupregular');
    const friend = await member('groupfriend');
    const groupId = (await owner.ok(CREATE_GROUP, { name: 'Thursday Crew' })).createGroup.id;
    await owner.ok(INVITE_TO_GROUP, { id: groupId, emails: `${regular.email} ${friend.email}` });
    await regular.ok(ACCEPT_GROUP, { id: groupId });
    await friend.ok(ACCEPT_GROUP, { id: groupId });

    const created = await createEvent(regular, { groupId, title: 'Crew Night' });
    expect(created).toMatchObject({
      group: { id: groupId },
      owner: { id: regular.id },
      players: [{ id: regular.id }],
    });
    expect([...created.invitedEmails].sort()).toEqual([owner.email, friend.email].sort());
    expect(ids((await lists(friend)).pendingEventInvites)).toEqual([created.id]);
    expect((await lists(regular)).pendingEventInvites).toEqual([]);
  });
});

describe('event', () => {
  it('is null for an id that does not exist, well-formed or not', async () => {
    const user = await member('curious');
    for (const id of [randomUUID(), 'not-an-id']) {
      const result = await user.gql(EVENT, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data.event).toBeNull();
    }
  });
});

describe('joining, leaving and declining', () => {
  it('joining adds the player after the host, takes them off the invited list and onto their dashboard', async () => {
    const { host, event } = await game();
    const guest = await member('guest');
    await host.ok(INVITE, { id: event.id, emails: guest.email });
    expect(ids((await lists(guest)).pendingEventInvites)).toEqual([event.id]);
    expect((await view(guest, event.id)).viewerCan).toMatchObject({
      acceptInvite: true,
      join: false,
    });

    const joined = (await guest.ok(JOIN, { id: event.id })).joinEvent;
    expect(ids(joined.players)).toEqual([host.id, guest.id]);
    expect(joined.playerCount).toBe(2);
    expect(joined.invitedEmails).toBeNull(); // the invited list is the host's (docs/product.md §6)
    expect((await view(host, event.id)).invitedEmails).toEqual([]);
    const mine = await lists(guest);
    expect(mine.pendingEventInvites).toEqual([]);
    expect(ids(mine.upcomingEvents)).toEqual([event.id]);
    expect(mine.stats.upcomingGames).toBe(1);
  });

  it('joining twice changes nothing', async () => {
    const { host, event, players } = await game({ players: 1 });
    const again = await players[0]!.gql(JOIN, { id: event.id });
    expect(again.errors).toBeUndefined();
    expect(ids(again.data.joinEvent.players)).toEqual([host.id, players[0]!.id]);
    expect(
      await app.t.database.db.select().from(eventPlayers).where(eq(eventPlayers.eventId, event.id)),
    ).toHaveLength(2);
  });

  it('a full event refuses new players and invited ones alike', async () => {
    const { host, event, players } = await game({ players: 1, event: { maxPlayers: 2 } });
    const [late, invited] = [await member('late'), await member('invitedlate')];
    await host.ok(INVITE, { id: event.id, emails: invited.email });
    expectError(await late.gql(JOIN, { id: event.id }), 'CONFLICT', 'This event is full');
    expectError(await invited.gql(JOIN, { id: event.id }), 'CONFLICT', 'This event is full');
    const after = await view(host, event.id);
    expect(ids(after.players)).toEqual([host.id, players[0]!.id]);
    expect(after.invitedEmails).toEqual([invited.email]);
  });

  it('a completed event is no longer open', async () => {
    const { host, event, players } = await game({ players: 1 });
    const [late, invited] = [await member('toolate'), await member('invitedtoolate')];
    await host.ok(INVITE, { id: event.id, emails: invited.email });
    await moveToPast(event.id, 1);
    await host.ok(SET_WINNERS, { id: event.id, winners: [winner(1, players[0]!, 5000)] });
    expectError(
      await late.gql(JOIN, { id: event.id }),
      'BAD_USER_INPUT',
      'This event is no longer open',
    );
    expectError(
      await invited.gql(JOIN, { id: event.id }),
      'BAD_USER_INPUT',
      'This event is no longer open',
    );
    expect((await view(host, event.id)).playerCount).toBe(2);
  });

  it('a player leaves and may come back; the host cannot leave', async () => {
    const { host, event, players } = await game({ players: 1 });
    const [player] = players;
    const left = (await player!.ok(LEAVE, { id: event.id })).leaveEvent;
    expect(ids(left.players)).toEqual([host.id]);
    expect(left.playerCount).toBe(1);
    expect((await lists(player!)).upcomingEvents).toEqual([]);

    expectError(
      await host.gql(LEAVE, { id: event.id }),
      'FORBIDDEN',
      'The host cannot leave the event',
    );
    expect(ids((await view(host, event.id)).players)).toEqual([host.id]);

    const back = (await player!.ok(JOIN, { id: event.id })).joinEvent;
    expect(ids(back.players)).toEqual([host.id, player!.id]);
  });

  it('declining takes the invitation away and nothing else', async () => {
    const { host, event } = await game();
    const shy = await member('shy');
    await host.ok(INVITE, { id: event.id, emails: shy.email });
    expect((await shy.ok(DECLINE, { id: event.id })).declineEventInvite).toBe(true);
    const after = await view(host, event.id);
    expect(after.invitedEmails).toEqual([]);
    expect(ids(after.players)).toEqual([host.id]);
    expect((await lists(shy)).pendingEventInvites).toEqual([]);
    // No longer invited, the event is open to them like to anyone else.
    expect((await view(shy, event.id)).viewerCan).toMatchObject({
      join: true,
      acceptInvite: false,
    });
  });
});

describe('inviting by e-mail', () => {
  it('splits on commas, spaces and new lines, lower-cases, invites each once and reports what it skipped', async () => {
    const { host, event } = await game();
    const [a, b, c] = [uniqueEmail('ann'), uniqueEmail('bob'), uniqueEmail('cy')];
    const text = `  ${a.toUpperCase()}, ${b}\n not-an-email\t${c},,\n${a}  `;
    const result = (await host.ok(INVITE, { id: event.id, emails: text })).inviteToEvent;
    expect([...result.invited].sort()).toEqual([a, b, c].sort());
    expect(result.skipped).toEqual(['not-an-email']);
    expect([...(await view(host, event.id)).invitedEmails].sort()).toEqual([a, b, c].sort());
  });

  it('refuses a list without one valid address and invites nobody', async () => {
    const { host, event } = await game();
    expectError(
      await host.gql(INVITE, { id: event.id, emails: 'not-an-email, also@bad\nnope' }),
      'BAD_USER_INPUT',
      'Please enter valid email addresses',
    );
    expect((await view(host, event.id)).invitedEmails).toEqual([]);
  });

  it('e-mails every invited address the event link, title, date, place and buy-in, replying to the host', async () => {
    // 03:00 UTC on 6 March is 7:00 PM on 5 March in Pacific time (always before daylight saving).
    const startsAt = `${new Date().getUTCFullYear() + 1}-03-06T03:00:00.000Z`;
    const { host, event } = await game({
      event: { title: 'Saturday Stud Night', location: '7 Card Court', buyInCents: 2550, startsAt },
    });
    const [friend, stranger] = [uniqueEmail('friend'), uniqueEmail('stranger')];
    await host.ok(INVITE, { id: event.id, emails: `${friend} ${stranger}` });
    for (const address of [friend, stranger]) {
      const mail = await mailTo(address, /Saturday Stud Night/);
      expect(mail.ReplyTo).toBe(host.email);
      expect(linkIn(mail, `/#/event/${event.id}`)).toBe(`${app.t.url}/#/event/${event.id}`);
      expect(mail.TextBody).toContain('Saturday Stud Night');
      expect(mail.TextBody).toContain('7 Card Court');
      expect(mail.TextBody).toContain('$25.50');
      expect(mail.TextBody).toContain('March 5');
      expect(mail.TextBody).toContain('7:00 PM');
    }
  });

  it('does not invite the people already playing', async () => {
    const { host, event, players } = await game({
      players: 1,
      event: { title: 'Already Seated Night' },
    });
    const newcomer = uniqueEmail('newcomer');
    const result = (
      await host.ok(INVITE, {
        id: event.id,
        emails: `${players[0]!.email} ${host.email.toUpperCase()} ${newcomer}`,
      })
    ).inviteToEvent;
    expect(result.invited).toEqual([newcomer]);
    expect((await view(host, event.id)).invitedEmails).toEqual([newcomer]);
    expect((await lists(players[0]!)).pendingEventInvites).toEqual([]);
    await mailTo(newcomer, /Already Seated Night/);
    // Mail is queued with the write that causes it: no row, no mail, now or later.
    for (const address of [players[0]!.email, host.email])
      expect(await queuedMail(app.t.database, address, 'eventInvite')).toEqual([]);
    const sent = app.t.postmark.messages
      .filter((m) => /Already Seated Night/.test(m.Subject ?? ''))
      .map((m) => m.To);
    expect(sent).toEqual([newcomer]);
  });

  it('the host withdraws an invitation', async () => {
    const { host, event } = await game();
    const guest = await member('withdrawn');
    const other = uniqueEmail('stays');
    await host.ok(INVITE, { id: event.id, emails: `${guest.email}, ${other}` });
    const after = (await host.ok(REMOVE_INVITE, { id: event.id, email: guest.email }))
      .removeEventInvite;
    expect(after.invitedEmails).toEqual([other]);
    expect((await lists(guest)).pendingEventInvites).toEqual([]);
    expect((await view(guest, event.id)).viewerCan).toMatchObject({
      acceptInvite: false,
      join: true,
    });
  });
});

describe('cancelEvent', () => {
  it('e-mails every player but the host and every invited address, then deletes the event', async () => {
    const { host, event, players } = await game({
      players: 2,
      event: { title: 'Doomed Draw Night', location: '3 Fold Street' },
    });
    const invitedMember = await member('invitedmember');
    const outsider = uniqueEmail('outsider');
    await host.ok(INVITE, { id: event.id, emails: `${invitedMember.email} ${outsider}` });

    expect((await host.ok(CANCEL, { id: event.id })).cancelEvent).toBe(true);

    const gone = await host.gql(EVENT, { id: event.id });
    expect(gone.errors).toBeUndefined();
    expect(gone.data.event).toBeNull();
    expect(
      await app.t.database.db.select().from(events).where(eq(events.id, event.id)),
    ).toHaveLength(0);
    expect((await lists(players[0]!)).upcomingEvents).toEqual([]);
    expect((await lists(invitedMember)).pendingEventInvites).toEqual([]);

    for (const address of [players[0]!.email, players[1]!.email, invitedMember.email, outsider]) {
      const mail = await mailTo(address, /Cancelled/);
      expect(mail.Subject).toContain('Doomed Draw Night');
      expect(mail.TextBody).toContain('3 Fold Street');
      expect(mail.ReplyTo).toBe(host.email);
    }
    // The host cancelled it and gets no mail about it: nothing was queued for them.
    expect(await queuedMail(app.t.database, host.email, 'eventCancelled')).toEqual([]);
    expect(
      app.t.postmark.messages.filter(
        (m) => m.To === host.email && /Cancelled/.test(m.Subject ?? ''),
      ),
    ).toEqual([]);
  });

  it('a cancelled event can no longer be joined', async () => {
    const { host, event } = await game();
    await host.ok(CANCEL, { id: event.id });
    const late = await member('afterparty');
    expect(errorOf(await late.gql(JOIN, { id: event.id })).code).toBe('NOT_FOUND');
  });
});

describe('setWinners', () => {
  /** Results are recorded once the game has started (core/lifecycle.ts). */
  async function startedGame(players: number) {
    const started = await game({ players });
    await moveToPast(started.event.id, 1);
    return started;
  }

  it('refuses each invalid result with the spec’s message and changes nothing', async () => {
    const { host, event, players } = await startedGame(3);
    const [a, b, c] = players as [Member, Member, Member];
    const outsider = await member('bystander');
    const cases: [ReturnType<typeof winner>[], string][] = [
      [[], 'Please select at least one winner'],
      [[winner(1, a, 5000), winner(2, b, 5000)], '1st place prize must be greater than 2nd place'],
      [[winner(1, a, 5000), winner(2, b, 6000)], '1st place prize must be greater than 2nd place'],
      [
        [winner(1, a, 9000), winner(2, b, 5000), winner(3, c, 5000)],
        '2nd place prize must be greater than 3rd place',
      ],
      [
        [winner(1, a, 9000), winner(2, b, 3000), winner(3, c, 4000)],
        '2nd place prize must be greater than 3rd place',
      ],
      [[winner(1, outsider, 5000)], 'Winners must be players in this event'],
      [
        [winner(1, a, 5000), winner(2, { id: randomUUID() }, 0)],
        'Winners must be players in this event',
      ],
      [[winner(1, a, -1)], 'Prizes cannot be negative'],
      [[winner(1, a, 5000), winner(2, b, -100)], 'Prizes cannot be negative'],
      [[winner(1, a, 5000), winner(1, b, 3000)], 'Each place can only be awarded once'],
    ];
    for (const [winners, message] of cases) {
      const result = await host.gql(SET_WINNERS, { id: event.id, winners });
      expect({ winners, error: errorOf(result) }).toEqual({
        winners,
        error: { code: 'BAD_USER_INPUT', message },
      });
    }
    // Places are 1 to 3.
    expect(
      errorOf(await host.gql(SET_WINNERS, { id: event.id, winners: [winner(4, a, 0)] })).code,
    ).toBe('BAD_USER_INPUT');
    expect(await view(host, event.id)).toMatchObject({ status: 'IN_PROGRESS', winners: [] });
  });

  it('compares prizes only when both are set: zero prizes may come in any order', async () => {
    const { host, event, players } = await startedGame(3);
    const [a, b, c] = players as [Member, Member, Member];
    const first = await host.gql(SET_WINNERS, {
      id: event.id,
      winners: [winner(1, a, 0), winner(2, b, 5000), winner(3, c, 0)],
    });
    expect(first.errors).toBeUndefined();
    const second = await host.gql(SET_WINNERS, {
      id: event.id,
      winners: [winner(1, a, 0), winner(2, b, 0), winner(3, c, 3000)],
    });
    expect(second.errors).toBeUndefined();
    expect(second.data.setWinners.winners).toEqual([
      { place: 1, prizeCents: 0, user: { id: a.id } },
      { place: 2, prizeCents: 0, user: { id: b.id } },
      { place: 3, prizeCents: 3000, user: { id: c.id } },
    ]);
  });

  it('records the winners by place, completes the event, and replaces them on update', async () => {
    const { host, event, players } = await startedGame(3);
    const [a, b, c] = players as [Member, Member, Member];
    const set = (
      await host.ok(SET_WINNERS, {
        id: event.id,
        winners: [winner(3, c, 1000), winner(1, a, 6000), winner(2, b, 3000)],
      })
    ).setWinners;
    expect(set.status).toBe('COMPLETED');
    expect(set.winners).toEqual([
      { place: 1, prizeCents: 6000, user: { id: a.id } },
      { place: 2, prizeCents: 3000, user: { id: b.id } },
      { place: 3, prizeCents: 1000, user: { id: c.id } },
    ]);
    expect((await view(a, event.id)).winners).toEqual(set.winners);

    const updated = (await host.ok(SET_WINNERS, { id: event.id, winners: [winner(1, b, 10000)] }))
      .setWinners;
    expect(updated.status).toBe('COMPLETED');
    expect(updated.winners).toEqual([{ place: 1, prizeCents: 10000, user: { id: b.id } }]);
    expect((await lists(a)).stats.gamesWon).toBe(0);
    expect((await lists(b)).stats.gamesWon).toBe(1);
  });
});

describe('dashboard and history lists, and stats', () => {
  it('lists upcoming, past and pending events in order and counts played, won and upcoming games', async () => {
    const me = await member('regular');
    const other = await member('organiser');
    const join = (id: string) => me.ok(JOIN, { id });

    const a = await createEvent(other, { title: 'A', startsAt: inDays(2) });
    await join(a.id); // upcoming, playing
    const b = await createEvent(me, { title: 'B', startsAt: inDays(1) }); // upcoming, hosting
    const c = await createEvent(other, { title: 'C' });
    await join(c.id);
    await moveToPast(c.id, 2);
    await other.ok(SET_WINNERS, {
      id: c.id,
      winners: [winner(1, me, 5000), winner(2, other, 1000)],
    }); // won
    const d = await createEvent(other, { title: 'D' });
    await join(d.id);
    await moveToPast(d.id, 3);
    await other.ok(SET_WINNERS, {
      id: d.id,
      winners: [winner(1, other, 5000), winner(2, me, 1000)],
    }); // played
    const e = await createEvent(me, { title: 'E' });
    await moveToPast(e.id, 1); // past, hosted, no result yet
    const f = await createEvent(other, { title: 'F', startsAt: inDays(3) });
    await other.ok(INVITE, { id: f.id, emails: me.email }); // invited, not answered
    const g = await createEvent(other, { title: 'G', startsAt: inDays(4) });
    await join(g.id);
    await me.ok(LEAVE, { id: g.id }); // left: in no list
    const h = await createEvent(other, { title: 'H' });
    await other.ok(INVITE, { id: h.id, emails: me.email });
    await moveToPast(h.id, 4);
    await other.ok(SET_WINNERS, { id: h.id, winners: [winner(1, other, 1000)] }); // invitation to a finished game
    const i = await createEvent(other, { title: 'I', startsAt: inDays(5) }); // not mine at all

    const mine = await lists(me);
    expect(ids(mine.upcomingEvents)).toEqual([b.id, a.id]);
    expect(ids(mine.pastEvents)).toEqual([e.id, c.id, d.id]);
    expect(mine.pendingEventInvites).toEqual([{ id: f.id, status: 'UPCOMING' }]);
    expect(mine.stats).toEqual({ gamesPlayed: 2, gamesWon: 1, upcomingGames: 2 });

    const theirs = await lists(other);
    expect(ids(theirs.upcomingEvents)).toEqual([a.id, f.id, g.id, i.id]);
    expect(ids(theirs.pastEvents)).toEqual([c.id, d.id, h.id]);
    expect(theirs.stats).toEqual({ gamesPlayed: 3, gamesWon: 2, upcomingGames: 4 });
  });

  it('an event starting later today is upcoming, one that started an hour ago is past', async () => {
    const me = await member('punctual');
    const soon = await createEvent(me, { startsAt: new Date(Date.now() + HOUR).toISOString() });
    const started = await createEvent(me);
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(events.id, started.id));
    const mine = await lists(me);
    expect(ids(mine.upcomingEvents)).toEqual([soon.id]);
    expect(ids(mine.pastEvents)).toEqual([started.id]);
    expect(mine.stats).toEqual({ gamesPlayed: 0, gamesWon: 0, upcomingGames: 1 });
  });

  it('previous attendees are the people who played in my earlier games, each once, by name', async () => {
    const { host, event } = await game({ name: 'veteran' });
    const zoe = await member('zoe');
    const abe = await member('abe');
    const max = await member('max');
    for (const p of [zoe, abe]) await p.ok(JOIN, { id: event.id });
    await moveToPast(event.id, 10);
    const second = await createEvent(host);
    for (const p of [max, abe]) await p.ok(JOIN, { id: second.id });
    await moveToPast(second.id, 3);

    const attendees = (await host.ok(PREVIOUS_ATTENDEES)).me.previousAttendees;
    expect(attendees).toEqual([
      { id: abe.id, displayName: 'Abe' },
      { id: max.id, displayName: 'Max' },
      { id: zoe.id, displayName: 'Zoe' },
    ]);
  });
});

describe('locations', () => {
  it('saves trimmed locations, lists them by name, and only to their owner', async () => {
    const owner = await member('landlord');
    const saved = (
      await owner.ok(CREATE_LOCATION, { name: '  Zed’s Den ', address: ' 9 Zed Road ' })
    ).createLocation;
    expect(saved).toMatchObject({ name: 'Zed’s Den', address: '9 Zed Road' });
    await owner.ok(CREATE_LOCATION, { name: 'Ace Lounge', address: '1 Ace Street' });
    await owner.ok(CREATE_LOCATION, { name: 'Mo’s Garage', address: '5 Mo Lane' });
    const names = (await owner.ok(MY_LOCATIONS)).me.locations.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Ace Lounge', 'Mo’s Garage', 'Zed’s Den']);

    const other = await member('tenant');
    expect((await other.ok(MY_LOCATIONS)).me.locations).toEqual([]);
  });

  it('requires a name and an address and saves nothing otherwise', async () => {
    const owner = await member('vague');
    expectError(
      await owner.gql(CREATE_LOCATION, { name: '  ', address: '1 Main Street' }),
      'BAD_USER_INPUT',
      'Location name is required',
    );
    expectError(
      await owner.gql(CREATE_LOCATION, { name: 'Home', address: ' ' }),
      'BAD_USER_INPUT',
      'Address is required',
    );
    expect(
      await app.t.database.db.select().from(locations).where(eq(locations.ownerId, owner.id)),
    ).toHaveLength(0);
  });
});

describe('calendar file', () => {
  /** "20261205T033000Z" (or a floating local time) as epoch milliseconds, read as UTC. */
  function icsTime(ics: string, name: 'DTSTART' | 'DTEND'): { ms: number; utc: boolean } {
    const match = ics.match(new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(\\d{8}T\\d{6})(Z?)\\r?$`, 'm'));
    expect(match, `${name} in\n${ics}`).not.toBeNull();
    const [, stamp, z] = match!;
    const iso = `${stamp!.slice(0, 4)}-${stamp!.slice(4, 6)}-${stamp!.slice(6, 11)}:${stamp!.slice(11, 13)}:${stamp!.slice(13, 15)}Z`;
    return { ms: Date.parse(iso), utc: z === 'Z' };
  }

  it('serves a 4-hour iCalendar event with the title, location and link', async () => {
    const startsAt = new Date(Math.ceil((Date.now() + 5 * DAY) / HOUR) * HOUR).toISOString();
    const { host, event } = await game({
      event: { title: 'Calendar Cash Game', location: '12 Elm Street Springfield', startsAt },
    });
    const response = await fetch(`${app.t.url}/calendar/event/${event.id}.ics`, {
      headers: { cookie: host.cookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    // Unfold continuation lines (RFC 5545 §3.1) before reading properties.
    const ics = (await response.text()).replace(/\r?\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/^SUMMARY:Calendar Cash Game\r?$/m);
    expect(ics).toMatch(/^LOCATION:12 Elm Street Springfield\r?$/m);
    expect(ics).toContain(`${app.t.url}/#/event/${event.id}`);
    const start = icsTime(ics, 'DTSTART');
    const end = icsTime(ics, 'DTEND');
    expect(end.ms - start.ms).toBe(4 * HOUR);
    if (start.utc) expect(new Date(start.ms).toISOString()).toBe(startsAt);
  });

  it('answers 404 for an event that does not exist', async () => {
    const user = await member('nocal');
    const response = await fetch(`${app.t.url}/calendar/event/${randomUUID()}.ics`, {
      headers: { cookie: user.cookie! },
    });
    expect(response.status).toBe(404);
  });
});
