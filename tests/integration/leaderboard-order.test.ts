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
const LEADERBOARD = `query($id: ID!) { group(id: $id) { leaderboard { user { id displayName } gamesPlayed tournamentsPlayed gamesWon totalEarningsCents } } }`;
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

  it('counts cash games as games played but not as tournaments, which the win percentage and ties use', async () => {
    const host = await app.t.signUpMember('cashhost');
    const groupId: string = (await host.ok(CREATE_GROUP, { name: 'Mixed games' })).createGroup.id;
    let daysAgo = 0;
    const game = async (who: Member, kind: 'tournament' | 'cash', prize: number | null) => {
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
          kind,
        })
        .returning();
      await app.t.database.db.insert(eventPlayers).values({ eventId: event!.id, userId: who.id });
      if (prize !== null) {
        await app.t.database.db
          .insert(eventWinners)
          .values({ eventId: event!.id, place: 1, userId: who.id, prizeCents: prize });
      }
    };
    // Both won one tournament of one for $10; the regular also sat in three cash games.
    const regular = await app.t.signUpMember('cashregular');
    const visitor = await app.t.signUpMember('cashvisitor');
    await game(regular, 'tournament', 1000);
    for (let i = 0; i < 3; i++) await game(regular, 'cash', null);
    await game(visitor, 'tournament', 1000);

    const { group } = await host.ok(LEADERBOARD, { id: groupId });
    const line = (who: Member) =>
      group.leaderboard.find((row: { user: { id: string } }) => row.user.id === who.id);
    expect(line(regular)).toMatchObject({ gamesPlayed: 4, tournamentsPlayed: 1, gamesWon: 1 });
    expect(line(visitor)).toMatchObject({ gamesPlayed: 1, tournamentsPlayed: 1, gamesWon: 1 });
    // The same record in tournaments: the cash games do not push the regular down, so the tie
    // goes to the name ("Cashregular" before "Cashvisitor").
    expect(group.leaderboard.map((row: { user: { id: string } }) => row.user.id)).toEqual([
      regular.id,
      visitor.id,
    ]);
    expect([...group.leaderboard].sort(compareByWins)).toEqual(group.leaderboard);
  });
});
