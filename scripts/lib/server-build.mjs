// The compiled server (issue 10): server/main.ts and everything it imports from this checkout,
// bundled by esbuild (tsx's own compiler, already installed) into dist/server/main.js, with the
// packages left as imports from node_modules. `npm start` runs it with plain Node: no TypeScript
// compiler or wrapper process at run time. The bundle reads schema/ and dist/web as the sources
// do (two levels up from it); the migrations are copied next to it.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildStaleReason } from './web-build.mjs';

/** What the server bundle is made from. */
export const SERVER_BUILD_INPUTS = [
  'server',
  'db',
  'core',
  'emails',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/server-build.mjs',
];
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Why the server needs building, or null when the bundle is newer than every input.
 * @param {string} root the checkout
 */
export function serverBuildStaleReason(root = '.') {
  return buildStaleReason(root, SERVER_ENTRY, SERVER_BUILD_INPUTS);
}

/** @param {string} root the checkout */
export async function buildServer(root = '.') {
  const { build } = await import('esbuild');
  const outdir = join(root, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  cpSync(join(root, 'db/migrations'), join(outdir, 'migrations'), { recursive: true });
  // Written last, so a build that fails half-way leaves no entry that looks fresh.
  await build({
    absWorkingDir: root === '.' ? process.cwd() : root,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
