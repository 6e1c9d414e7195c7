// `npx tsx bench/explain.ts`: the plan of every statement the hot screens send, on the bench's
// seeded data (EXPLAIN ANALYZE on Postgres with TEST_DATABASE_URL/BENCH_DATABASE_URL, else
// PGlite): how long each takes and whether any scans a whole table. For checking indexes.
import {
  DashboardDocument,
  EventDocument,
  GroupDocument,
  GroupEventListsDocument,
} from '../web/src/gql/graphql';
import { openTarget } from './target';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) process.env.TEST_DATABASE_URL = url;
const target = await openTarget(url ? 'postgres' : 'pglite', 'explain');
const { viewer, seeded } = target;
const verbose = process.argv.includes('--verbose');
try {
  const screens = [
    ['dashboard', () => viewer.ok(DashboardDocument)],
    ['history', () => viewer.ok(`{ me { pastEvents { id title playerCount } } }`)],
    ['group page', () => viewer.ok(GroupDocument, { id: seeded.groupId })],
    ['group event lists', () => viewer.ok(GroupEventListsDocument, { id: seeded.groupId })],
    ['event detail', () => viewer.ok(EventDocument, { id: seeded.eventId })],
  ] as const;
  for (const [screen, run] of screens) {
    await run();
    const statements = await target.capture(run);
    console.log(`\n${screen}: ${statements.length} statements`);
    for (const statement of statements) {
      const result = (await target.execute({
        query: `explain (analyze, format text) ${statement.query}`,
        params: statement.params,
      })) as { 'QUERY PLAN': string }[] | { rows: { 'QUERY PLAN': string }[] };
      const lines = (Array.isArray(result) ? result : result.rows).map((r) => r['QUERY PLAN']);
      const time = lines.find((l) => l.startsWith('Execution Time'));
      const seq = lines
        .filter((l) => /Seq Scan/.test(l))
        .map((l) =>
          l
            .trim()
            .replace(/\s+\(cost.*$/, '')
            .replace(/^->\s*/, ''),
        );
      console.log(
        `  ${time?.padEnd(28)} ${seq.length ? `[${seq.join('; ')}]` : ''}  ${statement.query.slice(0, 110)}`,
      );
      if (verbose) console.log(lines.map((l) => `      ${l}`).join('\n'));
    }
  }
} finally {
  await target.close();
}
