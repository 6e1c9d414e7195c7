// docs/product.md §8's backend-client messages where a request goes wrong on the way (docs/product.md §9: no answer
// within 10 seconds is a time-out): the write's own failure text titles the toast and the
// client's message says why — "Request time out.", "Connection failed.", "Server responded with
// status N." The server is fine; page.route stands in for a network that misbehaves. A request
// with no answer, or no connection, also makes the app offline until the server answers a probe
// again (docs/product.md §9: backoff from 1 s, ×1.5, at most 60 s).
import { expect, test, type Page, type Route } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, daysFromNow, EventScreen } from './support/events';
import { expectToast, toast } from './support/ui';

function offlineBanner(page: Page) {
  return page
    .getByRole('status')
    .filter({ hasText: /You're offline — showing what was last seen/ });
}

/** Routes one operation (by name) to `handle`; everything else reaches the server. */
async function onOperation(page: Page, name: string, handle: Parameters<Page['route']>[1]) {
  await page.route('**/graphql', async (route, request) => {
    if (request.postDataJSON()?.operationName === name) return handle(route, request);
    return route.fallback();
  });
}

test('a write that gets no answer fails after 10 s with "Request time out."; others say why', async ({
  browser,
}) => {
  const host = await signUpMember(browser, 'Tim Host');
  const guest = await signUpMember(browser, 'Tia Guest');
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Slow Network Night',
    startsAt: daysFromNow(3),
    location: '8 Lag Lane',
    buyInCents: 0,
    maxPlayers: 6,
  });
  const { page } = guest;
  const event = new EventScreen(page);
  await event.open(eventId);

  // Never answered: the request is given up after 10 seconds.
  await onOperation(page, 'JoinEvent', () => new Promise<void>(() => {}));
  // The banner may last only until the next probe, a second later: watch for it from the start.
  const wentOffline = offlineBanner(page).waitFor({ state: 'visible', timeout: 20_000 });
  const started = Date.now();
  await event.action('Join Event').click();
  const timedOut = toast(page, 'Request time out.');
  await expect(timedOut).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  await expect(timedOut).toContainText('Failed to join event');
  await expect(event.action('Join Event')).toBeEnabled();
  // No answer means offline, until the probe (not routed here) reaches the server a moment later.
  await wentOffline;
  await expect(offlineBanner(page)).toHaveCount(0, { timeout: 5_000 });

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await onOperation(page, 'JoinEvent', (route) => route.abort('connectionrefused'));
  await event.action('Join Event').click();
  await expect(toast(page, 'Connection failed.')).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0, { timeout: 5_000 });

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await onOperation(page, 'JoinEvent', (route) => route.fulfill({ status: 503, body: 'down' }));
  await event.action('Join Event').click();
  await expect(toast(page, 'Server responded with status 503.')).toBeVisible();

  // Nothing was written: the guest still is not a player.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await event.open(eventId);
  await expect(event.action('Join Event')).toBeVisible();
  for (const member of [host, guest]) await member.context.close();
});

const ADD_TABLE = `mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {
  addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) { id }
}`;

test('a server that stops answering makes the app offline after 10 s; it comes back by itself', async ({
  page,
}) => {
  await signUpMember(page, 'Sal Silent');
  const eventId = await createEventViaApi(page.request, {
    title: 'Silent Server Night',
    startsAt: daysFromNow(3),
    location: '3 Quiet Court',
    buyInCents: 0,
    maxPlayers: 6,
  });
  const event = new EventScreen(page);
  await event.open(eventId);
  await expect(event.title()).toHaveText('Silent Server Night');

  // Every HTTP request to the API hangs, the reachability probes included.
  const hung: Route[] = [];
  const hang = (route: Route) => void hung.push(route);
  await page.route('**/graphql*', hang);

  await page.getByRole('button', { name: 'Add Table', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Table' });
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Add Table' }).click();
  await expect(offlineBanner(page)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  await expectToast(page, 'Request time out.');

  // Offline now: the next write is refused at once, with the product's offline message.
  await dialog.getByRole('button', { name: 'Add Table' }).click();
  await expectToast(page, "You're offline, so this was not saved");
  await page.keyboard.press('Escape');
  await expect(event.title()).toHaveText('Silent Server Night');

  // Meanwhile a change lands on the server (the test's own request is not routed).
  await gql(page.request, ADD_TABLE, { eventId, name: 'Back Room', maxSeats: 6 });

  // The server answers again: a waiting probe gets through, the banner goes, the page is fresh.
  await page.unroute('**/graphql*', hang);
  for (const route of hung) {
    if (route.request().method() === 'GET') await route.continue().catch(() => {});
    else await route.abort().catch(() => {});
  }
  await expect(offlineBanner(page)).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('group', { name: 'Back Room seats' })).toBeVisible();
  // Neither write reached the server: the one table is the one added from here.
  await expect(page.getByRole('group', { name: /seats$/ })).toHaveCount(1);
});
