// The installable, offline-capable web app: vite-plugin-pwa writes the web app manifest and a
// Workbox service worker (dist/web/sw.js) that precaches the whole build, the entry and every
// lazy route chunk, so the app shell and the blind timer (/#/timer) open with no network at all.
//
// Only the build's own files are cached. The API (/graphql over HTTP and WebSocket), /auth,
// /calendar and /healthz are never stored by the worker: their answers are per person and
// per moment; the last data seen is kept by the Apollo cache instead (web/src/offline), which
// is cleared on sign-out.
//
// The server sends sw.js and the manifest with Cache-Control: no-cache (server/http/web-app.ts),
// so a new build's worker is picked up on the next visit; registerType autoUpdate activates it
// at once, and cleanupOutdatedCaches drops the previous build's precache.
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The deep felt of theme.ts's FELT_GRADIENT, the favicon and the timer card. */
export const FELT_DARK = '#0f5132';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Poker Night',
  short_name: 'Poker Night',
  description:
    'Organise home poker games: groups, events, seats, winners and a blind timer that works offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: FELT_DARK,
  background_color: FELT_DARK,
  // Rendered from web/public/favicon.svg and icons/maskable.svg by scripts/make-icons.mjs.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [{ name: 'Blind timer', short_name: 'Timer', url: '/#/timer' }],
};

export function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    // A deferred <script src="/registerSW.js"> in index.html: registration stays out of the
    // JavaScript the first paint waits for (and needs no inline script under the CSP).
    injectRegister: 'script-defer',
    manifest: webManifest,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The API explorer (/graphiql: GraphiQL, Monaco and its workers, a few MB, built into
      // graphiql/ by explorer.ts) is for the few who integrate, online: never pushed into every
      // member's offline cache.
      globIgnores: ['graphiql/**'],
      // Hash routes: the app's only page is /. Every other navigation (Google sign-in under
      // /auth, .ics files under /calendar) must reach the server, never the cached shell.
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/$/, /^\/index\.html$/],
      // One file, served by the app's own origin: nothing from a CDN.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // A new worker takes over open pages at once (autoUpdate; the plugin sets these itself
      // only for its automatic registration). The first visit is then controlled too, so it
      // works offline without a second load.
      skipWaiting: true,
      clientsClaim: true,
      // No runtimeCaching: API answers are never stored by the worker.
    },
  });
}
