// Vitest global set-up for the integration suite: migrates one database per run, which every test
// file then clones instead of creating and migrating its own (see openTestDatabase in api.ts).
// On PGlite the clone is a saved data directory, which skips initdb (about 2 s a file); on
// Postgres it is `create database … template`. The template goes when the run ends.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated data directory. */
    pgliteImage?: string;
    /** Postgres: the migrated database each file's database is created from. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const suffix = randomBytes(4).toString('hex');
  if (project.config.env.TEST_DB !== 'postgres') {
    const file = join(tmpdir(), `pn-template-${suffix}.tar`);
    const database = await openDatabase({ kind: 'pglite-memory' });
    await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteImage', file);
    return () => rm(file, { force: true });
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pn_template_${suffix}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  await (await openDatabase({ kind: 'postgres', url: url.href })).close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
