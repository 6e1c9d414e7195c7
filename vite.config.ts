import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { explorerPage } from './scripts/vite/explorer.ts';
import { graphqlDocuments } from './scripts/vite/graphql-documents.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { pwa } from './scripts/vite/pwa.ts';

const api = `http://localhost:${process.env.PORT ?? 4000}`;

// The web app lives in web/; the server serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  // precompress last: it compresses the service worker and manifest the PWA plugin writes, and
  // the API explorer, built apart into dist/web/graphiql once the app is written (explorer.ts).
  plugins: [react(), graphqlDocuments('web/src/gql'), explorerPage(), pwa(), precompress()],
  // zod with its JIT off, for the CSP (web/src/zod.ts says why); that module imports 'zod/v4'.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('web/src/zod.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks the entry loads up front (the size budget).
    manifest: true,
    // React DOM alone is ~200 KB raw; the real limit is the brotli budget of the initial load
    // (scripts/check-bundle-size.mjs), so Vite's raw-size warning would only be noise.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/auth': api,
      '/calendar': api,
      '/healthz': api,
      '/schema.graphql': api,
    },
  },
});
