import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://localhost:${process.env.PORT ?? 4000}`;

// The web app lives in web/; the server serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/auth': api,
      '/calendar': api,
      '/healthz': api,
    },
  },
});
