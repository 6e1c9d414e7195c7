// What each screen costs the database, counted statement by statement through openDatabase's
// onQuery hook. A resolver that hands GraphQL a Drizzle query builder instead of its rows makes
// the query run once per `.then` (Apollo's cache-control instrumentation calls it again), so the
// dashboard once sent its lists twice: every statement here must be sent exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardDocument, EventDocument, GroupDocument } from '../../web/src/gql/graphql';
import { openTestDatabase, startTestApp, type TestApp } from '../support/api';
import { createSeed, inDays, type Member } from '../support/seed';

// Its own app: the database it runs on counts statements (onQuery), which seededApp's does not.
let t: TestApp;
let statements: string[] | null = null;
beforeAll(async () => {
  const database = await openTestDatabase({
    onQuery: (query, params) => statements?.push(`${query} ${JSON.stringify(params)}`),
  });
  // The reminder sweep runs once at start and then hourly, never inside a measured window
  // (under load, its minutely pass landed in one and repeated its own statements).
  t = await startTestApp({ database, reminders: { intervalMs: 60 * 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

/** The statements `run` sends, with their parameters (nothing else runs meanwhile). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  try {
    await run();
    return statements;
  } finally {
    statements = null;
  }
}

/**
 * Statements sent twice with the same parameters. The mail worker polls its queue in the
 * background (the invitations below queued mail), so its statements are left out.
 */
function repeated(all: string[]) {
  const list = all.filter((query) => !query.includes('"email_outbox"'));
  return list.filter((query, i) => list.indexOf(query) !== i);
}

describe('statements per screen', () => {
  let viewer: Member;
  let groupId: string;
  let eventId: string;
  beforeAll(async () => {
    const seed = createSeed(t);
    viewer = await seed.member('viewer');
    const host = await seed.member('host');
    const group = await host.createGroup('Regulars');
    await group.add(viewer);
    groupId = group.id;
    const upcoming = await host.createEvent({ group, title: 'Next week' });
    await viewer.join(upcoming);
    eventId = upcoming.id;
    await host.createEvent({ title: 'Invited', startsAt: inDays(3) }).then((e) => e.invite(viewer));
    await viewer.createEvent({ title: 'Last month', startsAt: inDays(-30), group });
  });

  it('the dashboard sends each statement once, whatever its lists hold', async () => {
    const sent = await statementsOf(async () => {
      const { me } = await viewer.ok(DashboardDocument);
      expect(me?.upcomingEvents.map((e) => e.title)).toEqual(['Next week']);
      expect(me?.pendingEventInvites.map((e) => e.title)).toEqual(['Invited']);
    });
    expect(repeated(sent)).toEqual([]);
  });

  it('history (pastEvents) is read once', async () => {
    const sent = await statementsOf(async () => {
      const { me } = await viewer.ok(`{ me { pastEvents { id title } } }`);
      expect(me.pastEvents.map((e: { title: string }) => e.title)).toEqual(['Last month']);
    });
    expect(repeated(sent)).toEqual([]);
  });

  it('the group and event pages send each statement once', async () => {
    const group = await statementsOf(() => viewer.ok(GroupDocument, { id: groupId }));
    expect(repeated(group)).toEqual([]);
    const event = await statementsOf(() => viewer.ok(EventDocument, { id: eventId }));
    expect(repeated(event)).toEqual([]);
  });
});
