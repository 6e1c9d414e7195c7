// One database the bench runs on: the real server (tests/support's startTestApp, the same buildApp
// as production) on a fresh PGlite or Postgres database, seeded, with a signed-in viewer, and
// the SQL it sends within reach (captured statements, replayed straight to the database).
import { startTestApp, openTestDatabase, type ApiClient, type TestApp } from '../tests/support/api';
import { seed, type Seeded } from './seed';

export interface Statement {
  query: string;
  params: unknown[];
}

export interface Target {
  label: string;
  kind: 'pglite' | 'postgres';
  app: TestApp;
  /** A verified member with a display name, signed in (cookie), who owns the seeded slice. */
  viewer: ApiClient & { id: string; email: string };
  seeded: Seeded;
  /** The statements the server sends while `run` runs (run it alone: nothing else is captured). */
  capture(run: () => Promise<unknown>): Promise<Statement[]>;
  /** Sends one statement straight to the database, bypassing the app. */
  execute(statement: Statement): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The cost budgets' clock for a bench app: a minute later at every reading, so each request
 * finds its caller's budget refilled and the rows measure the whole path, the budget's UPDATE
 * included, without a 429 (one session sends thousands of requests a minute here).
 */
export function unmeteredClock(): () => Date {
  let at = Date.now();
  return () => new Date((at += 60_000));
}

export async function openTarget(kind: 'pglite' | 'postgres', label: string): Promise<Target> {
  process.env.TEST_DB = kind;
  let captured: Statement[] | null = null;
  const testDb = await openTestDatabase({
    onQuery: (query, params) => captured?.push({ query, params }),
  });
  const app = await startTestApp({
    database: testDb,
    env: { LOG_LEVEL: 'silent' },
    apiLimits: { now: unmeteredClock() },
  });
  const viewer = await app.signUpMember('viewer');
  const seeded = await seed(testDb.database.db, viewer);
  const client = (testDb.database.db as unknown as { $client: unknown }).$client;
  // Fresh statistics for the planner, as autovacuum would have after a bulk load.
  await testDb.database.db.execute('analyze');
  return {
    label,
    kind,
    app,
    viewer,
    seeded,
    async capture(run) {
      captured = [];
      try {
        await run();
        return captured;
      } finally {
        captured = null;
      }
    },
    execute({ query, params }) {
      return kind === 'postgres'
        ? (client as { unsafe(q: string, p: unknown[]): Promise<unknown> }).unsafe(query, params)
        : (client as { query(q: string, p: unknown[]): Promise<unknown> }).query(query, params);
    },
    close: () => app.close(),
  };
}
