import { describe, expect, it } from 'vitest';
import { initialFiles } from './bundle-size.mjs';

describe('initialFiles', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_shared-b.js'],
      dynamicImports: ['src/Dashboard.tsx'],
      css: ['assets/index-a.css'],
    },
    '_shared-b.js': { file: 'assets/shared-b.js', imports: ['_runtime-c.js'] },
    '_runtime-c.js': { file: 'assets/runtime-c.js', imports: ['_shared-b.js'] },
    'src/Dashboard.tsx': {
      file: 'assets/Dashboard-d.js',
      imports: ['_shared-b.js', '_dates-e.js'],
      css: ['assets/Dashboard-d.css'],
    },
    '_dates-e.js': { file: 'assets/dates-e.js' },
  };

  it('counts the entry and its static imports, transitively, but no lazy chunk', () => {
    expect(initialFiles(manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/shared-b.js', 'assets/runtime-c.js'],
      css: ['assets/index-a.css'],
    });
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => initialFiles({ a: { file: 'a.js' } })).toThrow('Expected one entry chunk');
  });
});
