// Live updates for events over graphql-ws (issue 3: "Every list, count and button updates live
// without reload when another user acts"): eventChanged(id) for the event page, meChanged for
// the dashboard. On Postgres the topics travel through LISTEN/NOTIFY, on PGlite in-process.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import {
  ApiClient,
  errorOf,
  openTestDatabase,
  startSecondInstance,
  startTestApp,
  subscribe,
  type GqlResult,
  type TestApp,
} from '../support/api';

type Member = ApiClient & { email: string; id: string };
type Subscription = ReturnType<typeof subscribe>;

const DAY = 24 * 60 * 60 * 1000;
const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { id } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { id } }`;
const INVITE = `mutation($id: ID!, $emails: String!) { inviteToEvent(eventId: $id, emails: $emails) { invited } }`;
const CANCEL = `mutation($id: ID!) { cancelEvent(eventId: $id) }`;
const ADD_TABLE = `mutation($id: ID!) { addTable(eventId: $id, name: "Main", maxSeats: 9) { tables { id } } }`;
const RESERVE = `mutation($table: ID!, $seat: Int!) { reserveSeat(tableId: $table, seatNumber: $seat) { id } }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { id } }`;
const EVENT_CHANGED = `subscription($id: ID!) { eventChanged(id: $id) {
  id playerCount players { id } status tables { id seats { seatNumber player { id } } } } }`;
const ME_CHANGED = `subscription { meChanged { id
  stats { gamesPlayed gamesWon upcomingGames } upcomingEvents { id } pendingEventInvites { id } } }`;

let t: TestApp;
let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
const sockets: ReturnType<ApiClient['ws']>[] = [];
beforeAll(async () => {
  testDb = await openTestDatabase();
  t = await startTestApp({ database: testDb });
});
afterAll(async () => {
  for (const ws of sockets) await ws.dispose();
  await t?.close();
});

const member = (name: string): Promise<Member> => t.signUpMember(name);

async function createEvent(host: Member): Promise<string> {
  const { createEvent } = await host.ok(CREATE, {
    input: {
      title: 'Live Limit Night',
      startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
      location: '2 River Road',
      buyInCents: 2000,
      maxPlayers: 6,
    },
  });
  return createEvent.id;
}

/**
 * Opens a subscription for `client` and waits until the socket is connected, plus a moment for
 * the server to register the operation (graphql-ws does not acknowledge a subscribe).
 */
async function listen(client: ApiClient, query: string, variables?: Record<string, unknown>) {
  const ws = client.ws();
  sockets.push(ws);
  const connected = new Promise<void>((resolve) => {
    const off = ws.on('connected', () => {
      off();
      resolve();
    });
    setTimeout(resolve, 3000);
  });
  const sub = subscribe(ws, query, variables);
  await connected;
  await new Promise((resolve) => setTimeout(resolve, 250));
  return sub;
}

/** Reads pushes until one matches; several writes may arrive as several pushes. */
async function until(sub: Subscription, matches: (result: GqlResult) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    let result: GqlResult;
    try {
      if (left <= 0) throw new Error('no subscription result in time');
      result = await sub.next(left);
    } catch (error) {
      throw new Error(`${(error as Error).message}; pushes so far: ${JSON.stringify(sub.results)}`);
    }
    if (matches(result)) return result;
  }
}

const ids = (list: { id: string }[] | undefined) => (list ?? []).map((item) => item.id);

describe('eventChanged', () => {
  it('pushes a new player to the host’s open event page', async () => {
    const host = await member('livehost');
    const guest = await member('liveguest');
    const eventId = await createEvent(host);
    const sub = await listen(host, EVENT_CHANGED, { id: eventId });

    await guest.ok(JOIN, { id: eventId });
    const pushed = await until(sub, (r) => r.data?.eventChanged?.playerCount === 2);
    expect(pushed.errors).toBeUndefined();
    expect(ids(pushed.data.eventChanged.players)).toEqual([host.id, guest.id]);

    await guest.ok(LEAVE, { id: eventId });
    const left = await until(sub, (r) => r.data?.eventChanged?.playerCount === 1);
    expect(ids(left.data.eventChanged.players)).toEqual([host.id]);
    sub.stop();
  });

  it('pushes tables and seats to the players', async () => {
    const host = await member('seathost');
    const player = await member('seatplayer');
    const eventId = await createEvent(host);
    await player.ok(JOIN, { id: eventId });
    const sub = await listen(player, EVENT_CHANGED, { id: eventId });

    const tableId = (await host.ok(ADD_TABLE, { id: eventId })).addTable.tables[0].id;
    await until(sub, (r) => r.data?.eventChanged?.tables?.length === 1);
    await host.ok(RESERVE, { table: tableId, seat: 4 });
    const seated = await until(sub, (r) => r.data?.eventChanged?.tables?.[0]?.seats?.length === 1);
    expect(seated.data.eventChanged.tables[0].seats).toEqual([
      { seatNumber: 4, player: { id: host.id } },
    ]);
    sub.stop();
  });

  it('emits null once the event is cancelled', async () => {
    const host = await member('cancelhost');
    const player = await member('cancelplayer');
    const eventId = await createEvent(host);
    await player.ok(JOIN, { id: eventId });
    const sub = await listen(player, EVENT_CHANGED, { id: eventId });

    await host.ok(CANCEL, { id: eventId });
    const last = await until(
      sub,
      (r) => r.data !== undefined && r.data !== null && r.data.eventChanged === null,
    );
    expect(last.errors).toBeUndefined();
    sub.stop();
  });

  it('refuses a signed-out socket', async () => {
    const host = await member('publichost');
    const eventId = await createEvent(host);
    const sub = await listen(t.anonymous(), EVENT_CHANGED, { id: eventId });
    expect(errorOf(await sub.next()).code).toBe('UNAUTHENTICATED');
  });
});

describe('meChanged', () => {
  it('tells an invitee about a new invitation, and that it is gone when the event is cancelled', async () => {
    const host = await member('invitehost');
    const invitee = await member('invitee');
    const eventId = await createEvent(host);
    const sub = await listen(invitee, ME_CHANGED);

    // Typed in capitals: the invitation still reaches the account with that address.
    await host.ok(INVITE, { id: eventId, emails: invitee.email.toUpperCase() });
    const invited = await until(sub, (r) =>
      ids(r.data?.meChanged?.pendingEventInvites).includes(eventId),
    );
    expect(invited.data.meChanged.id).toBe(invitee.id);

    await host.ok(CANCEL, { id: eventId });
    await until(
      sub,
      (r) =>
        r.data?.meChanged !== undefined && ids(r.data.meChanged.pendingEventInvites).length === 0,
    );
    sub.stop();
  });

  it('moves a joined event onto the dashboard and updates the counters', async () => {
    const host = await member('dashhost');
    const player = await member('dashplayer');
    const eventId = await createEvent(host);
    await host.ok(INVITE, { id: eventId, emails: player.email });
    const sub = await listen(player, ME_CHANGED);

    await player.ok(JOIN, { id: eventId });
    const joined = await until(sub, (r) =>
      ids(r.data?.meChanged?.upcomingEvents).includes(eventId),
    );
    expect(joined.data.meChanged.pendingEventInvites).toEqual([]);
    expect(joined.data.meChanged.stats.upcomingGames).toBe(1);

    // The game is played (results are recorded once it has started).
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(events.id, eventId));
    await host.ok(SET_WINNERS, {
      id: eventId,
      winners: [{ place: 1, userId: player.id, prizeCents: 12000 }],
    });
    const won = await until(sub, (r) => r.data?.meChanged?.stats?.gamesWon === 1);
    expect(won.data.meChanged.stats).toEqual({ gamesPlayed: 1, gamesWon: 1, upcomingGames: 0 });
    sub.stop();
  });
});

describe('across server instances', () => {
  // PGlite allows one process; with Postgres, instances behind a load balancer share LISTEN/NOTIFY.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a change made through one instance reaches browsers connected to another',
    async () => {
      const second = await startSecondInstance(testDb);
      try {
        const host = await member('farhost');
        const guest = await member('farguest');
        const eventId = await createEvent(host);
        // The host's and the guest's browsers are connected to the second instance.
        const hostThere = Object.assign(new ApiClient(second.url), { cookie: host.cookie });
        const guestThere = Object.assign(new ApiClient(second.url), { cookie: guest.cookie });
        const eventSub = await listen(hostThere, EVENT_CHANGED, { id: eventId });
        const meSub = await listen(guestThere, ME_CHANGED);

        await host.ok(INVITE, { id: eventId, emails: guest.email });
        await until(meSub, (r) => ids(r.data?.meChanged?.pendingEventInvites).includes(eventId));
        await guest.ok(JOIN, { id: eventId });
        const pushed = await until(eventSub, (r) => r.data?.eventChanged?.playerCount === 2);
        expect(ids(pushed.data.eventChanged.players)).toEqual([host.id, guest.id]);
        eventSub.stop();
        meSub.stop();
      } finally {
        for (const ws of sockets.splice(0)) await ws.dispose();
        await second.close();
      }
    },
  );
});
