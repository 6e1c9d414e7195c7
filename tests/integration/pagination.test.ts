// Cursor pagination (issue 14, "Connections"): Me.eventHistory and Group.events read page by page
// over 250 events — with start times shared by several events, so the id must break ties — give
// every event exactly once, in order, with hasNextPage and totalCount right on every page; a
// cursor the API did not hand out, or one from another list, is refused with a clear message.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { MAX_PAGE_SIZE } from '../../core/limits';
import { errorOf } from '../support/api';
import { EventHistoryPage, GroupEventsPage, type EventPage } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const app = seededApp();

const COUNT = 250;
const HOUR = 60 * 60 * 1000;

/**
 * `COUNT` events of the host's group written straight to the table (creating them one by one
 * through the API would only be slower): three at each start time, `sign` hours from now apart.
 */
async function insertEvents(host: Member, groupId: string, sign: 1 | -1): Promise<string[]> {
  const now = Date.now();
  const rows = await app.t.database.db
    .insert(events)
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        title: `Game ${i}`,
        startsAt: new Date(now + sign * (48 + Math.floor(i / 3)) * HOUR),
        location: 'The back room',
        buyInCents: 1000,
        maxPlayers: 8,
        ownerId: host.id,
        groupId,
        reminderHoursBefore: 0,
      })),
    )
    .returning({ id: events.id });
  return rows.map((r) => r.id);
}

/** Every page of a list, `first` at a time, checking each page's pageInfo and totalCount. */
async function readAll(read: (after: string | null) => Promise<EventPage>, first: number) {
  const seen: EventPage['edges'] = [];
  let after: string | null = null;
  const expectedPages = Math.ceil(COUNT / first);
  for (let page = 1; page <= expectedPages; page++) {
    const result: EventPage = await read(after);
    expect(result.totalCount).toBe(COUNT);
    expect(result.edges).toHaveLength(page < expectedPages ? first : COUNT - first * (page - 1));
    expect(result.pageInfo.hasNextPage).toBe(page < expectedPages);
    expect(result.pageInfo.endCursor).toBe(result.edges.at(-1)!.cursor);
    seen.push(...result.edges);
    after = result.pageInfo.endCursor;
  }
  return seen;
}

/** Ordered by start time in `direction`, the id breaking ties the same way. */
function inOrder(edges: EventPage['edges'], direction: 1 | -1) {
  const key = (e: EventPage['edges'][number]) => [Date.parse(e.node.startsAt), e.node.id] as const;
  return edges.every((edge, i) => {
    if (i === 0) return true;
    const [t0, id0] = key(edges[i - 1]!);
    const [t1, id1] = key(edge);
    return direction === 1
      ? t0 < t1 || (t0 === t1 && id0 < id1)
      : t0 > t1 || (t0 === t1 && id0 > id1);
  });
}

async function setUp() {
  const host = await app.member('pagehost');
  const group = await host.createGroup('Paged');
  const past = await insertEvents(host, group.id, -1);
  const upcoming = await insertEvents(host, group.id, 1);
  return { host, group, past, upcoming };
}

