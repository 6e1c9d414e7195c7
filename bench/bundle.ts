// The web app's first load: the initial JS and CSS of the last build, raw, gzip and brotli, as
// the CI budget measures them (scripts/check-bundle-size.mjs, scripts/lib/bundle-size.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function printBundle() {
  console.log('\nWeb app, initial load');
  if (!existsSync('dist/web/.vite/manifest.json')) {
    console.log('  not built: run `npx vite build` first');
    return;
  }
  spawnSync('node', ['scripts/check-bundle-size.mjs'], { stdio: 'inherit' });
}
