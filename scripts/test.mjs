// `npm test`: every test. Unit, component and integration (PGlite, and Postgres when
// TEST_DATABASE_URL is set) through Vitest, then end-to-end in Chromium through Playwright.
// Without a Chromium, e2e is skipped with a loud line, except under CI=true, where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs one step, stops on its failure, and says how long it took. */
const run = (command, args, env = process.env) => {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`--- ${[command, ...args].join(' ')}: ${seconds} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on PGlite only.');
}
run('npx', ['vitest', 'run']);
// The build the browser tests use; then the first-load budget, which fails past its limit.
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('node', ['scripts/check-bundle-size.mjs']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `!!! No Chromium at ${chromium}: END-TO-END TESTS SKIPPED. Install Debian's chromium or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`${line} (CI=true: failing)`);
    process.exit(1);
  }
  console.warn(`\n${line}\n`);
  process.exit(0);
}
run('npx', ['playwright', 'test'], { ...process.env, CHROMIUM_PATH: chromium });
