// Money through the public API (issue 8, finding 6): buy-ins and prizes are bounded to $1,000,000
// with a clear message; and what the API adds up — balances, settle-up, leaderboards, standings,
// the exports — is exact past a 32-bit integer (issue 27, finding 2), where two prizes of
// 2,000,000,000 cents once made the group page fail for every member.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, tournamentResults } from '../../db/schema';
import { errorOf } from '../support/api';
import { CreateEvent, CreateSeason } from '../support/operations';
import { eventInput, inDays, seededApp, type Member } from '../support/seed';

/** Creating an event, with the buy-in the server stored. */
const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id buyInCents } }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { id } }`;
const EVENT = `query($id: ID!) { event(id: $id) { status winners { place prizeCents } } }`;
const RECORD_PAYMENT = `mutation($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {
  recordPayment(groupId: $groupId, fromUserId: $fromUserId, toUserId: $toUserId, amountCents: $amountCents) { id } }`;
const GROUP_MONEY = `query($id: ID!) { group(id: $id) {
  balances { user { id } netCents }
  settleUp { from { id } to { id } amountCents }
  payments(first: 1) { totalCount }
  leaderboard { user { id } gamesPlayed gamesWon totalEarningsCents }
  seasons { id standings { rank user { id } gamesWon earningsCents } } } }`;
const SUM_TYPES = `{ __schema { types { name fields { name type { ofType { name } } } } } }`;

const MAX_CENTS = 100_000_000; // $1,000,000
const HOUR = 3600_000;

const app = seededApp();

/** An export as the browser fetches it: with the member's session cookie. */
async function download(path: string, who: Member) {
  const response = await fetch(`${app.t.url}${path}`, { headers: { cookie: who.cookie ?? '' } });
  return { status: response.status, body: await response.text() };
}

async function eventCount(): Promise<number> {
  const [row] = await app.t.database.db.select({ n: count() }).from(events);
  return row!.n;
}

describe('buy-in', () => {
  it('is refused above $1,000,000 with a clear message, creating nothing', async () => {
    const host = await app.member('whale');
    const before = await eventCount();
    for (const buyInCents of [MAX_CENTS + 1, 2_000_000_000]) {
      expect(errorOf(await host.gql(CreateEvent, { input: eventInput({ buyInCents }) }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Buy-in must be at most $1,000,000',
      });
    }
    expect(await eventCount()).toBe(before);

    const { createEvent } = await host.ok(CREATE_EVENT, {
      input: eventInput({ buyInCents: MAX_CENTS }),
    });
    expect(createEvent.buyInCents).toBe(MAX_CENTS);
  });
});

describe('prizes', () => {
  it('are refused above $1,000,000 with a clear message, leaving the result as it was', async () => {
    const host = await app.member('bigwinner');
    const event = await host.createEvent({ title: 'High stakes' });
    // The game has been played: results are recorded once an event has started.
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));
    await host.ok(SET_WINNERS, {
      id: event.id,
      winners: [{ place: 1, userId: host.id, prizeCents: 5000 }],
    });

    const refused = await host.gql(SET_WINNERS, {
      id: event.id,
      winners: [{ place: 1, userId: host.id, prizeCents: 2_000_000_000 }],
    });

    expect(errorOf(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Prizes must be at most $1,000,000',
    });
    expect((await host.ok(EVENT, { id: event.id })).event).toEqual({
      status: 'COMPLETED',
      winners: [{ place: 1, prizeCents: 5000 }],
    });
  });
});

describe('money the API adds up', () => {
  // Issue 27, finding 2: 30 payments of $1,000,000 made group.balances fail ("Int cannot
  // represent 3000000000") and the group page with it; the leaderboard and standings read
  // 2,147,483,647. Every sum is a SafeInt now: exact far past 2³¹ cents, here 3,000,000,000.
  it('answers balances, settle-up, leaderboard, standings and exports exactly past 2³¹ cents', async () => {
    const host = await app.member('tycoon');
    const [bea, cal] = await app.seed.members('tycoonmate', 2);
    const club = await host.createGroup('Tycoons');
    await club.add(bea!, cal!);
    const { createSeason } = await host.ok(CreateSeason, {
      groupId: club.id,
      name: 'Big year',
      startsAt: inDays(-60),
      endsAt: inDays(30),
      pointsFormula: 'FINISH_ORDER',
    });
    // 30 games the host won, each the largest prize: $30,000,000 in all.
    const games = 30;
    for (let i = 0; i < games; i += 1) {
      const event = await host.createEvent({
        group: club,
        startsAt: inDays(-(i + 1)),
        title: `Game ${i + 1}`,
        buyInCents: 0,
      });
      await host.ok(SET_WINNERS, {
        id: event.id,
        winners: [{ place: 1, userId: host.id, prizeCents: MAX_CENTS }],
      });
    }
    // 30 payments of the largest amount, Bea to Cal: she is owed $30,000,000, he owes it.
    for (let i = 0; i < 30; i += 1) {
      await host.ok(RECORD_PAYMENT, {
        groupId: club.id,
        fromUserId: bea!.id,
        toUserId: cal!.id,
        amountCents: MAX_CENTS,
      });
    }
    const total = 3_000_000_000;
    expect(total).toBeGreaterThan(2 ** 31);

    const { group } = await cal!.ok(GROUP_MONEY, { id: club.id });
    expect(group.balances).toEqual([
      { user: { id: bea!.id }, netCents: total },
      { user: { id: cal!.id }, netCents: -total },
    ]);
    expect(group.settleUp).toEqual([
      { from: { id: cal!.id }, to: { id: bea!.id }, amountCents: total },
    ]);
    expect(group.payments.totalCount).toBe(30);
    expect(group.leaderboard[0]).toEqual({
      user: { id: host.id },
      gamesPlayed: games,
      gamesWon: games,
      totalEarningsCents: total,
    });
    expect(group.seasons).toEqual([
      {
        id: createSeason.id,
        standings: [{ rank: 1, user: { id: host.id }, gamesWon: games, earningsCents: total }],
      },
    ]);

    // The standings file says the same, to the cent; each game's line is its own prize.
    const standings = await download(
      `/export/groups/${club.id}/seasons/${createSeason.id}/standings.csv`,
      host,
    );
    expect(standings.status).toBe(200);
    expect(standings.body).toContain(`,${games},${games},30000000.00\r\n`);
    const results = await download(`/export/groups/${club.id}/results.csv`, host);
    expect(results.status).toBe(200);
    expect(results.body.match(/,1000000\.00,0\.00,0\.00\r\n/g)).toHaveLength(games);

    // The schema says so: every one of these is a SafeInt, not a 32-bit Int.
    const { __schema } = await cal!.ok(SUM_TYPES, {});
    const typeOf = (type: string, field: string) =>
      __schema.types
        .find((t: { name: string }) => t.name === type)
        .fields.find((f: { name: string }) => f.name === field).type.ofType.name;
    expect(
      [
        ['Balance', 'netCents'],
        ['Transfer', 'amountCents'],
        ['GroupPlayerStats', 'totalEarningsCents'],
        ['SeasonStanding', 'earningsCents'],
      ].map(([type, field]) => typeOf(type!, field!)),
    ).toEqual(['SafeInt', 'SafeInt', 'SafeInt', 'SafeInt']);
  });

  it("adds a night's prize and bounties in 64 bits: together they may pass a 32-bit integer", async () => {
    // A night recorded before its bounties counted against the prize-pool limit: a prize of
    // $20,000,000 and $3,000,000 of bounties, each an int, summed once broke the leaderboard.
    const host = await app.member('bountyking');
    const club = await host.createGroup('Bounty hunters');
    const event = await host.createEvent({ group: club, startsAt: inDays(-1), title: 'Big night' });
    const db = app.t.database.db;
    await db.insert(tournamentResults).values({
      eventId: event.id,
      place: 1,
      userId: host.id,
      prizeCents: 2_000_000_000,
      bountyCents: 300_000_000,
    });
    await db.update(events).set({ status: 'completed' }).where(eq(events.id, event.id));

    const { group } = await host.ok(GROUP_MONEY, { id: club.id });
    expect(group.leaderboard).toEqual([
      { user: { id: host.id }, gamesPlayed: 1, gamesWon: 1, totalEarningsCents: 2_300_000_000 },
    ]);
    const results = await download(`/export/groups/${club.id}/results.csv`, host);
    // Prize and bounties in their own columns, as the Results card shows them.
    expect(results.body).toContain(',20000000.00,3000000.00,20.00\r\n');
  });
});
