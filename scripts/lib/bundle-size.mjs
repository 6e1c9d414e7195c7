// What the browser downloads before the web app can render its first page, read from Vite's
// build manifest (dist/web/.vite/manifest.json), and how big that is raw, gzipped and brotlied.
// Used by scripts/check-bundle-size.mjs (the CI budget) and bench/run.ts (the bundle row).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const WEB_DIST = 'dist/web';

/**
 * The files loaded up front for the manifest's entry chunk: the entry, every chunk it imports
 * statically (transitively; those are modulepreloaded) and their CSS. Lazy chunks
 * (`dynamicImports`) are left out: they load when a route needs them.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @returns {{ js: string[], css: string[] }}
 */
export function initialFiles(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]);
  return { js: [...js], css: [...css] };
}

/** Sizes in bytes: as stored, gzip level 9 and brotli quality 11 (what the build precompresses). */
export function compressedSizes(content) {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** Summed sizes of files under `dir`. */
export function totalSizes(dir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = compressedSizes(readFileSync(join(dir, file)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** The initial JS and CSS of a build in `dir` (default dist/web). */
export function measureInitialLoad(dir = WEB_DIST) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = initialFiles(manifest);
  return { files, js: totalSizes(dir, files.js), css: totalSizes(dir, files.css) };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per kind: "initial JS   412.3 KB raw   120.1 KB gzip   101.0 KB brotli (3 files)". */
export function formatSizes(label, sizes, count) {
  return `${label.padEnd(12)} ${kb(sizes.raw).padStart(10)} raw ${kb(sizes.gzip).padStart(10)} gzip ${kb(sizes.brotli).padStart(10)} brotli  (${count} file${count === 1 ? '' : 's'})`;
}
