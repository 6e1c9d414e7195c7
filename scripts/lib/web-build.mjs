// Whether the built web app (dist/web) is older than its sources, so `npm start` rebuilds after a
// `git pull` or an edit instead of serving a stale UI.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web build is made from: its sources, shared rules, build config and plugins. */
export const WEB_BUILD_INPUTS = [
  'web',
  'core',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
  'postcss.config.cjs',
];
/** Written by every build (precompressed copies come after it, never before). */
export const WEB_BUILD_MARKER = 'dist/web/index.html';

/** Modification time (ms) of the newest file at or under `path`; 0 when there is none. */
export function newestModification(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/**
 * Why `output` needs building, or null when it is newer than every input (shared by the web and
 * the server builds).
 * @param {string} root the checkout
 * @param {string} output the file every build writes last
 * @param {string[]} inputs files and folders the build reads
 */
export function buildStaleReason(root, output, inputs) {
  const builtAt = newestModification(join(root, output));
  if (builtAt === 0) return 'not built yet';
  for (const input of inputs) {
    if (newestModification(join(root, input)) > builtAt)
      return `${input} changed since the last build`;
  }
  return null;
}

/**
 * Why the web app needs building, or null when the build is newer than every input.
 * @param {string} root the checkout
 */
export function webBuildStaleReason(root = '.', inputs = WEB_BUILD_INPUTS) {
  return buildStaleReason(root, WEB_BUILD_MARKER, inputs);
}
