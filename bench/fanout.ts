// Live updates under load (issue 10): one event watched by 200 and 1,000 graphql-ws subscribers
// (the web app's own EventChanged document, one socket per member), a player taking and giving
// back a seat, and how long each subscriber waits from the write to its update (p50/p99), with
// the writer's own response time during that fan-out. On PGlite (one process) and, given a
// Postgres URL, on two app instances sharing one database, subscribers split between them, as
// behind a load balancer. Figures are ratios to `{__typename}` measured in the same run, because
// the machine is shared. Printed, never asserted.
import { performance } from 'node:perf_hooks';
import type { Client } from 'graphql-ws';
import { createSession, SESSION_COOKIE } from '../server/auth';
import { eventPlayers, users } from '../db/schema';
import { EventChangedDocument } from '../web/src/gql/graphql';
import {
  ApiClient,
  openTestDatabase,
  startSecondInstance,
  startTestApp,
  type TestApp,
} from '../tests/support/api';
import { sourceOf } from '../tests/support/request';
import { unmeteredClock } from './target';
import { startRows } from './start';

const SUBSCRIPTION = sourceOf(EventChangedDocument);
const CREATE = `mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }`;
const ADD_TABLE = `mutation($id: ID!) { addTable(eventId: $id, name: "Main", maxSeats: 10) { tables { id } } }`;
const RESERVE = `mutation($t: ID!) { reserveSeat(tableId: $t, seatNumber: 1) { id } }`;
const RELEASE = `mutation($t: ID!) { releaseSeat(tableId: $t, seatNumber: 1) { id } }`;
const PLAYERS = 30; // plus the host: 31 players, as in the issue's measurement

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function timeEach(times: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summary(samples);
}

/** Members straight into the database, each signed in with a session of their own. */
async function seedMembers(
  t: TestApp,
  count: number,
  tag: string,
): Promise<(ApiClient & { id: string })[]> {
  const db = t.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `fanout-${tag}-${i}@example.com`,
        emailVerified: true,
        displayName: `Watcher ${tag} ${i}`,
      })),
    )
    .returning({ id: users.id });
  const clients: (ApiClient & { id: string })[] = [];
  for (const row of rows) {
    const { token } = await createSession(db, row.id);
    const client = t.anonymous();
    client.cookie = `${SESSION_COOKIE}=${token}`;
    clients.push(Object.assign(client, { id: row.id }));
  }
  return clients;
}

/** The same member, signed in, talking to another instance. */
function onApp(member: ApiClient, app: TestApp) {
  const client = new ApiClient(app.url, member.headers);
  client.cookie = member.cookie;
  return client;
}

interface Watcher {
  client: Client;
  received: number;
  at: number[];
  /** Closed by the server or the network: left out of the figures, and counted. */
  ended: boolean;
  stop(): void;
}

/** Subscribes and resolves once the socket is connected (sign-in checked). */
async function watch(api: ApiClient, eventId: string): Promise<Watcher> {
  const client = api.ws();
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const watcher: Watcher = { client, received: 0, at: [], ended: false, stop: () => {} };
  watcher.stop = client.subscribe(
    { query: SUBSCRIPTION, variables: { id: eventId } },
    {
      next: (value) => {
        if (value.errors) console.log('  subscriber error', JSON.stringify(value.errors));
        watcher.received += 1;
        watcher.at.push(performance.now());
      },
      error: () => (watcher.ended = true),
      complete: () => {},
    },
  );
  await connected;
  return watcher;
}

