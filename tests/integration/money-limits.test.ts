// Money through the public API (issue 8, finding 6): buy-ins and prizes are bounded to $1,000,000
// with a clear message, and a group's leaderboard sums prizes without overflowing — two prizes
// of 2,000,000,000 cents once made the group page fail for every member.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, eventWinners } from '../../db/schema';
import { errorOf } from '../support/api';
import { CreateEvent } from '../support/operations';
import { eventInput, inDays, seededApp } from '../support/seed';

/** Creating an event, with the buy-in the server stored. */
const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id buyInCents } }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { id } }`;
const EVENT = `query($id: ID!) { event(id: $id) { status winners { place prizeCents } } }`;
const LEADERBOARD = `query($id: ID!) { group(id: $id) { leaderboard { user { id } gamesPlayed gamesWon totalEarningsCents } } }`;

const MAX_CENTS = 100_000_000; // $1,000,000
const HOUR = 3600_000;

const app = seededApp();

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

describe('a group leaderboard', () => {
  it('still loads, saturated, when a player has won more than a 32-bit integer holds', async () => {
    const host = await app.member('highroller');
    const highRollers = await host.createGroup('High rollers');
    // 22 wins of $1,000,000: 2,200,000,000 cents, past 2,147,483,647.
    const wins = 22;
    for (let i = 0; i < wins; i += 1) {
      const event = await host.createEvent({
        group: highRollers,
        startsAt: inDays(-(i + 1)),
        title: `Game ${i + 1}`,
      });
      await host.ok(SET_WINNERS, {
        id: event.id,
        winners: [{ place: 1, userId: host.id, prizeCents: MAX_CENTS }],
      });
    }
    const [stored] = await app.t.database.db
      .select({ n: count() })
      .from(eventWinners)
      .where(eq(eventWinners.userId, host.id));
    expect(stored!.n).toBe(wins);

    const { group } = await host.ok(LEADERBOARD, { id: highRollers.id });

    expect(group.leaderboard).toEqual([
      {
        user: { id: host.id },
        gamesPlayed: wins,
        gamesWon: wins,
        // 2,200,000,000 is summed exactly in bigint and saturates at the contract's 32-bit Int.
        totalEarningsCents: 2_147_483_647,
      },
    ]);
  });
});
