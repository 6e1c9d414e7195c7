// Server start and idle memory (issue 10): how long from launching the server until /healthz
// answers, and the resident memory of it and every process it started once idle, for the
// compiled server (`node dist/server/main.js`, what `npm start` runs) and for running the
// sources through tsx (what it ran before), on PGlite (a fresh data directory) and Postgres.
// Printed, never asserted. Needs the web and server builds (`npm start` makes both).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, openTestDatabase } from '../tests/support/api';

/** Resident memory of `pid` and its descendants, in MiB (Linux /proc). */
function treeRssMiB(pid: number): number {
  let kib = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // gone meanwhile
    }
  };
  visit(pid);
  return kib / 1024;
}

async function healthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not answer /healthz in time');
}

async function measure(command: string[], env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so npx's children are stopped with it.
    detached: true,
  });
  try {
    await healthy(url, child);
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 3000));
    return { startMs, rssMiB: treeRssMiB(child.pid!) };
  } finally {
    const group = -child.pid!;
    const alive = () => {
      try {
        process.kill(group, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (alive()) process.kill(group, 'SIGTERM');
    while (alive()) await new Promise((r) => setTimeout(r, 50));
  }
}

const WAYS = [
  { label: 'compiled (node dist/server/main.js)', command: ['node', 'dist/server/main.js'] },
  { label: 'sources through tsx (before)', command: ['npx', 'tsx', 'server/main.ts'] },
];

async function database(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'pn-start-'));
    return {
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  process.env.TEST_DB = 'postgres';
  const testDb = await openTestDatabase();
  await testDb.database.close();
  return { env: { DATABASE_URL: testDb.url! }, drop: () => testDb.drop() };
}

export async function startRows() {
  console.log(
    '\nServer start (launch → /healthz answers) and idle memory (RSS of all its processes)',
  );
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    console.log('  not built: run npm start once (or npm run build:server and npx vite build)');
    return;
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !postgresUrl) continue;
    if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
    for (const way of WAYS) {
      // Twice: the first start of a fresh database also migrates it.
      const db = await database(kind);
      try {
        await measure(way.command, db.env);
        const { startMs, rssMiB } = await measure(way.command, db.env);
        console.log(
          `  ${kind.padEnd(8)} ${way.label.padEnd(38)} start ${startMs.toFixed(0).padStart(5)} ms   idle ${rssMiB.toFixed(0).padStart(4)} MiB`,
        );
      } finally {
        await db.drop();
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await startRows();
