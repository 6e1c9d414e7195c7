// `npm start`: build the web app if it has not been built, then serve web + API on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/web/index.html')) {
  console.log('Building the web app (first start)…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
run('npx', ['tsx', 'server/main.ts'], { NODE_ENV: 'production', ...process.env });
