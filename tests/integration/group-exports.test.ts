// The group exports (issue 13): GET /export/groups/{id}/results.csv gives the owner and admins
// every completed event of the group with everyone who played it, in RFC 4180 text a spreadsheet
// opens — checked here byte for byte, a name with a comma and one with quotes included — and
// refuses everyone else with the API's own message.
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
import { CreateAccessToken } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const app = seededApp();
const SET_ROLE = `mutation($g: ID!, $u: ID!, $r: GroupRole!) {
  setGroupRole(groupId: $g, userId: $u, role: $r) { id } }`;

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
    // A game night: every place from its results, prize and bounties together; its winner rows
    // (places 1–3, copied from the results) are not counted twice.
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
        '\uFEFFDate,Event,Place,Player,Prize,Buy-in',
        '2026-03-04,"Hold’em, ""deep stack""",1,"Jo ""Ace"" Lee",60.00,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",2,"Smith, Jo",20.50,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",,Olive,0.00,20.00',
        '2026-03-04,"Hold’em, ""deep stack""",,Zoë,0.00,20.00',
        '2026-04-09,Game night,1,Zoë,35.00,15.00',
        '2026-04-09,Game night,2,Olive,15.00,15.00',
        '2026-04-09,Game night,3,"\'=HYPERLINK(""http://x"")",5.00,15.00',
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
    expect(body).toBe('\uFEFFDate,Event,Place,Player,Prize,Buy-in\r\n');
  });

  it('is for admins too, refused to members, invitees, strangers and visitors; 404 for no group', async () => {
    const owner = await app.member('refuseowner');
    const admin = await app.member('refuseadmin');
    const member = await app.member('refusemember');
    const invited = await app.member('refuseinvited');
    const stranger = await app.member('refusestranger');
    const group = await owner.createGroup('Private books');
    await group.add(admin, member);
    await owner.ok(SET_ROLE, { g: group.id, u: admin.id, r: 'ADMIN' });
    await group.invite(invited);

    const byAdmin = await download(resultsOf(group), admin);
    expect([byAdmin.response.status, byAdmin.body]).toEqual([
      200,
      '\uFEFFDate,Event,Place,Player,Prize,Buy-in\r\n',
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
