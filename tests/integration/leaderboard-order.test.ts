// A group's leaderboard comes out of the API in core/leaderboard.ts's order, ties included:
// wins, then earnings, then fewer games, then the display name (case-insensitive), then the id —
// the order the web's Most Wins board shows, so integrators and the web agree.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compareByWins } from '../../core/leaderboard';
import { eventPlayers, events, eventWinners, users } from '../../db/schema';
import { type ApiClient } from '../support/api';
import { seededApp } from '../support/seed';

type Member = ApiClient & { email: string; id: string };

const CREATE_GROUP = `mutation($name: String!) { createGroup(name: $name) { id } }`;
const LEADERBOARD = `query($id: ID!) { group(id: $id) { leaderboard { user { id displayName } gamesPlayed gamesWon totalEarningsCents } } }`;
const DAY = 24 * 3600_000;

const app = seededApp();

describe('the leaderboard order', () => {
  it('breaks ties by earnings, then fewer games, then name, then id — the order core/leaderboard.ts gives', async () => {
    const host = await app.t.signUpMember('host');
    const groupId: string = (await host.ok(CREATE_GROUP, { name: 'Tie breakers' })).createGroup.id;
    const player = async (name: string, displayName?: string) => {
      const member = await app.t.signUpMember(name);
      if (displayName !== undefined) {
        await app.t.database.db.update(users).set({ displayName }).where(eq(users.id, member.id));
      }
      return member;
    };
    let daysAgo = 0;
    /** A completed group game the player plays alone, won with `prize` cents or not placed. */
    const game = async (who: Member, prize: number | null) => {
      daysAgo += 1;
      const [event] = await app.t.database.db
        .insert(events)
        .values({
          title: 'Home game',
          startsAt: new Date(Date.now() - daysAgo * DAY),
          location: '12 Felt Lane',
          buyInCents: 2000,
          maxPlayers: 10,
          ownerId: host.id,
          groupId,
          status: 'completed',
        })
        .returning();
      await app.t.database.db.insert(eventPlayers).values({ eventId: event!.id, userId: who.id });
      if (prize !== null) {
        await app.t.database.db
          .insert(eventWinners)
          .values({ eventId: event!.id, place: 1, userId: who.id, prizeCents: prize });
      }
    };

    const champion = await player('champion'); // 2 wins
    const rich = await player('rich'); //          1 win, $50, 2 games
    const poor = await player('poor'); //          1 win, $10, 2 games
    const quick = await player('quick'); //        1 win, $10, 1 game
    const slow = await player('slow'); //          1 win, $10, 3 games
    const ann = await player('ann', 'ann'); //     1 win, $5, 1 game — lower case sorts with upper
    const bea = await player('bea', 'Bea'); //     1 win, $5, 1 game
    const twinA = await player('twina', 'Twin'); // 1 win, $2, 1 game — same name: by id
    const twinB = await player('twinb', 'Twin');
    await game(champion, 0);
    await game(champion, 0);
    await game(rich, 5000);
    await game(rich, null);
    await game(poor, 1000);
    await game(poor, null);
    await game(quick, 1000);
    await game(slow, 1000);
    await game(slow, null);
    await game(slow, null);
    await game(ann, 500);
    await game(bea, 500);
    await game(twinA, 200);
    await game(twinB, 200);

    const { group } = await host.ok(LEADERBOARD, { id: groupId });
    const twins = [twinA.id, twinB.id].sort();
    expect(group.leaderboard.map((row: { user: { id: string } }) => row.user.id)).toEqual([
      champion.id,
      rich.id,
      quick.id,
      poor.id,
      slow.id,
      ann.id,
      bea.id,
      ...twins,
    ]);
    expect([...group.leaderboard].sort(compareByWins)).toEqual(group.leaderboard);
  });
});
