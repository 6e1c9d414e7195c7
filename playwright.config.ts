// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server on
// embedded PGlite in a fresh data directory, with the fake Postmark and the local OpenID
// provider standing in for Google, all started by Playwright and reached through their URLs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT_BASE lets several checkouts run the suite side by side on one machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4010);
export const ports = { app: portBase, postmark: portBase + 589, google: portBase + 588 };
export const baseURL = `http://localhost:${ports.app}`;
/**
 * The address the server takes as this machine's Wi-Fi address (NETWORK_ADDRESSES, PUBLIC_URL
 * unset as in a fresh install): players' phones open the app here. A second loopback address, so
 * no test traffic leaves 127.0.0.0/8.
 */
export const networkURL = `http://127.0.0.2:${ports.app}`;
export const postmarkURL = `http://127.0.0.1:${ports.postmark}`;
export const googleURL = `http://127.0.0.1:${ports.google}`;
const google = { clientId: 'poker-night-e2e', clientSecret: 'e2e-secret' };
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'poker-night-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two spec files at a time: a spec mostly waits on the browser and the server, so two halve
  // the run on the 2-core CI machine (10 min for 63 tests); four overload it and time out.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous waits: a spec asserts what a person sees, not how fast (npm run bench measures
  // speed). Two workers, each with up to three browsers, share two cores with the server, so a
  // cold page can take well over ten seconds to show, and a long spec several minutes.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker precaches the whole build on every first visit; only
    // offline.spec.ts, which is about it, lets it run (the rest test the pages, not the cache).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'laptop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/fake-postmark.ts --port ${ports.postmark}`,
      url: `${postmarkURL}/__messages`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/support/fake-google.ts --port ${ports.google} --client-id ${google.clientId} --client-secret ${google.clientSecret} --redirect-uri ${baseURL}/auth/google/callback`,
      url: `${googleURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(ports.app),
        // PUBLIC_URL unset, as `npm start` runs by default: http://localhost:PORT, and the
        // machine's own network addresses, here 127.0.0.2 (networkURL).
        NETWORK_ADDRESSES: '127.0.0.2',
        DATA_DIR: dataDir,
        POSTMARK_SERVER_TOKEN: 'fake-postmark-token',
        POSTMARK_API_URL: postmarkURL,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: googleURL,
        // Lets set-up helpers give each simulated person their own address (X-Forwarded-For), so
        // the per-address registration limit does not cap how many people a suite can create.
        TRUST_PROXY: 'on',
      },
    },
  ],
});
