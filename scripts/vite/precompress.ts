// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, at
// the highest levels (compressing once at build time, not per request), so the server can send
// them as they are (@fastify/static's preCompressed, server/http/web-app.ts). A copy that would
// not be smaller than the file is not written; the server then sends the file itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, the compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file in `dir`; returns how many. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !file.includes('/.vite/'),
  );
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [copy, extension] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (copy.length >= content.length) continue;
        await writeFile(file + extension, copy);
        written++;
      }
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'poker-night:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After every file is on disk (writeBundle runs before Vite copies web/public), and after
    // the service worker the PWA plugin writes in its own closeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
