// `npm start`: build the web app and the server when either is missing or older than its
// sources (a `git pull` must not serve yesterday's UI or API), then serve web + API on PORT from
// the compiled server, in this process.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverBuildStaleReason } from './lib/server-build.mjs';
import { webBuildStaleReason } from './lib/web-build.mjs';

const stale = webBuildStaleReason();
if (stale) {
  console.log(`Building the web app (${stale})…`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const serverStale = serverBuildStaleReason();
if (serverStale) {
  console.log(`Building the server (${serverStale})…`);
  await buildServer();
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(resolve(SERVER_ENTRY)).href);
