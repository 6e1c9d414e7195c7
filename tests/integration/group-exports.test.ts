// The group exports (issue 13): GET /export/groups/{id}/results.csv gives the owner and admins
// every completed event of the group with everyone who played it, and
// /export/groups/{id}/seasons/{seasonId}/standings.csv a season's standings, in RFC 4180 text a
// spreadsheet opens — checked here byte for byte, a name with a comma and one with quotes
// included — and both refuse everyone else with the API's own message.
import { describe, expect, it } from 'vitest';
import {
  eventPlayers,
  events,
  eventWinners,
  tournamentResults,
  users,
  type EventRow,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import { CreateAccessToken, CreateSeason, SetGroupRole } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const app = seededApp();

/** Fetches an export as a browser would: with the session cookie, if any. */
async function download(path: string, who?: Member | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.t.url}${path}`, {
    headers: { ...(who?.cookie ? { cookie: who.cookie } : {}), ...headers },
  });
  // Read as bytes: response.text() would drop the byte order mark this test looks for.
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, body };
}

const resultsOf = (group: { id: string }) => `/export/groups/${group.id}/results.csv`;

async function rename(member: Member, displayName: string) {
  await app.t.database.db.update(users).set({ displayName }).where(eq(users.id, member.id));
}

/** A game of `group` recorded straight into the database, with its players and status. */
async function game(
  group: { id: string },
  host: Member,
  values: Partial<EventRow> & { title: string; startsAt: Date },
  players: Member[],
): Promise<EventRow> {
  const [event] = await app.t.database.db
    .insert(events)
    .values({
      location: '12 Felt Lane',
      buyInCents: 2000,
      maxPlayers: 10,
      ownerId: host.id,
      groupId: group.id,
      status: 'completed',
      ...values,
    })
    .returning();
  if (players.length > 0) {
    await app.t.database.db
      .insert(eventPlayers)
      .values(players.map((player) => ({ eventId: event!.id, userId: player.id })));
  }
  return event!;
}

describe('the results CSV', () => {
  it('lists every completed game with everyone who played it, exactly, in RFC 4180', async () => {
    const owner = await app.member('exportowner');
    const comma = await app.member('exportcomma');
    const quote = await app.member('exportquote');
    const formula = await app.member('exportformula');
    const zoe = await app.member('exportzoe');
    await rename(owner, 'Olive');
    await rename(comma, 'Smith, Jo');
    await rename(quote, 'Jo "Ace" Lee');
    await rename(formula, '=HYPERLINK("http://x")');
    await rename(zoe, 'Zoë');
    const group = await owner.createGroup('Friday Regulars');
    await group.add(comma, quote, formula, zoe);

    // 03:30 UTC on 5 March is the evening of 4 March for the owner (Pacific, the default zone).
    const first = await game(
      group,
      owner,
      { title: 'Hold’em, "deep stack"', startsAt: new Date('2026-03-05T03:30:00Z') },
      [owner, comma, quote, zoe],
    );
    await app.t.database.db.insert(eventWinners).values([
      { eventId: first.id, place: 1, userId: quote.id, prizeCents: 6000 },
      { eventId: first.id, place: 2, userId: comma.id, prizeCents: 2050 },
    ]);
    // A game night: every place from its results, prize and bounties apart as its Results card
    // shows them; its winner rows (places 1–3, copied from the results) are not counted twice.
    const second = await game(
      group,
      owner,
      { title: 'Game night', startsAt: new Date('2026-04-10T02:00:00Z'), buyInCents: 1500 },
      [owner, formula, zoe],
    );
    await app.t.database.db.insert(tournamentResults).values([
      { eventId: second.id, place: 1, userId: zoe.id, prizeCents: 3000, bountyCents: 500 },
      { eventId: second.id, place: 2, userId: owner.id, prizeCents: 1500, bountyCents: 0 },
      { eventId: second.id, place: 3, userId: formula.id, prizeCents: 0, bountyCents: 500 },
    ]);
    await app.t.database.db.insert(eventWinners).values([
      { eventId: second.id, place: 1, userId: zoe.id, prizeCents: 3000 },
      { eventId: second.id, place: 2, userId: owner.id, prizeCents: 1500 },
    ]);
    // Not in the file: a game not completed yet, and another group's game.
    await game(
      group,
      owner,
      { title: 'Still running', startsAt: new Date('2026-04-20T02:00:00Z'), status: 'upcoming' },
      [owner, zoe],
    );
    const other = await zoe.createGroup('Elsewhere');
    await game(other, zoe, { title: 'Not theirs', startsAt: new Date('2026-04-12T02:00:00Z') }, [
      zoe,
    ]);

    const { response, body } = await download(resultsOf(group), owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="friday-regulars-results.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toBe(
      [
        '\uFEFFDate,Event,Place,Player,Prize,Bounties,Buy-in',
        '2026-03-04,"Hold’em, ""deep stack""",1,"Jo ""Ace"" Lee",60.00,0.00,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",2,"Smith, Jo",20.50,0.00,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",,Olive,0.00,0.00,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",,Zoë,0.00,0.00,20.00',
        '2026-04-09,Game night,1,Zoë,30.00,5.00,15.00',
        '2026-04-09,Game night,2,Olive,15.00,0.00,15.00',
        '2026-04-09,Game night,3,"\'=HYPERLINK(""http://x"")",0.00,5.00,15.00',
        '',
      ].join('\r\n'),
    );
    for (const person of [owner, comma, quote, formula, zoe]) {
      expect(body).not.toContain(person.email);
    }
    expect(body).not.toContain('@');

    // An access token (READ is enough) downloads it too, without a cookie.
    const { createAccessToken } = await owner.ok(CreateAccessToken, {
      name: 'Spreadsheet',
      scopes: ['READ'],
    });
    const byToken = await download(resultsOf(group), null, {
      authorization: `Bearer ${createAccessToken.token}`,
    });
    expect(byToken.response.status).toBe(200);
    expect(byToken.body).toBe(body);
  });

  it('has only its header for a group with no completed game', async () => {
    const owner = await app.member('exportempty');
    const group = await owner.createGroup('Brand new');
    const { response, body } = await download(resultsOf(group), owner);
    expect(response.status).toBe(200);
    expect(body).toBe('\uFEFFDate,Event,Place,Player,Prize,Bounties,Buy-in\r\n');
  });

  it('is for admins too, refused to members, invitees, strangers and visitors; 404 for no group', async () => {
    const owner = await app.member('refuseowner');
    const admin = await app.member('refuseadmin');
    const member = await app.member('refusemember');
    const invited = await app.member('refuseinvited');
    const stranger = await app.member('refusestranger');
    const group = await owner.createGroup('Private books');
    await group.add(admin, member);
    await owner.ok(SetGroupRole, { groupId: group.id, userId: admin.id, role: 'ADMIN' });
    await group.invite(invited);

    const byAdmin = await download(resultsOf(group), admin);
    expect([byAdmin.response.status, byAdmin.body]).toEqual([
      200,
      '\uFEFFDate,Event,Place,Player,Prize,Bounties,Buy-in\r\n',
    ]);

    const cases: [Member | null, number, string][] = [
      [member, 403, 'Only the group owner and admins can see the admin dashboard and its exports'],
      [invited, 403, 'Only the group owner and admins can see the admin dashboard and its exports'],
      [stranger, 403, 'You do not have access to this group'],
      [null, 401, 'Please sign in first.'],
    ];
    for (const [who, status, message] of cases) {
      const { response, body } = await download(resultsOf(group), who);
      expect([response.status, body]).toEqual([status, message]);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    for (const id of ['6f1c2d4e-0000-4000-8000-000000000000', 'not-an-id']) {
      const { response, body } = await download(resultsOf({ id }), owner);
      expect([response.status, body]).toEqual([404, 'Group not found']);
    }
  });
});

describe('the standings CSV', () => {
  const DAY = 24 * 3600_000;
  const standingsOf = (group: { id: string }, seasonId: string) =>
    `/export/groups/${group.id}/seasons/${seasonId}/standings.csv`;

  it("lists a season's standings by its formula, exactly, in RFC 4180", async () => {
    const owner = await app.member('standowner');
    const comma = await app.member('standcomma');
    const quote = await app.member('standquote');
    const zoe = await app.member('standzoe');
    await rename(owner, 'Olive');
    await rename(comma, 'Smith, Jo');
    await rename(quote, 'Jo "Ace" Lee');
    await rename(zoe, 'Zoë');
    const group = await owner.createGroup('Standings Club');
    await group.add(comma, quote, zoe);
    const { createSeason } = await owner.ok(CreateSeason, {
      groupId: group.id,
      name: 'Autumn 2026',
      startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
      pointsFormula: 'FIELD_SIZE_WEIGHTED',
    });
    // Four entrants, 10 × √4 ÷ √place: 1st 20.00, 2nd 14.14, the two unplaced scored last, 10.00.
    const night = await game(
      group,
      owner,
      { title: 'Week one', startsAt: new Date(Date.now() - 2 * DAY) },
      [owner, comma, quote, zoe],
    );
    await app.t.database.db.insert(eventWinners).values([
      { eventId: night.id, place: 1, userId: quote.id, prizeCents: 6000 },
      { eventId: night.id, place: 2, userId: comma.id, prizeCents: 2050 },
    ]);
    // Before the season: not counted.
    await game(group, owner, { title: 'Pre-season', startsAt: new Date(Date.now() - 20 * DAY) }, [
      owner,
      zoe,
    ]);

    const { response, body } = await download(standingsOf(group, createSeason.id), owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="standings-club-autumn-2026-standings.csv"',
    );
    expect(body).toBe(
      [
        '\uFEFFRank,Player,Points,Games,Wins,Earnings',
        '1,"Jo ""Ace"" Lee",20.00,1,1,60.00',
        '2,"Smith, Jo",14.14,1,0,20.50',
        // Equal on points, wins and earnings: one rank, by name.
        '3,Olive,10.00,1,0,0.00',
        '3,Zoë,10.00,1,0,0.00',
        '',
      ].join('\r\n'),
    );
    expect(body).not.toContain('@');
  });

  it("is for admins too, refused to members and strangers; 404 for another group's season", async () => {
    const owner = await app.member('sfowner');
    const admin = await app.member('sfadmin');
    const member = await app.member('sfmember');
    const stranger = await app.member('sfstranger');
    const group = await owner.createGroup('Closed league');
    await group.add(admin, member);
    await owner.ok(SetGroupRole, { groupId: group.id, userId: admin.id, role: 'ADMIN' });
    const season = {
      name: 'Winter',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      pointsFormula: 'FINISH_ORDER' as const,
    };
    const { createSeason } = await owner.ok(CreateSeason, { groupId: group.id, ...season });
    const path = standingsOf(group, createSeason.id);

    const byAdmin = await download(path, admin);
    expect([byAdmin.response.status, byAdmin.body]).toEqual([
      200,
      '\uFEFFRank,Player,Points,Games,Wins,Earnings\r\n',
    ]);
    const cases: [Member | null, number, string][] = [
      [member, 403, 'Only the group owner and admins can see the admin dashboard and its exports'],
      [stranger, 403, 'You do not have access to this group'],
      [null, 401, 'Please sign in first.'],
    ];
    for (const [who, status, message] of cases) {
      const { response, body } = await download(path, who);
      expect([response.status, body]).toEqual([status, message]);
      expect(response.headers.get('content-disposition')).toBeNull();
    }

    const otherGroup = await stranger.createGroup('Their league');
    const theirs = await stranger.ok(CreateSeason, { groupId: otherGroup.id, ...season });
    for (const seasonId of [theirs.createSeason.id, 'not-an-id']) {
      const { response, body } = await download(standingsOf(group, seasonId), owner);
      expect([response.status, body]).toEqual([404, 'Season not found']);
    }
  });
});