describe('paging through 250 events', () => {
  it('Me.eventHistory: 100 and 7 at a time, newest first, no gaps and no repeats', async () => {
    const { host, past } = await setUp();
    const history = (first: number) => (after: string | null) =>
      host.ok(EventHistoryPage, { first, after }).then((r) => r.me.eventHistory);

    for (const first of [100, 7]) {
      const edges = await readAll(history(first), first);
      const ids = edges.map((e) => e.node.id);
      expect(new Set(ids).size).toBe(COUNT);
      expect([...ids].sort()).toEqual([...past].sort());
      expect(inOrder(edges, -1)).toBe(true);
    }
  });

  it('Group.events: UPCOMING soonest first and PAST latest first, every event once', async () => {
    const { host, group, past, upcoming } = await setUp();
    const groupEvents = (when: 'UPCOMING' | 'PAST', first: number) => (after: string | null) =>
      host.ok(GroupEventsPage, { id: group.id, when, first, after }).then((r) => r.group!.events);

    for (const first of [100, 7]) {
      const soon = await readAll(groupEvents('UPCOMING', first), first);
      expect(soon.map((e) => e.node.id).sort()).toEqual([...upcoming].sort());
      expect(inOrder(soon, 1)).toBe(true);

      const before = await readAll(groupEvents('PAST', first), first);
      expect(before.map((e) => e.node.id).sort()).toEqual([...past].sort());
      expect(inOrder(before, -1)).toBe(true);
    }
  });

  it('walks on without a gap or a repeat while events are added and removed between pages', async () => {
    const { host, group, past } = await setUp();
    const gameAt = (title: string, startsAt: Date) => ({
      title,
      startsAt,
      location: 'The back room',
      buyInCents: 1000,
      maxPlayers: 8,
      ownerId: host.id,
      groupId: group.id,
      reminderHoursBefore: 0,
    });
    const read = (after: string | null) =>
      host.ok(EventHistoryPage, { first: 7, after }).then((r) => r.me.eventHistory);

    const firstPage = await read(null);
    // Between pages: a game newer than every row read so far (it belongs before the cursor, so
    // this walk never shows it), one far older (still ahead, so it must come), and a row still
    // ahead deleted (so it must not).
    const [ahead, behind] = await app.t.database.db
      .insert(events)
      .values([
        gameAt('Late addition', new Date(Date.now() - HOUR)),
        gameAt('Old game', new Date(Date.now() - 1000 * HOUR)),
      ])
      .returning({ id: events.id });
    const firstIds = firstPage.edges.map((e) => e.node.id);
    const gone = past.find((id) => !firstIds.includes(id))!;
    await app.t.database.db.delete(events).where(eq(events.id, gone));

    const seen = [...firstPage.edges];
    let page = await read(firstPage.pageInfo.endCursor);
    expect(page.totalCount).toBe(COUNT + 1);
    seen.push(...page.edges);
    while (page.pageInfo.hasNextPage) {
      page = await read(page.pageInfo.endCursor);
      seen.push(...page.edges);
    }
    const ids = seen.map((e) => e.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(ahead!.id);
    expect(ids).not.toContain(gone);
    expect(ids).toContain(behind!.id);
    expect(ids).toHaveLength(COUNT); // 250, less the deleted one, plus the old game
    expect(inOrder(seen, -1)).toBe(true);
  });

  it('orders rows that share a millisecond the way their cursors compare them', async () => {
    // Timestamps written by the database (now()) carry microseconds a cursor does not; five
    // games 200 µs apart inside one millisecond must still page two at a time without a gap.
    const host = await app.member('pagemicro');
    const group = await host.createGroup('Micro');
    await app.t.database.db.execute(sql`
      insert into events (title, starts_at, location, buy_in_cents, max_players, owner_id, group_id, reminder_hours_before)
      select 'Micro ' || n, timestamptz '2020-01-01 20:00:00.123000+00' + n * interval '200 microseconds',
        'Here', 0, 8, ${host.id}::uuid, ${group.id}::uuid, 0
      from generate_series(0, 4) as n`);
    const read = (after: string | null) =>
      host.ok(EventHistoryPage, { first: 2, after }).then((r) => r.me.eventHistory);
    const seen: EventPage['edges'] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const page: EventPage = await read(after);
      seen.push(...page.edges);
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen.map((e) => e.node.id)).size).toBe(5);
  });
});

describe('page arguments', () => {
  it('reads 20 when first is left out and refuses more than 100 or fewer than 1', async () => {
    const { host } = await setUp();
    const page = await host.ok(EventHistoryPage, {});
    expect(page.me.eventHistory.edges).toHaveLength(20);
    expect(page.me.eventHistory.pageInfo.hasNextPage).toBe(true);

    for (const first of [MAX_PAGE_SIZE + 1, 0, -5]) {
      const error = errorOf(await host.gql(EventHistoryPage, { first }));
      expect(error).toMatchObject({
        message: 'first must be between 1 and 100.',
        code: 'BAD_USER_INPUT',
      });
    }
  });

  it('refuses a tampered cursor, a made-up one and one from another list', async () => {
    const { host, group } = await setUp();
    const { endCursor } = (await host.ok(EventHistoryPage, { first: 3 })).me.eventHistory.pageInfo;
    const decoded = JSON.parse(Buffer.from(endCursor!, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify([decoded[0], decoded[1], 'not-an-id'])).toString(
      'base64url',
    );
    const refusal = {
      message: 'after is not a cursor from this list: pass an endCursor this list returned.',
      code: 'BAD_USER_INPUT',
    };
    for (const after of [tampered, 'bm9wZQ', '100', '', endCursor!.slice(0, -2)]) {
      expect(errorOf(await host.gql(EventHistoryPage, { first: 3, after }))).toMatchObject(refusal);
    }
    const elsewhere = await host.gql(GroupEventsPage, {
      id: group.id,
      when: 'PAST',
      first: 3,
      after: endCursor,
    });
    expect(errorOf(elsewhere)).toMatchObject(refusal);
  });

  it("shows an outsider none of a group's events", async () => {
    const { group } = await setUp();
    const outsider = await app.member('pageoutsider');
    const result = await outsider.gql(GroupEventsPage, { id: group.id, when: 'PAST' });
    // Outsiders are refused the group itself; its events are never listed to them.
    expect(result.data?.group ?? null).toBeNull();
    expect(errorOf(result).code).toBe('FORBIDDEN');
  });
});
