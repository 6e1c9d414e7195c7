// Seasons (issue 13): who may start one, what a season refuses, which games it counts and its
// standings by each formula (figures worked by hand from core/points' formulas), the current
// season, and the activity line written with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPlayers, events, eventWinners, tournamentResults } from '../../db/schema';
import { errorOf, type ApiClient } from '../support/api';
import { seededApp } from '../support/seed';

type Member = ApiClient & { email: string; id: string };

const INVITE = `mutation($g: ID!, $e: String!) { inviteToGroup(groupId: $g, emails: $e) { invited } }`;
const ACCEPT = `mutation($g: ID!) { acceptGroupInvite(groupId: $g) { id } }`;
const SET_ROLE = `mutation($g: ID!, $u: ID!, $r: GroupRole!) {
  setGroupRole(groupId: $g, userId: $u, role: $r) { id } }`;
const CREATE = `mutation($g: ID!, $n: String!, $s: DateTime!, $e: DateTime!, $f: PointsFormula!) {
  createSeason(groupId: $g, name: $n, startsAt: $s, endsAt: $e, pointsFormula: $f) {
    id name pointsFormula } }`;
const SEASONS = `query($g: ID!) { group(id: $g) {
  seasons { name pointsFormula standings { rank user { id } points gamesPlayed gamesWon earningsCents } }
  currentSeason { name }
  activity { summary } } }`;

const DAY = 24 * 3600_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
const iso = (days: number) => at(days).toISOString();

const app = seededApp();
let owner: Member;
let admin: Member;
let member: Member;
let stranger: Member;

beforeAll(async () => {
  owner = await app.t.signUpMember('sowner');
  admin = await app.t.signUpMember('sadmin');
  member = await app.t.signUpMember('smember');
  stranger = await app.t.signUpMember('sstranger');
});

async function freshGroup(): Promise<string> {
  const { createGroup } = await owner.ok(`mutation { createGroup(name: "League") { id } }`);
  const g = createGroup.id as string;
  await owner.ok(INVITE, { g, e: `${admin.email} ${member.email}` });
  await admin.ok(ACCEPT, { g });
  await member.ok(ACCEPT, { g });
  await owner.ok(SET_ROLE, { g, u: admin.id, r: 'ADMIN' });
  return g;
}

/** A game of the group `daysFromNow` (completed unless said), its players, places and prizes. */
async function game(
  groupId: string,
  daysFromNow: number,
  players: { who: Member; place?: number; prize?: number }[],
  options: {
    kind?: 'tournament' | 'cash';
    status?: 'completed' | 'upcoming';
    results?: boolean;
  } = {},
) {
  const db = app.t.database.db;
  const [event] = await db
    .insert(events)
    .values({
      title: 'League night',
      startsAt: at(daysFromNow),
      location: '12 Felt Lane',
      buyInCents: 2000,
      maxPlayers: 10,
      ownerId: owner.id,
      groupId,
      status: options.status ?? 'completed',
      kind: options.kind ?? 'tournament',
    })
    .returning();
  const eventId = event!.id;
  await db.insert(eventPlayers).values(players.map(({ who }) => ({ eventId, userId: who.id })));
  const placed = players.filter((p) => p.place !== undefined);
  if (placed.length === 0) return;
  // A game night records every place in its results; a night without one records its winners.
  if (options.results) {
    await db.insert(tournamentResults).values(
      placed.map((p) => ({
        eventId,
        userId: p.who.id,
        place: p.place!,
        prizeCents: p.prize ?? 0,
      })),
    );
  } else {
    await db.insert(eventWinners).values(
      placed.map((p) => ({
        eventId,
        userId: p.who.id,
        place: p.place!,
        prizeCents: p.prize ?? 0,
      })),
    );
  }
}

