// Phones on the home Wi-Fi (issue 28): the server runs as `npm start` does, PUBLIC_URL unset, and
// takes 127.0.0.2 as this machine's network address (playwright.config.ts networkURL). A player's
// phone opens the app there, signs in and follows the night live; the host's phone there gets a
// TV link and QR code on that address, which the TV opens.
import { expect, test } from '@playwright/test';
import { networkURL } from '../../playwright.config';
import { createAccount, signIn, signUpMember } from './support/accounts';
import { createEventViaApi, EventScreen, joinEventViaApi } from './support/events';
import { phoneAt } from './support/devices';
import { clockOf, expectStatus, startGameNight } from './support/game-night';
import { snap } from './support/screenshots';

const MINUTE = 60_000;

test('a phone at the network address signs in, follows the night live and gets a TV link it can open', async ({
  browser,
  request,
}) => {
  // Three browsers (host, phone, TV) in one spec: on the 2-core CI machine beside the other
  // worker it takes about two minutes, so it gets three times the usual time.
  test.slow();
  const host = await signUpMember(browser, 'Nina Host');
  const title = `Wi-Fi night ${Date.now().toString(36)}`;
  const eventId = await createEventViaApi(host.page.request, {
    title,
    startsAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
    location: '7 Router Road',
    buyInCents: 2000,
    maxPlayers: 8,
  });
  const player = await createAccount(request, 'Theo Phone');
  await joinEventViaApi(request, eventId);

  // The player's phone signs in at the network address and opens the event.
  const phone = await phoneAt(browser);
  await signIn(phone, player.email);
  await expect(phone.getByText('Connection failed.')).toHaveCount(0);
  await new EventScreen(phone).open(eventId);
  await expect(clockOf(phone)).toHaveCount(0);

  // The host starts the night on the laptop: the phone's page follows over its WebSocket.
  const laptop = new EventScreen(host.page);
  await laptop.open(eventId);
  await startGameNight(host.page);
  await expect(clockOf(phone)).toBeVisible();
  await expectStatus(phone, 'Paused');
  await clockOf(host.page).getByRole('button', { name: 'Resume' }).click();
  await expectStatus(phone, 'Running');
  await snap(phone, 'home-network-player-390', true);

  // The host's own phone on the Wi-Fi: the TV link and its QR code are on the network address.
  const hostPhone = await phoneAt(browser);
  await signIn(hostPhone, host.email);
  await new EventScreen(hostPhone).open(eventId);
  const link = hostPhone.getByTestId('display-url');
  await expect(link).toHaveText(new RegExp(`^${networkURL.replaceAll('.', '\\.')}/#/display/`));
  await expect(hostPhone.getByTestId('display-qr').locator('svg')).toBeVisible();
  const displayUrl = (await link.textContent())!;

  // The TV opens it: no sign-in, the clock running.
  const tv = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await tv.goto(displayUrl);
  await expect(tv).toHaveTitle(`${title} · Game night`);
  await expectStatus(tv, 'Running');

  await tv.context().close();
  await hostPhone.context().close();
  await phone.context().close();
  await host.context.close();
});
