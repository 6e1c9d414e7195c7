// The API explorer at /graphiql (issue 14): GraphiQL with its Monaco editor and workers (a few
// MB), built as a page of its own into dist/web/graphiql/ by a second, separate Vite build once
// the app's build is written. Separate, not a second input of the app's build, so the app's
// chunks stay exactly what they were: a shared build splits React, Mantine's helpers and the
// runtime into chunks both pages load, which grows the app's first load (its budget,
// scripts/check-bundle-size.mjs) for a page few members ever open. The service worker leaves
// the folder out (pwa.ts); precompress (which runs after this) compresses it with the rest.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type LogLevel, type Plugin } from 'vite';

/** Where the explorer's build goes inside dist/web, and the path its assets are served under. */
export const EXPLORER_DIR = 'graphiql';

export function explorerPage(): Plugin {
  let outDir = '';
  let logLevel: LogLevel = 'info';
  return {
    name: 'poker-night:explorer-page',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir, EXPLORER_DIR);
      logLevel = config.logLevel ?? 'info';
    },
    // Before precompress (sequential, 'post'), which must see the explorer's files too.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        await build({
          configFile: false,
          root: fileURLToPath(new URL('../../web', import.meta.url)),
          base: `/${EXPLORER_DIR}/`,
          publicDir: false,
          logLevel,
          plugins: [react()],
          // GraphiQL's Monaco workers (graphiql/setup-workers/vite) are ES modules.
          worker: { format: 'es' },
          build: {
            outDir,
            emptyOutDir: true,
            chunkSizeWarningLimit: 5000,
            reportCompressedSize: false,
            rollupOptions: {
              input: fileURLToPath(new URL('../../web/graphiql.html', import.meta.url)),
              // GraphiQL's files start with React Compiler's "use no memo", which bundling drops
              // harmlessly: a warning per file would bury the build's real ones.
              onwarn(warning, warn) {
                if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
              },
            },
          },
        });
      },
    },
  };
}
