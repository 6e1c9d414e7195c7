// Offline and installable (issue 15; docs/product.md §4 network state, §8 backend-client messages): the
// manifest and service worker make the app installable; after one visit the app shell and the
// blind timer open with the network cut; a signed-in page keeps its last data, marked offline;
// a write made offline is refused and changes nothing; back online, live updates resume.
// Signing out offline clears the device at once and ends the session once back (issue 27, #8).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { Me } from '../support/operations';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, EventScreen } from './support/events';
import { expectToast, logoutButton, topBar } from './support/ui';
import { snap } from './support/screenshots';

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;
const OFFLINE_BANNER = /You're offline — showing what was last seen/;

const ADD_TABLE = `mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {
  addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) { id }
}`;

/** Waits until the service worker controls the page, with the whole build precached. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Which of `secrets` this origin keeps anywhere a script can read — localStorage,
 * sessionStorage, Cache Storage (the service worker's), IndexedDB — as `where: secret`.
 */
async function storedSecrets(page: Page, secrets: string[]): Promise<string[]> {
  return page.evaluate(async (secrets) => {
    const found: string[] = [];
    const look = (where: string, text: string) => {
      for (const secret of secrets) if (text.includes(secret)) found.push(`${where}: ${secret}`);
    };
    for (const storage of [localStorage, sessionStorage])
      for (const key of Object.keys(storage)) look(`storage ${key}`, key + storage.getItem(key));
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        look(`cache ${request.url}`, request.url + ((await response?.text()) ?? ''));
      }
    }
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
    for (const { name } of await indexedDB.databases()) {
      const db = await done(indexedDB.open(name!));
      for (const store of db.objectStoreNames) {
        const rows = await done(db.transaction(store).objectStore(store).getAll());
        look(`indexedDB ${name}/${store}`, JSON.stringify(rows));
      }
      db.close();
    }
    return found;
  }, secrets);
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
}

test('the web app manifest is served, complete, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Poker Night',
    short_name: 'Poker Night',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f5132',
    background_color: '#0f5132',
  });
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(
    expect.arrayContaining([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe(icon.type);
  }

  // The worker script is always revalidated, so a new build's worker is found on the next visit.
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a service worker controls the page, and the timer runs with the network cut', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  await page.goto('/#/timer');
  await expect(page.getByTestId('timer-clock')).toBeVisible();
  await waitForServiceWorker(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toMatch(/\/$/);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();

  // docs/product.md §4 Timer: level 1 at full time, paused; Resume counts down.
  const clock = page.getByTestId('timer-clock');
  await expect(clock).toHaveText('20:00');
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(clock).toHaveText(/^19:5\d$/, { timeout: 5_000 });

  // The landing page (another route) opens offline too.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('offline: last data stays readable, writes are refused, live updates resume online', async ({
  page,
  context,
}) => {
  const host = await signUpMember(page, 'Olive Offline');
  const eventId = await createEventViaApi(page.request, {
    title: 'Power Cut Poker',
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    location: '1 Candle Lane',
    buyInCents: 2000,
    maxPlayers: 8,
  });

  // A first visit online: the dashboard and the event page, then the worker takes over.
  await page.goto('/#/dashboard');
  await expect(page.getByText('Power Cut Poker').first()).toBeVisible();
  await waitForServiceWorker(page);
  const event = new EventScreen(page);
  await event.open(eventId);
  await expect(event.title()).toHaveText('Power Cut Poker');

  // The network drops: the page stays, marked offline.
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();

  // A write is refused with a clear message, and nothing changes (checked on the server below).
  await page.getByRole('button', { name: 'Add Table', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Table' });
  await dialog.getByRole('button', { name: 'Add Table' }).click();
  await expectToast(page, "You're offline, so this was not saved");
  await expectToast(page, 'Failed to add table');

  // A reload with no network shows the last data seen, still marked offline.
  await page.reload();
  await expect(event.title()).toHaveText('Power Cut Poker');
  await expect(offlineBanner(page)).toBeVisible();
  await page.goto('/#/dashboard');
  await expect(page.getByText('Power Cut Poker').first()).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // The banner keeps the page accessible (WCAG 2.1 AA, as tests/e2e/accessibility.spec.ts).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await snap(page, 'offline-dashboard-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(offlineBanner(page)).toBeVisible();
  await snap(page, 'offline-dashboard-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A page never seen has nothing to show: docs/product.md §8's offline read error.
  await page.goto('/#/history');
  await expect(
    page.getByText('Failed to get document because the client is offline.'),
  ).toBeVisible();

  // Meanwhile someone else's change lands on the server (the API is reached from the test).
  await event.open(eventId).catch(() => {});
  await expect(event.title()).toHaveText('Power Cut Poker');
  await gql(host.page.request, ADD_TABLE, { eventId, name: 'Back Room', maxSeats: 6 });
  await expect(page.getByRole('group', { name: 'Back Room seats' })).toHaveCount(0);

  // Back online, without a reload: the missed change arrives, then a live one.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Back Room seats' })).toBeVisible();
  await gql(host.page.request, ADD_TABLE, { eventId, name: 'Kitchen', maxSeats: 6 });
  await expect(page.getByRole('group', { name: 'Kitchen seats' })).toBeVisible();
  // The refused write never reached the server: only the two tables added from here exist.
  await expect(page.getByRole('group', { name: /seats$/ })).toHaveCount(2);
});

test('signing out offline clears this device at once; back online, the session is ended', async ({
  page,
  context,
  playwright,
}) => {
  const member = await signUpMember(page, 'Sid Shared-Laptop');
  await createEventViaApi(page.request, {
    title: 'Borrowed Laptop Poker',
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    location: '9 Shared Desk Road',
    buyInCents: 2000,
    maxPlayers: 8,
  });
  const secrets = [member.email, member.displayName, 'Borrowed Laptop Poker', '9 Shared Desk Road'];
  await page.goto('/#/dashboard');
  await expect(page.getByText('Borrowed Laptop Poker').first()).toBeVisible();
  await waitForServiceWorker(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'pn_session');
  expect(session).toBeDefined();

  // The network drops; the last data seen is kept for offline reads (so the check below bites).
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect.poll(() => storedSecrets(page, secrets)).not.toEqual([]);

  // Sign-out works all the same: the visitor's landing page at once, nothing of them anywhere.
  await logoutButton(page).click();
  await expect(topBar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
  await expect(page.getByText('Borrowed Laptop Poker')).toHaveCount(0);
  expect(await storedSecrets(page, secrets)).toEqual([]);

  // The next person, still offline, reloads: still signed out, still nothing to find.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
  await page.goto('/#/dashboard');
  await expect(page.getByText('Borrowed Laptop Poker')).toHaveCount(0);
  expect(await storedSecrets(page, secrets)).toEqual([]);

  // Back online, the sign-out reaches the server before anything else: the cookie is gone ...
  const signedOut = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && /signOut/.test(response.request().postData() ?? ''),
  );
  await context.setOffline(false);
  expect(await (await signedOut).json()).toMatchObject({ data: { signOut: true } });
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'pn_session'))
    .toBe(false);
  await page.goto('/');
  await expect(topBar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);

  // ... and the old session no longer works, even for whoever kept a copy of the cookie.
  const stolen = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `pn_session=${session!.value}` },
  });
  expect((await gql(stolen, Me)).me).toBeNull();
  await stolen.dispose();
});
