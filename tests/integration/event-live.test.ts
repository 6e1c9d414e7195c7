// Live updates for events over graphql-ws (issue 3: "Every list, count and button updates live
// without reload when another user acts"): eventChanged(id) for the event page, meChanged for
// the dashboard. On Postgres the topics travel through LISTEN/NOTIFY, on PGlite in-process.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { ApiClient, errorOf, startSecondInstance, subscribe } from '../support/api';
import { InviteToEvent } from '../support/operations';
import { seededApp } from '../support/seed';

const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { id } }`;
const CANCEL = `mutation($id: ID!) { cancelEvent(eventId: $id) }`;
const ADD_TABLE = `mutation($id: ID!) { addTable(eventId: $id, name: "Main", maxSeats: 9) { tables { id } } }`;
const RESERVE = `mutation($table: ID!, $seat: Int!) { reserveSeat(tableId: $table, seatNumber: $seat) { id } }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { id } }`;
const EVENT_CHANGED = `subscription($id: ID!) { eventChanged(id: $id) {
  id playerCount players { id } status tables { id seats { seatNumber player { id } } } } }`;
const ME_CHANGED = `subscription { meChanged { id
  stats { gamesPlayed gamesWon upcomingGames } upcomingEvents { id } pendingEventInvites { id } } }`;

const app = seededApp();

const ids = (list: { id: string }[] | undefined) => (list ?? []).map((item) => item.id);

describe('eventChanged', () => {
  it('pushes a new player to the host’s open event page', async () => {
    const host = await app.member('livehost');
    const guest = await app.member('liveguest');
    const { id: eventId } = await host.createEvent();
    const sub = await app.t.listen(host, EVENT_CHANGED, { id: eventId });

    await guest.join({ id: eventId });
    const pushed = await sub.until((r) => r.data?.eventChanged?.playerCount === 2);
    expect(pushed.errors).toBeUndefined();
    expect(ids(pushed.data.eventChanged.players)).toEqual([host.id, guest.id]);

    await guest.ok(LEAVE, { id: eventId });
    const left = await sub.until((r) => r.data?.eventChanged?.playerCount === 1);
    expect(ids(left.data.eventChanged.players)).toEqual([host.id]);
    await sub.close();
  });

  it('pushes tables and seats to the players', async () => {
    const host = await app.member('seathost');
    const player = await app.member('seatplayer');
    const { id: eventId } = await host.createEvent();
    await player.join({ id: eventId });
    const sub = await app.t.listen(player, EVENT_CHANGED, { id: eventId });

    const tableId = (await host.ok(ADD_TABLE, { id: eventId })).addTable.tables[0].id;
    await sub.until((r) => r.data?.eventChanged?.tables?.length === 1);
    await host.ok(RESERVE, { table: tableId, seat: 4 });
    const seated = await sub.until((r) => r.data?.eventChanged?.tables?.[0]?.seats?.length === 1);
    expect(seated.data.eventChanged.tables[0].seats).toEqual([
      { seatNumber: 4, player: { id: host.id } },
    ]);
    await sub.close();
  });

  it('emits null once the event is cancelled', async () => {
    const host = await app.member('cancelhost');
    const player = await app.member('cancelplayer');
    const { id: eventId } = await host.createEvent();
    await player.join({ id: eventId });
    const sub = await app.t.listen(player, EVENT_CHANGED, { id: eventId });

    await host.ok(CANCEL, { id: eventId });
    const last = await sub.until(
      (r) => r.data !== undefined && r.data !== null && r.data.eventChanged === null,
    );
    expect(last.errors).toBeUndefined();
    await sub.close();
  });

  it('refuses a signed-out socket', async () => {
    const host = await app.member('publichost');
    const { id: eventId } = await host.createEvent();
    const ws = app.t.anonymous().ws();
    const sub = subscribe(ws, EVENT_CHANGED, { id: eventId });
    expect(errorOf(await sub.next()).code).toBe('UNAUTHENTICATED');
    await ws.dispose();
  });
});

describe('meChanged', () => {
  it('tells an invitee about a new invitation, and that it is gone when the event is cancelled', async () => {
    const host = await app.member('invitehost');
    const invitee = await app.member('invitee');
    const { id: eventId } = await host.createEvent();
    const sub = await app.t.listen(invitee, ME_CHANGED);

    // Typed in capitals: the invitation still reaches the account with that address.
    await host.ok(InviteToEvent, { eventId, emails: invitee.email.toUpperCase() });
    const invited = await sub.until((r) =>
      ids(r.data?.meChanged?.pendingEventInvites).includes(eventId),
    );
    expect(invited.data.meChanged.id).toBe(invitee.id);

    await host.ok(CANCEL, { id: eventId });
    await sub.until(
      (r) =>
        r.data?.meChanged !== undefined && ids(r.data.meChanged.pendingEventInvites).length === 0,
    );
    await sub.close();
  });

  it('moves a joined event onto the dashboard and updates the counters', async () => {
    const host = await app.member('dashhost');
    const player = await app.member('dashplayer');
    const { id: eventId } = await host.createEvent();
    await host.ok(InviteToEvent, { eventId, emails: player.email });
    const sub = await app.t.listen(player, ME_CHANGED);

    await player.join({ id: eventId });
    const joined = await sub.until((r) => ids(r.data?.meChanged?.upcomingEvents).includes(eventId));
    expect(joined.data.meChanged.pendingEventInvites).toEqual([]);
    expect(joined.data.meChanged.stats.upcomingGames).toBe(1);

    // The game is played (results are recorded once it has started).
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(events.id, eventId));
    await host.ok(SET_WINNERS, {
      id: eventId,
      winners: [{ place: 1, userId: player.id, prizeCents: 12000 }],
    });
    const won = await sub.until((r) => r.data?.meChanged?.stats?.gamesWon === 1);
    expect(won.data.meChanged.stats).toEqual({ gamesPlayed: 1, gamesWon: 1, upcomingGames: 0 });
    await sub.close();
  });
});

describe('across server instances', () => {
  // PGlite allows one process; with Postgres, instances behind a load balancer share LISTEN/NOTIFY.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a change made through one instance reaches browsers connected to another',
    async () => {
      const second = await startSecondInstance(app.testDb);
      try {
        const host = await app.member('farhost');
        const guest = await app.member('farguest');
        const { id: eventId } = await host.createEvent();
        // The host's and the guest's browsers are connected to the second instance.
        const hostThere = Object.assign(new ApiClient(second.url), { cookie: host.cookie });
        const guestThere = Object.assign(new ApiClient(second.url), { cookie: guest.cookie });
        const eventSub = await second.listen(hostThere, EVENT_CHANGED, { id: eventId });
        const meSub = await second.listen(guestThere, ME_CHANGED);

        await host.ok(InviteToEvent, { eventId, emails: guest.email });
        await meSub.until((r) => ids(r.data?.meChanged?.pendingEventInvites).includes(eventId));
        await guest.join({ id: eventId });
        const pushed = await eventSub.until((r) => r.data?.eventChanged?.playerCount === 2);
        expect(ids(pushed.data.eventChanged.players)).toEqual([host.id, guest.id]);
        await eventSub.close();
        await meSub.close();
      } finally {
        await second.close();
      }
    },
  );
});