async function until(what: string, done: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * One run: `subscribers` watchers on `apps` (round-robin), `rounds` writes by a player on the
 * first app, each waited for by every watcher before the next.
 */
async function fanOut(
  apps: TestApp[],
  fixture: {
    eventId: string;
    tableId: string;
    writer: ApiClient;
    watchers: ApiClient[];
    seated: boolean;
  },
  subscribers: number,
  rounds: number,
) {
  const { eventId, tableId, writer } = fixture;
  const watchers: Watcher[] = [];
  // Connected in batches, as people arrive: a thousand sign-in checks at once would outlast the
  // connection's initialisation timeout, which is not what this measures.
  for (let i = 0; i < subscribers; i += 50) {
    const batch = fixture.watchers.slice(i, Math.min(i + 50, subscribers));
    watchers.push(
      ...(await Promise.all(
        batch.map((member, j) => watch(onApp(member, apps[(i + j) % apps.length]!), eventId)),
      )),
    );
  }
  const write = async () => {
    const result = await writer.gql(fixture.seated ? RELEASE : RESERVE, { t: tableId });
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
    fixture.seated = !fixture.seated;
  };
  try {
    // The server subscribes to the topic some time after the socket says so: write until every
    // watcher has heard one, then let the warm-up settle and start counting.
    while (!watchers.every((w) => w.ended || w.received > 0)) {
      await write();
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 500));
    const delivery: number[] = [];
    const writerMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = watchers.map((w) => w.received);
      const start = performance.now();
      await write();
      writerMs.push(performance.now() - start);
      await until(`round ${round} to reach every subscriber`, () =>
        watchers.every((w, i) => w.ended || w.received > before[i]!),
      );
      for (const [i, w] of watchers.entries())
        if (w.received > before[i]!) delivery.push(w.at[before[i]!]! - start);
    }
    const lost = watchers.filter((w) => w.ended).length;
    return { delivery: summary(delivery), writer: summary(writerMs), lost };
  } finally {
    for (const w of watchers) {
      w.stop();
      await w.client.dispose();
    }
  }
}

export async function benchFanout(label: string, postgresUrl?: string) {
  process.env.TEST_DB = postgresUrl ? 'postgres' : 'pglite';
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  const testDb = await openTestDatabase();
  const first = await startTestApp({
    env: { LOG_LEVEL: 'silent' },
    database: testDb,
    apiLimits: { now: unmeteredClock() },
  });
  const apps = [first];
  if (postgresUrl) apps.push(await startSecondInstance(testDb));
  console.log(
    `\nLive updates, ${label}${apps.length > 1 ? ' (two app instances, one database)' : ''}`,
  );
  try {
    const [host, ...members] = await seedMembers(first, 1001, Date.now().toString(36));
    const eventId = (
      await host!.ok(CREATE, {
        i: {
          title: 'Fan-out night',
          startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          location: '1 Bench Street',
          buyInCents: 2000,
          maxPlayers: 40,
        },
      })
    ).createEvent.id as string;
    await first.database.db
      .insert(eventPlayers)
      .values(members.slice(0, PLAYERS).map((m) => ({ eventId, userId: m.id })));
    const tableId = (await host!.ok(ADD_TABLE, { id: eventId })).addTable.tables[0].id as string;
    const writer = members[0]!;
    const fixture = { eventId, tableId, writer, watchers: members, seated: false };

    const typename = await timeEach(50, () => writer.ok('{ __typename }'));
    const idleWriter = await timeEach(10, async () => {
      await writer.ok(fixture.seated ? RELEASE : RESERVE, { t: tableId });
      fixture.seated = !fixture.seated;
    });
    const ratio = (ms: number) => `${(ms / typename.p50).toFixed(0)}× {__typename}`;
    console.log(
      `  {__typename} over HTTP                      p50 ${fmt(typename.p50)}  p99 ${fmt(typename.p99)}`,
    );
    console.log(
      `  seat write, no subscribers                  p50 ${fmt(idleWriter.p50)}  p99 ${fmt(idleWriter.p99)}  (${ratio(idleWriter.p50)})`,
    );
    for (const [subscribers, rounds] of [
      [200, 10],
      [1000, 3],
    ] as const) {
      const { delivery, writer: during, lost } = await fanOut(apps, fixture, subscribers, rounds);
      console.log(
        `  update to ${String(subscribers).padEnd(5)} subscribers, write → receipt  p50 ${fmt(delivery.p50)}  p99 ${fmt(delivery.p99)}  (p99 ${ratio(delivery.p99)})${lost ? `  ${lost} sockets dropped` : ''}`,
      );
      console.log(
        `    the writer's own response meanwhile       p50 ${fmt(during.p50)}  p99 ${fmt(during.p99)}  (${(during.p50 / idleWriter.p50).toFixed(1)}× idle)`,
      );
    }
  } finally {
    for (const app of apps.reverse()) await app.close();
  }
}

/**
 * Both databases, as run.ts runs its suites, then the server's start and idle memory
 * (start.ts); `npx tsx bench/fanout.ts` runs these alone.
 */
export async function fanoutRows() {
  await benchFanout('PGlite (embedded, in memory)');
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) await benchFanout('PostgreSQL', postgresUrl);
  else
    console.log(
      '\nLive updates, PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    );
  await startRows();
}

if (import.meta.url === `file://${process.argv[1]}`) await fanoutRows();
