// `npm start`: build the web app when it is missing or older than its sources (a `git pull`
// must not serve yesterday's UI), then serve web + API on PORT.
import { spawnSync } from 'node:child_process';
import { webBuildStaleReason } from './lib/web-build.mjs';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const stale = webBuildStaleReason();
if (stale) {
  console.log(`Building the web app (${stale})…`);
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
run('npx', ['tsx', 'server/main.ts'], { NODE_ENV: 'production', ...process.env });