describe('createSeason', () => {
  const args = (g: string) => ({ g, n: 'Spring', s: iso(-1), e: iso(60), f: 'FINISH_ORDER' });

  it('is for the owner and admins only', async () => {
    const g = await freshGroup();
    expect((await owner.ok(CREATE, args(g))).createSeason).toMatchObject({
      name: 'Spring',
      pointsFormula: 'FINISH_ORDER',
    });
    expect((await admin.ok(CREATE, { ...args(g), n: 'Summer' })).createSeason.name).toBe('Summer');
    expect(errorOf(await member.gql(CREATE, args(g)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the group owner or an admin can manage seasons',
    });
    expect(errorOf(await stranger.gql(CREATE, args(g)))).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this group',
    });
    expect(errorOf(await app.t.anonymous().gql(CREATE, args(g))).code).toBe('UNAUTHENTICATED');
    const { group } = await member.ok(SEASONS, { g });
    expect(group.seasons.map((s: { name: string }) => s.name).sort()).toEqual(['Spring', 'Summer']);
    expect(group.activity.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual([
      expect.stringMatching(/started the season Summer$/),
      expect.stringMatching(/started the season Spring$/),
    ]);
    expect(errorOf(await stranger.gql(SEASONS, { g })).code).toBe('FORBIDDEN');
  });

  it('refuses a blank name and an end not after the start, and writes nothing', async () => {
    const g = await freshGroup();
    expect(errorOf(await owner.gql(CREATE, { ...args(g), n: '   ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Season name is required',
    });
    expect(errorOf(await owner.gql(CREATE, { ...args(g), e: iso(-1), s: iso(-1) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A season must end after it starts',
    });
    expect(errorOf(await owner.gql(CREATE, { ...args(g), n: 'x'.repeat(101) })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await owner.ok(SEASONS, { g })).group.seasons).toEqual([]);
  });
});

describe('standings', () => {
  it('count the completed tournaments within the season, by each formula', async () => {
    const g = await freshGroup();
    // Counted: game 1 (3 players; owner 1st $30, admin 2nd $10, member unplaced) and game 2 (a
    // game night: admin 1st $15, owner 2nd).
    await game(g, -10, [
      { who: owner, place: 1, prize: 3000 },
      { who: admin, place: 2, prize: 1000 },
      { who: member },
    ]);
    await game(
      g,
      -5,
      [
        { who: admin, place: 1, prize: 1500 },
        { who: owner, place: 2 },
      ],
      { results: true },
    );
    // Not counted: before the season, a cash game, a game not completed.
    await game(g, -40, [{ who: member, place: 1, prize: 9900 }]);
    await game(g, -3, [{ who: member, place: 1, prize: 9900 }], { kind: 'cash' });
    await game(g, -2, [{ who: member, place: 1 }], { status: 'upcoming' });

    for (const [name, formula] of [
      ['Order', 'FINISH_ORDER'],
      ['Weighted', 'FIELD_SIZE_WEIGHTED'],
      ['Participation', 'PARTICIPATION_PLUS_FINISH'],
    ]) {
      await owner.ok(CREATE, { g, n: name, s: iso(-30), e: iso(30), f: formula });
    }
    const { group } = await member.ok(SEASONS, { g });
    const standings = (name: string) =>
      group.seasons.find((s: { name: string }) => s.name === name).standings;
    const line = (
      who: Member,
      rank: number,
      points: number,
      played: number,
      won: number,
      cents: number,
    ) => ({
      rank,
      user: { id: who.id },
      points,
      gamesPlayed: played,
      gamesWon: won,
      earningsCents: cents,
    });
    // FINISH_ORDER: game 1 gives 3/2/1 (unplaced is last), game 2 gives 2/1. Owner and admin tie
    // on 4 points and a win each; the owner's $30 beats the admin's $25.
    expect(standings('Order')).toEqual([
      line(owner, 1, 4, 2, 1, 3000),
      line(admin, 2, 4, 2, 1, 2500),
      line(member, 3, 1, 1, 0, 0),
    ]);
    // FIELD_SIZE_WEIGHTED: 10√(n/place): owner 17.32 + 10.00, admin 12.25 + 14.14, member 10.00.
    expect(standings('Weighted')).toEqual([
      line(owner, 1, 27.32, 2, 1, 3000),
      line(admin, 2, 26.39, 2, 1, 2500),
      line(member, 3, 10, 1, 0, 0),
    ]);
    // PARTICIPATION_PLUS_FINISH: 5 a game plus 10/6: owner 15 + 11, admin 11 + 15, member 5.
    expect(standings('Participation')).toEqual([
      line(owner, 1, 26, 2, 1, 3000),
      line(admin, 2, 26, 2, 1, 2500),
      line(member, 3, 5, 1, 0, 0),
    ]);
  });

  it('reports the running season that started last as current, none between seasons', async () => {
    const g = await freshGroup();
    expect((await owner.ok(SEASONS, { g })).group.currentSeason).toBeNull();
    await owner.ok(CREATE, { g, n: 'Year', s: iso(-100), e: iso(200), f: 'FINISH_ORDER' });
    await owner.ok(CREATE, { g, n: 'Past', s: iso(-90), e: iso(-10), f: 'FINISH_ORDER' });
    await owner.ok(CREATE, { g, n: 'Winter', s: iso(-20), e: iso(40), f: 'FINISH_ORDER' });
    await owner.ok(CREATE, { g, n: 'Next', s: iso(10), e: iso(40), f: 'FINISH_ORDER' });
    const { group } = await member.ok(SEASONS, { g });
    expect(group.currentSeason).toEqual({ name: 'Winter' });
    expect(group.seasons.map((s: { name: string }) => s.name)).toEqual([
      'Next',
      'Winter',
      'Past',
      'Year',
    ]);
  });
});
