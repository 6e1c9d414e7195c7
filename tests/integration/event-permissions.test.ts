// Who may do what with an event (docs/product.md §6, §5 "Invite and accept actions need a logged-in user",
// docs/architecture.md "the server is the authority"): every event operation × {host, player, invited,
// stranger, signed out}, each cell on a fresh event. An allowed cell checks the effect; a refused
// cell checks the error code (and the exact message where the spec or contract has one) and that
// the event is exactly as it was. The viewerCan flags must say the same as the server.
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, rateLimits } from '../../db/schema';
import { errorOf, uniqueEmail, type ApiClient, type GqlResult } from '../support/api';
import { CreateEvent, InviteToEvent } from '../support/operations';
import { inDays, seededApp, type Member } from '../support/seed';

type Role = 'host' | 'player' | 'invited' | 'stranger' | 'signedOut';
const ROLES: Role[] = ['host', 'player', 'invited', 'stranger', 'signedOut'];

const SIGNED_OUT = {
  code: 'UNAUTHENTICATED',
  message: 'You must be logged in to perform this action',
};
const CAN = `viewerCan { join acceptInvite decline leave invite cancel setWinners manageTables reserveSeat }`;
const SNAPSHOT = `id status playerCount players { id } invitedEmails
  tables { id name maxSeats seats { seatNumber player { id } } } winners { place prizeCents user { id } }`;

