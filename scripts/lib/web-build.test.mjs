import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildStaleReason } from './web-build.mjs';

describe('webBuildStaleReason', () => {
  let root;
  const at = (path, seconds) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, path);
    utimesSync(file, seconds, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'web-build-'));
    at('web/src/main.tsx', 1_000);
    at('web/index.html', 1_000);
    at('core/rules.ts', 1_000);
    at('vite.config.ts', 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('asks for a build when there is none', () => {
    expect(webBuildStaleReason(root)).toBe('not built yet');
  });

  it('is satisfied by a build newer than every input', () => {
    at('dist/web/index.html', 2_000);
    expect(webBuildStaleReason(root)).toBeNull();
  });

  it.each([
    ['web/src/features/deep/Page.tsx', 'web'],
    ['web/index.html', 'web'],
    ['core/rules.ts', 'core'],
    ['vite.config.ts', 'vite.config.ts'],
  ])('rebuilds when %s is newer than the build', (path, input) => {
    at('dist/web/index.html', 2_000);
    at(path, 3_000);
    expect(webBuildStaleReason(root)).toBe(`${input} changed since the last build`);
  });

  it('ignores files outside the web build (the server, tests)', () => {
    at('dist/web/index.html', 2_000);
    at('server/main.ts', 3_000);
    at('web/node_modules/dep/index.js', 3_000);
    expect(webBuildStaleReason(root)).toBeNull();
  });
});
