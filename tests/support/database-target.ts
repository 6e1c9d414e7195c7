// A database of one test file's own that outlives an app, for tests that restart the server or
// run several instances on it: a new Postgres database (TEST_DB=postgres), or a PGlite data
// directory on disk. The suite's other files use api.ts's openTestDatabase, a fresh clone each.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { DatabaseTarget } from '../../db/client';

export interface OwnDatabase {
  target: DatabaseTarget;
  /** Drops the database or deletes the directory. */
  dispose: () => Promise<void>;
}

/** A fresh, empty database named after `prefix` (the app migrates it when it starts). */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `pn_${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
    const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
    const create = admin();
    await create.unsafe(`create database ${name}`);
    await create.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      target: { kind: 'postgres', url: url.toString() },
      dispose: async () => {
        const drop = admin();
        await drop.unsafe(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), `pn-${prefix}-`));
  return {
    target: { kind: 'pglite', dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
