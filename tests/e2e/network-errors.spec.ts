// SPEC §8's backend-client messages where a request goes wrong on the way (SPEC §9: no answer
// within 10 seconds is a time-out): the write's own failure text titles the toast and the
// client's message says why — "Request time out.", "Connection failed.", "Server responded with
// status N." The server is fine; page.route stands in for a network that misbehaves.
import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { createEventViaApi, daysFromNow, EventScreen } from './support/events';
import { toast } from './support/ui';

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
  test.setTimeout(60_000);
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
  const started = Date.now();
  await event.action('Join Event').click();
  const timedOut = toast(page, 'Request time out.');
  await expect(timedOut).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  await expect(timedOut).toContainText('Failed to join event');
  await expect(event.action('Join Event')).toBeEnabled();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await onOperation(page, 'JoinEvent', (route) => route.abort('connectionrefused'));
  await event.action('Join Event').click();
  await expect(toast(page, 'Connection failed.')).toBeVisible();

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
