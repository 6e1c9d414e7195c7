// Opens the one database the app runs on: Postgres through postgres.js when a URL is given,
// otherwise PGlite (Postgres in WebAssembly) on disk, or in memory for tests. Both speak the
// same dialect, so one Drizzle schema and one set of migrations serve both.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { CONNECT_TIMEOUT_SECONDS, databaseUnavailable } from './connection-error';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; connectTimeoutSeconds?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `image`: a data directory saved with PGlite's dumpDataDir, which skips initdb (tests). */
  | { kind: 'pglite-memory'; image?: Blob }
) & {
  /** Sees every statement the app sends (tests count them, the bench replays them). */
  onQuery?: (query: string, params: unknown[]) => void;
};

const loggerOf = (target: DatabaseTarget) =>
  target.onQuery ? { logger: { logQuery: target.onQuery } } : {};

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The postgres.js client, for LISTEN/NOTIFY; absent on PGlite. */
  sql?: postgres.Sql;
  /** PGlite only: the whole data directory as one uncompressed tarball (test templates clone it). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

// An arbitrary constant: instances starting together on one Postgres take turns migrating.
const MIGRATION_LOCK_ID = 7_262_024;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target);
  const releaseLock = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create(`${target.dataDir}/pglite`)
        : await PGlite.create({ loadDataDir: target.image });
    const db = drizzlePglite(client, { schema, ...loggerOf(target) });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A postgres.js client; a URL it cannot parse is reported like a server it cannot reach. */
function connect(url: string, max: number, connectTimeout: number): postgres.Sql {
  try {
    return postgres(url, { max, onnotice: () => {}, connect_timeout: connectTimeout });
  } catch (error) {
    throw databaseUnavailable(url, new Error(`not a valid URL (${(error as Error).message})`));
  }
}

async function openPostgres(target: DatabaseTarget & { kind: 'postgres' }): Promise<Database> {
  const { url, connectTimeoutSeconds = CONNECT_TIMEOUT_SECONDS } = target;
  await migrateWithLock(url, connectTimeoutSeconds);
  const sql = connect(url, 10, connectTimeoutSeconds);
  const db = drizzlePostgres(sql, { schema, ...loggerOf(target) });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    sql,
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

async function migrateWithLock(url: string, connectTimeout: number): Promise<void> {
  // One connection, so the session-level advisory lock covers the migrator's statements.
  const sql = connect(url, 1, connectTimeout);
  try {
    // The first query opens the connection: its failure is the operator's to fix, said in one line.
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.catch((error: unknown) => {
      throw databaseUnavailable(url, error, connectTimeout);
    });
    await migratePostgres(drizzlePostgres(sql, { schema }), { migrationsFolder });
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
