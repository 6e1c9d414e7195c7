// A group's lists that grow with time as connections (issue 14): Group.activityLog (the whole
// activity log, newest first) and Group.completedEvents (its results), read page by page over
// more than 100 rows — several sharing a timestamp, so the id must break ties — give every row
// exactly once, in order, with hasNextPage and totalCount right; rows of other groups, lines
// without an actor and games not completed stay out; a bad cursor is refused with a clear message.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, groupActivity } from '../../db/schema';
import { errorOf } from '../support/api';
import {
  EventHistoryPage,
  GroupActivityPage,
  GroupCompletedEventsPage,
  type EventPage,
} from '../support/operations';
import { seededApp, type Member, type SeededGroup } from '../support/seed';

const app = seededApp();

const COUNT = 230;
const HOUR = 60 * 60 * 1000;
const SET_ROLE = `mutation($g: ID!, $u: ID!) {
  setGroupRole(groupId: $g, userId: $u, role: ADMIN) { id } }`;

interface Page<Edge> {
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Every page of a list of `total` rows, `first` at a time, checking each page's figures. */
async function readAll<Edge extends { cursor: string }>(
  read: (after: string | null) => Promise<Page<Edge>>,
  first: number,
  total: number,
): Promise<Edge[]> {
  const seen: Edge[] = [];
  let after: string | null = null;
  const pages = Math.ceil(total / first);
  for (let n = 1; n <= pages; n++) {
    const page: Page<Edge> = await read(after);
    expect(page.totalCount).toBe(total);
    expect(page.edges).toHaveLength(n < pages ? first : total - first * (n - 1));
    expect(page.pageInfo.hasNextPage).toBe(n < pages);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
    seen.push(...page.edges);
    after = page.pageInfo.endCursor;
  }
  return seen;
}

const REFUSAL = {
  message: 'after is not a cursor from this list: pass an endCursor this list returned.',
  code: 'BAD_USER_INPUT',
};

describe('Group.activityLog', () => {
  /**
   * `COUNT` lines written straight to the log, three at each time (the other helper's writes go
   * through recordActivity; the log's read side is what is tested here), plus lines the list must
   * leave out: another group's, and one whose actor's account is gone.
   */
  async function setUp() {
    const owner = await app.member('logowner');
    const member = await app.member('logmember');
    const group = await owner.createGroup('Logged');
    await group.add(member);
    const other = await owner.createGroup('Elsewhere');
    const start = Date.now() - 10_000 * HOUR;
    const inserted = await app.t.database.db
      .insert(groupActivity)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          groupId: group.id,
          actorId: i % 2 ? owner.id : member.id,
          summary: `Line ${i}`,
          at: new Date(start + Math.floor(i / 3) * HOUR),
        })),
      )
      .returning({ summary: groupActivity.summary });
    await app.t.database.db.insert(groupActivity).values([
      { groupId: other.id, actorId: owner.id, summary: 'Other group', at: new Date() },
      { groupId: group.id, actorId: null, summary: 'Departed actor', at: new Date() },
    ]);
    // Every line the log should list, oldest first: the inserted ones and those the set-up's own
    // actions recorded (a join, say), which are newer.
    const listed = await app.t.database.db
      .select({ summary: groupActivity.summary })
      .from(groupActivity)
      .where(and(eq(groupActivity.groupId, group.id), isNotNull(groupActivity.actorId)))
      .orderBy(asc(groupActivity.at), asc(groupActivity.id));
    const lines = listed.map((r) => r.summary);
    expect(lines.slice(0, COUNT)).toEqual(inserted.map((r) => r.summary));
    return { owner, member, group, lines, total: lines.length };
  }

  const reader = (who: Member, group: SeededGroup, first: number) => (after: string | null) =>
    who.ok(GroupActivityPage, { id: group.id, first, after }).then((r) => r.group!.activityLog);

  it('pages through every line once, newest first, 100 and 7 at a time', async () => {
    const { member, group, lines, total } = await setUp();
    expect(total).toBeGreaterThan(COUNT);
    for (const first of [100, 7]) {
      const edges = await readAll(reader(member, group, first), first, total);
      const summaries = edges.map((e) => e.node.summary);
      expect(new Set(summaries).size).toBe(total);
      expect([...summaries].sort()).toEqual([...lines].sort());
      // Newest first; lines at one time newest-written first (the id breaks the tie).
      expect(summaries).toEqual([...lines].reverse());
      const times = edges.map((e) => Date.parse(e.node.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('shows a line an action records on top, and walks on past it without a repeat', async () => {
    const { owner, member, group, total } = await setUp();
    const first = await reader(owner, group, 10)(null);
    await owner.ok(SET_ROLE, { g: group.id, u: member.id });
    const fresh = await reader(owner, group, 1)(null);
    expect(fresh.totalCount).toBe(total + 1);
    expect(fresh.edges[0]!.node.summary).toBe('Logowner made Logmember an admin');

    const next = await reader(owner, group, 10)(first.pageInfo.endCursor);
    const seen = [...first.edges, ...next.edges].map((e) => e.node.summary);
    expect(new Set(seen).size).toBe(20);
    expect(seen).not.toContain('Logowner made Logmember an admin');
  });

  it('is empty for an invited address that has not joined', async () => {
    const { owner, group, total } = await setUp();
    const invited = await app.member('loginvited');
    await group.invite(invited);
    // The invited see the group to decide whether to join, but its log is for members.
    const result = await invited.ok(GroupActivityPage, { id: group.id });
    expect(result.group!.activityLog).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
    expect((await reader(owner, group, 1)(null)).totalCount).toBe(total);
  });

  it('refuses a tampered cursor, a made-up one and one from another list', async () => {
    const { member, group } = await setUp();
    const { endCursor } = (await reader(member, group, 3)(null)).pageInfo;
    const [list, at] = JSON.parse(Buffer.from(endCursor!, 'base64url').toString('utf8'));
    const withId = (id: unknown) =>
      Buffer.from(JSON.stringify([list, at, id])).toString('base64url');
    const history = (await member.ok(EventHistoryPage, { first: 1 })).me.eventHistory;
    const foreign = [
      withId('not-an-id'),
      withId('00042'),
      withId('99999999999999999999999'),
      withId(42),
      'bm9wZQ',
      '',
      endCursor!.slice(0, -2),
      // A cursor of another list, even one whose id would parse here.
      history.pageInfo.endCursor ??
        Buffer.from(JSON.stringify(['event-history', at, '42'])).toString('base64url'),
    ];
    for (const after of foreign) {
      const result = await member.gql(GroupActivityPage, { id: group.id, first: 3, after });
      expect(errorOf(result)).toMatchObject(REFUSAL);
    }
    // …and the log's own cursor is no cursor of a group's results.
    const elsewhere = await member.gql(GroupCompletedEventsPage, {
      id: group.id,
      after: endCursor,
    });
    expect(errorOf(elsewhere)).toMatchObject(REFUSAL);
  });
});

describe('Group.completedEvents', () => {
  /** `COUNT` completed games three to a start time, and games that are not results. */
  async function setUp() {
    const host = await app.member('resulthost');
    const group = await host.createGroup('Results');
    const other = await host.createGroup('Other results');
    const game = (groupId: string, i: number, startsAt: Date, completed: boolean) => ({
      title: `Game ${i}`,
      startsAt,
      location: 'The back room',
      buyInCents: 1000,
      maxPlayers: 8,
      ownerId: host.id,
      groupId,
      reminderHoursBefore: 0,
      status: completed ? ('completed' as const) : ('upcoming' as const),
    });
    const now = Date.now();
    const completed = await app.t.database.db
      .insert(events)
      .values(
        Array.from({ length: COUNT }, (_, i) =>
          game(group.id, i, new Date(now - (48 + Math.floor(i / 3)) * HOUR), true),
        ),
      )
      .returning({ id: events.id });
    await app.t.database.db.insert(events).values([
      game(group.id, 900, new Date(now - 2 * HOUR), false), // started, no results yet
      game(group.id, 901, new Date(now + 48 * HOUR), false), // upcoming
      game(other.id, 902, new Date(now - 50 * HOUR), true), // another group's
    ]);
    return { host, group, completed: completed.map((r) => r.id) };
  }

  it('pages through every completed game once, latest first, 100 and 7 at a time', async () => {
    const { host, group, completed } = await setUp();
    for (const first of [100, 7]) {
      const edges = await readAll(
        (after) =>
          host
            .ok(GroupCompletedEventsPage, { id: group.id, first, after })
            .then((r) => r.group!.completedEvents),
        first,
        COUNT,
      );
      const ids = edges.map((e) => e.node.id);
      expect(new Set(ids).size).toBe(COUNT);
      expect([...ids].sort()).toEqual([...completed].sort());
      const inOrder = edges.every((edge, i) => {
        if (i === 0) return true;
        const [a, b] = [edges[i - 1]!.node, edge.node];
        const [ta, tb] = [Date.parse(a.startsAt), Date.parse(b.startsAt)];
        return ta > tb || (ta === tb && a.id > b.id);
      });
      expect(inOrder).toBe(true);
    }
  });

  it('refuses first over 100 and a cursor of another list', async () => {
    const { host, group } = await setUp();
    const tooMany = await host.gql(GroupCompletedEventsPage, { id: group.id, first: 101 });
    expect(errorOf(tooMany)).toMatchObject({
      message: 'first must be between 1 and 100.',
      code: 'BAD_USER_INPUT',
    });
    const { endCursor } = (await host.ok(EventHistoryPage, { first: 1 })).me.eventHistory.pageInfo;
    const history = await host.gql(GroupCompletedEventsPage, { id: group.id, after: endCursor });
    expect(errorOf(history)).toMatchObject(REFUSAL);
  });

  it('shows rows that share a millisecond with the cursor row', async () => {
    const host = await app.member('resultmicro');
    const group = await host.createGroup('Micro results');
    await app.t.database.db.execute(sql`
      insert into events (title, starts_at, location, buy_in_cents, max_players, owner_id, group_id, reminder_hours_before, status)
      select 'Micro ' || n, timestamptz '2020-01-01 20:00:00.123000+00' + n * interval '200 microseconds',
        'Here', 0, 8, ${host.id}::uuid, ${group.id}::uuid, 0, 'completed'
      from generate_series(0, 4) as n`);
    const seen: EventPage['edges'] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const page: EventPage = (
        await host.ok(GroupCompletedEventsPage, { id: group.id, first: 2, after })
      ).group!.completedEvents;
      seen.push(...page.edges);
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen.map((e) => e.node.id)).size).toBe(5);
  });
});