const EVENT = `query($id: ID!) { event(id: $id) { ${SNAPSHOT} ${CAN} } }`;
/** Joining, with the snapshot the operations matrix checks. */
const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { ${SNAPSHOT} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${SNAPSHOT} } }`;
const DECLINE = `mutation($id: ID!) { declineEventInvite(eventId: $id) }`;
const REMOVE_INVITE = `mutation($id: ID!, $email: String!) { removeEventInvite(eventId: $id, email: $email) { ${SNAPSHOT} } }`;
const CANCEL = `mutation($id: ID!) { cancelEvent(eventId: $id) }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { ${SNAPSHOT} } }`;
const ADD_TABLE = `mutation($id: ID!, $name: String!, $seats: Int!) { addTable(eventId: $id, name: $name, maxSeats: $seats) { ${SNAPSHOT} } }`;
const REMOVE_TABLE = `mutation($table: ID!) { removeTable(tableId: $table) { ${SNAPSHOT} } }`;
const RESERVE = `mutation($table: ID!, $seat: Int!) { reserveSeat(tableId: $table, seatNumber: $seat) { ${SNAPSHOT} } }`;
const RELEASE = `mutation($table: ID!, $seat: Int!) { releaseSeat(tableId: $table, seatNumber: $seat) { ${SNAPSHOT} } }`;
const CREATE_LOCATION = `mutation($name: String!, $address: String!) { createLocation(name: $name, address: $address) { id } }`;
const MY_EVENTS = `{ me { id stats { gamesPlayed } upcomingEvents { id } pastEvents { id } pendingEventInvites { id } locations { id } previousAttendees { id } } }`;

const app = seededApp();

const member = app.member;

interface Cast {
  host: Member;
  player: Member;
  invited: Member;
  stranger: Member;
}

interface World extends Cast {
  eventId: string;
  /** Host's seat 1 and the player's seat 2 (empty when the world has no tables). */
  mainTableId: string;
  /** No seats taken. */
  sideTableId: string;
  as(role: Role): ApiClient;
}

/** Four new members to play the roles. */
async function cast(): Promise<Cast> {
  const [host, player, invited, stranger] = await Promise.all([
    member('host'),
    member('player'),
    member('invited'),
    member('stranger'),
  ]);
  return { host, player, invited, stranger };
}

/**
 * A new upcoming event seen from every side: the host (seat 1 at the main table), a player (seat
 * 2), a user whose e-mail is invited, a signed-in stranger, and a signed-out visitor.
 */
async function world(
  options: { maxPlayers?: number; cast?: Cast; tables?: boolean; started?: boolean } = {},
): Promise<World> {
  const { host, player, invited, stranger } = options.cast ?? (await cast());
  const event = await host.createEvent({
    title: 'Permission Poker',
    startsAt: inDays(7),
    location: '4 Rules Road',
    buyInCents: 1500,
    maxPlayers: options.maxPlayers ?? 6,
  });
  const eventId = event.id;
  await player.join(event);
  await event.invite(invited);
  let mainTableId = '';
  let sideTableId = '';
  if (options.tables !== false) {
    mainTableId = (await host.ok(ADD_TABLE, { id: eventId, name: 'Main', seats: 9 })).addTable
      .tables[0].id;
    sideTableId = (await host.ok(ADD_TABLE, { id: eventId, name: 'Side', seats: 6 })).addTable
      .tables[1].id;
    await host.ok(RESERVE, { table: mainTableId, seat: 1 });
    await player.ok(RESERVE, { table: mainTableId, seat: 2 });
  }
  if (options.started) await startNow(eventId);
  const anonymous = app.t.anonymous();
  const clients: Record<Role, ApiClient> = {
    host,
    player,
    invited,
    stranger,
    signedOut: anonymous,
  };
  return {
    host,
    player,
    invited,
    stranger,
    eventId,
    mainTableId,
    sideTableId,
    as: (role) => clients[role],
  };
}

/** The clock moves on: the event started an hour ago (results can be recorded from now on). */
async function startNow(eventId: string) {
  await app.t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(events.id, eventId));
}

/** The event as the host sees it: everything a refused call must leave untouched. */
async function snapshot(w: World) {
  const { event } = await w.host.ok(EVENT, { id: w.eventId });
  if (event) delete event.viewerCan;
  return event;
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);
const seatsOf = (event: any, tableId: string) =>
  Object.fromEntries(
    (event.tables.find((table: { id: string }) => table.id === tableId)?.seats ?? []).map(
      (s: { seatNumber: number; player: { id: string } }) => [s.seatNumber, s.player.id],
    ),
  );

interface Refusal {
  code: string;
  message?: string;
}

interface Operation {
  name: string;
  run(client: ApiClient, w: World, role: Role): Promise<GqlResult>;
  /** Roles that may do it; `check` verifies the effect for each. */
  allowed: Role[];
  check(w: World, role: Role, result: GqlResult): Promise<void>;
  /** The refusal for each signed-in role not allowed; signed out is always UNAUTHENTICATED. */
  refused: Partial<Record<Role, Refusal>>;
  /** Whether the operation needs the tables and seats (setting them up costs four calls). */
  tables?: boolean;
  /** Whether the operation is for an event that has started (results). */
  started?: boolean;
}

const FORBIDDEN: Refusal = { code: 'FORBIDDEN' };
const NOT_A_PLAYER: Refusal = {
  code: 'FORBIDDEN',
  message: 'Only players attending this event can reserve a seat',
};

const operations: Operation[] = [
  {
    name: 'event (read)',
    run: (c, w) => c.gql(EVENT, { id: w.eventId }),
    allowed: ['host', 'player', 'invited', 'stranger'],
    async check(w, _role, result) {
      expect(result.data.event.id).toBe(w.eventId);
    },
    refused: {},
  },
  {
    name: 'joinEvent',
    run: (c, w) => c.gql(JOIN, { id: w.eventId }),
    // Host and player are already playing: joining again is harmless.
    allowed: ['host', 'player', 'invited', 'stranger'],
    async check(w, role, result) {
      const players = ids(result.data.joinEvent.players);
      const expected = [w.host.id, w.player.id];
      if (role === 'invited') expected.push(w.invited.id);
      if (role === 'stranger') expected.push(w.stranger.id);
      expect(players).toEqual(expected);
      expect((await snapshot(w)).invitedEmails).toEqual(
        role === 'invited' ? [] : [w.invited.email],
      );
    },
    refused: {},
  },
  {
    name: 'leaveEvent',
    tables: true,
    run: (c, w) => c.gql(LEAVE, { id: w.eventId }),
    allowed: ['player'],
    async check(w) {
      const after = await snapshot(w);
      expect(ids(after.players)).toEqual([w.host.id]);
      expect(seatsOf(after, w.mainTableId)).toEqual({ 1: w.host.id });
    },
    refused: {
      host: { code: 'FORBIDDEN', message: 'The host cannot leave the event' },
      invited: FORBIDDEN,
      stranger: FORBIDDEN,
    },
  },
  {
    name: 'declineEventInvite',
    run: (c, w) => c.gql(DECLINE, { id: w.eventId }),
    // Declining only ever removes the caller's own address, so for anyone not invited it is a
    // harmless no-op (a double click on Decline must not show an error).
    allowed: ['invited', 'host', 'player', 'stranger'],
    async check(w, role, result) {
      expect(result.data.declineEventInvite).toBe(true);
      const after = await snapshot(w);
      expect(after.invitedEmails).toEqual(role === 'invited' ? [] : [w.invited.email]);
      expect(ids(after.players)).toEqual([w.host.id, w.player.id]);
    },
    refused: {},
  },
  {
    name: 'inviteToEvent',
    run: (c, w) => c.gql(InviteToEvent, { eventId: w.eventId, emails: 'newcomer@example.com' }),
    allowed: ['host'],
    async check(w, _role, result) {
      expect(result.data.inviteToEvent).toEqual({ invited: ['newcomer@example.com'], skipped: [] });
      expect([...(await snapshot(w)).invitedEmails].sort()).toEqual(
        ['newcomer@example.com', w.invited.email].sort(),
      );
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'removeEventInvite',
    run: (c, w) => c.gql(REMOVE_INVITE, { id: w.eventId, email: w.invited.email }),
    allowed: ['host'],
    async check(w) {
      expect((await snapshot(w)).invitedEmails).toEqual([]);
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'cancelEvent',
    run: (c, w) => c.gql(CANCEL, { id: w.eventId }),
    allowed: ['host'],
    async check(w, _role, result) {
      expect(result.data.cancelEvent).toBe(true);
      expect(await snapshot(w)).toBeNull();
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'setWinners',
    started: true,
    run: (c, w) =>
      c.gql(SET_WINNERS, {
        id: w.eventId,
        winners: [{ place: 1, userId: w.player.id, prizeCents: 9000 }],
      }),
    allowed: ['host'],
    async check(w) {
      const after = await snapshot(w);
      expect(after.status).toBe('COMPLETED');
      expect(after.winners).toEqual([{ place: 1, prizeCents: 9000, user: { id: w.player.id } }]);
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'addTable',
    tables: true,
    run: (c, w) => c.gql(ADD_TABLE, { id: w.eventId, name: 'Overflow', seats: 8 }),
    allowed: ['host'],
    async check(w) {
      expect((await snapshot(w)).tables.map((table: { name: string }) => table.name)).toEqual([
        'Main',
        'Side',
        'Overflow',
      ]);
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'removeTable',
    tables: true,
    run: (c, w) => c.gql(REMOVE_TABLE, { table: w.mainTableId }),
    allowed: ['host'],
    async check(w) {
      expect(ids((await snapshot(w)).tables)).toEqual([w.sideTableId]);
    },
    refused: { player: FORBIDDEN, invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'reserveSeat',
    tables: true,
    run: (c, w) => c.gql(RESERVE, { table: w.sideTableId, seat: 5 }),
    allowed: ['host', 'player'],
    async check(w, role) {
      expect(seatsOf(await snapshot(w), w.sideTableId)).toEqual({
        5: role === 'host' ? w.host.id : w.player.id,
      });
    },
    refused: { invited: NOT_A_PLAYER, stranger: NOT_A_PLAYER },
  },
  {
    name: 'releaseSeat (the player’s seat)',
    tables: true,
    run: (c, w) => c.gql(RELEASE, { table: w.mainTableId, seat: 2 }),
    allowed: ['host', 'player'],
    async check(w) {
      expect(seatsOf(await snapshot(w), w.mainTableId)).toEqual({ 1: w.host.id });
    },
    refused: { invited: FORBIDDEN, stranger: FORBIDDEN },
  },
  {
    name: 'releaseSeat (the host’s seat)',
    tables: true,
    run: (c, w) => c.gql(RELEASE, { table: w.mainTableId, seat: 1 }),
    allowed: ['host'],
    async check(w) {
      expect(seatsOf(await snapshot(w), w.mainTableId)).toEqual({ 2: w.player.id });
    },
    refused: {
      player: { code: 'FORBIDDEN', message: 'You can only release your own seat' },
      invited: FORBIDDEN,
      stranger: FORBIDDEN,
    },
  },
];

describe.each(operations)('$name', (operation) => {
  // One cast per operation, a new event per cell: roles belong to the event, so no cell can see
  // another's effects, and registering 4 users per cell would triple this file's run time.
  let players: Cast;
  beforeAll(async () => {
    players = await cast();
  });

  it.each(ROLES)('%s', async (role) => {
    const w = await world({
      cast: players,
      tables: operation.tables ?? false,
      started: operation.started ?? false,
    });
    const before = await snapshot(w);
    const result = await operation.run(w.as(role), w, role);
    if (operation.allowed.includes(role)) {
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      await operation.check(w, role, result);
      return;
    }
    const expected = role === 'signedOut' ? SIGNED_OUT : operation.refused[role];
    expect(expected, `the matrix has no entry for ${role}`).toBeDefined();
    const error = errorOf(result);
    expect(error.code).toBe(expected!.code);
    if (expected!.message) expect(error.message).toBe(expected!.message);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('viewerCan and invitedEmails match the matrix', () => {
  const none = {
    join: false,
    acceptInvite: false,
    decline: false,
    leave: false,
    invite: false,
    cancel: false,
    setWinners: false,
    manageTables: false,
    reserveSeat: false,
  };

  async function seen(w: World, role: Role) {
    return (await w.as(role).ok(EVENT, { id: w.eventId })).event;
  }

  it('on an upcoming event with free places', async () => {
    const w = await world();
    const host = await seen(w, 'host');
    expect(host.viewerCan).toEqual({
      ...none,
      invite: true,
      cancel: true,
      setWinners: false, // not before it starts
      manageTables: true,
      reserveSeat: true,
    });
    expect(host.invitedEmails).toEqual([w.invited.email]);
    const player = await seen(w, 'player');
    expect(player.viewerCan).toEqual({ ...none, leave: true, reserveSeat: true });
    expect(player.invitedEmails).toBeNull(); // the invited list is the host's (docs/product.md §6)
    const invited = await seen(w, 'invited');
    expect(invited.viewerCan).toEqual({ ...none, acceptInvite: true, decline: true });
    expect(invited.invitedEmails).toBeNull();
    const stranger = await seen(w, 'stranger');
    expect(stranger.viewerCan).toEqual({ ...none, join: true });
    expect(stranger.invitedEmails).toBeNull();
    expect(errorOf(await w.as('signedOut').gql(EVENT, { id: w.eventId }))).toEqual(SIGNED_OUT);
  });

  it('on a full event nobody new may join or accept, and the server agrees', async () => {
    const w = await world({ maxPlayers: 2 });
    expect((await seen(w, 'stranger')).viewerCan).toEqual(none);
    // Full, the invited can no longer accept, but can still say no.
    expect((await seen(w, 'invited')).viewerCan).toEqual({ ...none, decline: true });
    expect((await seen(w, 'player')).viewerCan).toMatchObject({ leave: true, reserveSeat: true });
    expect(errorOf(await w.stranger.gql(JOIN, { id: w.eventId })).code).toBe('CONFLICT');
    expect(errorOf(await w.invited.gql(JOIN, { id: w.eventId })).code).toBe('CONFLICT');
  });

  it('on a completed event only the host may update winners, and the server refuses the rest', async () => {
    const w = await world({ started: true });
    await w.host.ok(SET_WINNERS, {
      id: w.eventId,
      winners: [{ place: 1, userId: w.host.id, prizeCents: 100 }],
    });
    expect((await seen(w, 'host')).viewerCan).toMatchObject({
      join: false,
      acceptInvite: false,
      leave: false,
      invite: false,
      cancel: false,
      setWinners: true,
    });
    expect((await seen(w, 'player')).viewerCan).toMatchObject({
      leave: false,
      setWinners: false,
      invite: false,
    });
    expect((await seen(w, 'invited')).viewerCan).toMatchObject({
      acceptInvite: false,
      decline: false, // the invitation lapsed when the game started
      join: false,
    });
    expect((await seen(w, 'stranger')).viewerCan).toMatchObject({ join: false });

    const before = await snapshot(w);
    const attempts: [string, GqlResult][] = [
      ['the stranger joins', await w.stranger.gql(JOIN, { id: w.eventId })],
      ['the invited user accepts', await w.invited.gql(JOIN, { id: w.eventId })],
      ['the player leaves', await w.player.gql(LEAVE, { id: w.eventId })],
      [
        'the host invites',
        await w.host.gql(InviteToEvent, { eventId: w.eventId, emails: uniqueEmail('late') }),
      ],
      // Cancelling deletes the event: a recorded result, and everyone's stats with it.
      ['the host cancels', await w.host.gql(CANCEL, { id: w.eventId })],
    ];
    const allowed = attempts.filter(([, result]) => !result.errors?.length).map(([what]) => what);
    expect(allowed, 'what viewerCan hides but the server allowed').toEqual([]);
    for (const [, result] of attempts) {
      expect(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT']).toContain(errorOf(result).code);
    }
    expect(await snapshot(w)).toEqual(before);
    // Updating the result stays possible.
    const update = await w.host.gql(SET_WINNERS, {
      id: w.eventId,
      winners: [{ place: 1, userId: w.player.id, prizeCents: 100 }],
    });
    expect(update.errors).toBeUndefined();
  });
});

describe('account gates', () => {
  const someEvent = async (host?: Member) => {
    host ??= await member('gatehost');
    const event = await host.createEvent({
      title: 'Gated Game',
      startsAt: inDays(1),
      location: '1 Gate Street',
      buyInCents: 0,
      maxPlayers: 4,
    });
    return event.id;
  };
  const attempts = (client: ApiClient, eventId: string) => [
    client.gql(EVENT, { id: eventId }),
    client.gql(JOIN, { id: eventId }),
    client.gql(CreateEvent, {
      input: {
        title: 'Nope',
        startsAt: inDays(1),
        location: 'x',
        buyInCents: 0,
        maxPlayers: 2,
      },
    }),
    client.gql(CREATE_LOCATION, { name: 'Home', address: '1 Main Street' }),
  ];

  it('an unverified account gets EMAIL_NOT_VERIFIED', async () => {
    const eventId = await someEvent();
    await app.t.database.db.delete(rateLimits).where(like(rateLimits.key, 'register:%'));
    const unverified = await app.t.register('unverified');
    for (const result of await Promise.all(attempts(unverified, eventId))) {
      expect(errorOf(result).code).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('an unverified account sees nothing of the invitations sent to the address it claims', async () => {
    // Anyone can register any address that has no account yet; until they prove it is theirs,
    // the events invited there (title, home address, host) are not theirs to read.
    const host = await member('secrethost');
    const eventId = await someEvent(host);
    const address = uniqueEmail('claimed');
    await host.ok(InviteToEvent, { eventId, emails: address });
    await app.t.database.db.delete(rateLimits).where(like(rateLimits.key, 'register:%'));
    const squatter = await app.t.register('squatter', address);
    const result = await squatter.gql(MY_EVENTS);
    if (result.errors?.length) {
      expect(errorOf(result).code).toBe('EMAIL_NOT_VERIFIED');
    } else {
      expect(result.data.me.pendingEventInvites).toEqual([]);
    }
  });

  it('an account without a display name gets PROFILE_INCOMPLETE', async () => {
    const eventId = await someEvent();
    await app.t.database.db.delete(rateLimits).where(like(rateLimits.key, 'register:%'));
    const nameless = await app.t.registerNameless('nameless');
    for (const result of await Promise.all(attempts(nameless, eventId))) {
      expect(errorOf(result).code).toBe('PROFILE_INCOMPLETE');
    }
  });

  it('a signed-out visitor gets UNAUTHENTICATED with the spec’s message', async () => {
    const eventId = await someEvent();
    for (const result of await Promise.all(attempts(app.t.anonymous(), eventId))) {
      expect(errorOf(result)).toEqual(SIGNED_OUT);
    }
  });
});
