// `npm run bench`: throughput and latency of the hot paths through the real GraphQL API, on
// embedded PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on Postgres.
// Figures are printed, never asserted: performance is measured here, not in timed tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startTestApp, type ApiClient, type TestApp } from '../tests/support/api';

const CREATE = `mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }`;
const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { id } }`;
const DASHBOARD = `{ me { stats { gamesPlayed gamesWon upcomingGames }
  upcomingEvents { id title startsAt location buyInCents maxPlayers playerCount
    owner { displayName } group { name } players { id displayName } viewerCan { join leave } } } }`;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed<T>(label: string, count: number, run: () => Promise<T>) {
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  console.log(
    `  ${label.padEnd(44)} ${count} in ${ms.toFixed(0)} ms  = ${((count / ms) * 1000).toFixed(0)}/s`,
  );
}

async function latency(label: string, times: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  (n=${times})`,
  );
}

async function members(t: TestApp, count: number): Promise<(ApiClient & { id: string })[]> {
  const list = [];
  for (let i = 0; i < count; i++) list.push(await t.signUpMember(`bench${i}`));
  return list;
}

async function bench(label: string, env: Record<string, string | undefined>) {
  Object.assign(process.env, env);
  const t = await startTestApp({ env: { LOG_LEVEL: 'silent' } });
  console.log(`\n${label}`);
  try {
    const players = await members(t, 40);
    const host = players[0]!;
    const input = (i: number) => ({
      title: `Bench night ${i}`,
      startsAt: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
      location: '1 Bench Street',
      buyInCents: 2000,
      maxPlayers: 10,
    });
    const ids: string[] = [];
    await timed('createEvent (sequential)', 100, async () => {
      for (let i = 0; i < 100; i++)
        ids.push((await host.ok(CREATE, { i: input(i) })).createEvent.id);
    });
    await timed('joinEvent (39 players x 10 events, concurrent)', 390, async () => {
      await Promise.all(
        ids.slice(0, 10).flatMap((id) => players.slice(1).map((p) => p.gql(JOIN, { id }))),
      );
    });
    await timed('joinEvent, 39 racing for the last 9 places', 39, async () => {
      await Promise.all(players.slice(1).map((p) => p.gql(JOIN, { id: ids[50]! })));
    });
    await latency('dashboard: 100 events, players, owner, group', 30, () => host.ok(DASHBOARD));
  } finally {
    await t.close();
  }
}

await bench('PGlite (embedded, in memory)', { TEST_DB: 'pglite' });
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) await bench('PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl });
else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

// First-load bundle sizes (raw, gzip, brotli) of the last web build.
console.log('\nWeb app bundle');
if (existsSync('dist/web/.vite/manifest.json')) {
  spawnSync('node', ['scripts/check-bundle-size.mjs'], { stdio: 'inherit' });
} else {
  console.log('  not built: run npx vite build first');
}
