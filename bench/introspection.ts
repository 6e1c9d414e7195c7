// `npx tsx bench/introspection.ts`: what a full introspection costs the server beside the web's
// screens, to price `__schema` (core/api-limits' SCHEMA_INTROSPECTION_COST, issue 27). On the
// bench's seeded PGlite (in-process, so CPU counts the database too), each request is sent one at
// a time, and the process's CPU per request is printed with the request's cost in points. The
// machine is shared: compare the rows with each other, not with another run. Printed, never
// asserted.
import { performance } from 'node:perf_hooks';
import { getIntrospectionQuery, print } from 'graphql';
import {
  DashboardDocument,
  EventDocument,
  GroupDocument,
  HistoryDocument,
} from '../web/src/gql/graphql';
import { openTarget } from './target';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const target = await openTarget('pglite', 'introspection');
const { viewer, seeded } = target;

async function send(query: string, variables?: object): Promise<number> {
  const response = await fetch(`${viewer.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: viewer.cookie!, ...viewer.headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    errors?: unknown[];
    extensions?: { cost?: { requested: number } };
  };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.extensions?.cost?.requested ?? 0;
}

const rows: [string, () => Promise<number>][] = [
  ['{ me { id } }', () => send('{ me { id } }')],
  ['dashboard', () => send(print(DashboardDocument))],
  ['history', () => send(print(HistoryDocument))],
  ['group page', () => send(print(GroupDocument), { id: seeded.groupId })],
  ['event page', () => send(print(EventDocument), { id: seeded.eventId })],
  ['introspection', () => send(getIntrospectionQuery({ inputValueDeprecation: true }))],
];

try {
  console.log(`CPU per request, ${ROUNDS} in a row after 10 to warm up`);
  for (const [label, run] of rows) {
    for (let i = 0; i < 10; i++) await run();
    const cpu = process.cpuUsage();
    const started = performance.now();
    let cost = 0;
    for (let i = 0; i < ROUNDS; i++) cost = await run();
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / ROUNDS;
    const wallMs = (performance.now() - started) / ROUNDS;
    console.log(
      `  ${label.padEnd(16)} ${cpuMs.toFixed(1).padStart(6)} ms CPU  ${wallMs.toFixed(1).padStart(6)} ms wall  ${String(cost).padStart(5)} points`,
    );
  }
} finally {
  await target.close();
}
