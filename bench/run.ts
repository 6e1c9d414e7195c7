// `npm run bench`: issue 10's table, measured. On embedded PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on Postgres, each with realistic seeded data (seed.ts), every row is
// measured with 50 keep-alive connections (load.ts) and printed with its throughput as a
// percentage of `{__typename}` in the same run (rows.ts). Figures are printed, never asserted.
//
// This file only orchestrates: each suite measures its own rows on a target (target.ts).
//   requests.ts  the request path: session, dashboard, group page, event page, SQL alone
//   bundle.ts    the web app's initial JS and CSS, raw/gzip/brotli
//   lcp.ts       first paint (LCP) of the built web app on a throttled phone and a laptop, in
//                Chromium, against the PGlite target (the browser's side is what it measures)
// BENCH_SECONDS (default 5) sets how long each row is measured, after a 1 s warm-up.
import { printBundle } from './bundle';
import { fanoutRows } from './fanout';
import { printLcp } from './lcp';
import { baseline, requestRows } from './requests';
import { header, printRow, type Suite } from './rows';
import { openTarget } from './target';

const suites: Suite[] = [requestRows];

async function bench(kind: 'pglite' | 'postgres', label: string) {
  const started = Date.now();
  const target = await openTarget(kind, label);
  const { counts } = target.seeded;
  header(
    `${label}: ${counts.users.toLocaleString('en-US')} users, ${counts.events.toLocaleString('en-US')} events, ` +
      `${counts.players.toLocaleString('en-US')} players, ${counts.winners.toLocaleString('en-US')} winners ` +
      `(seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  try {
    const ceiling = await baseline(target);
    printRow(ceiling, ceiling.result);
    for (const suite of suites) await suite(target, (row) => printRow(row, ceiling.result));
    if (kind === 'pglite') await printLcp(target);
  } finally {
    await target.close();
  }
}

await bench('pglite', 'PGlite (embedded, in memory)');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await bench('postgres', 'PostgreSQL');
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
printBundle();
await fanoutRows();
