// How the browser reaches the server: a local install opened at 127.0.0.1 while PUBLIC_URL says
// localhost signs in as usual, and a page at an address the server does not serve says so (and
// names the machine's network address, which a phone can open). Phones at that network address:
// home-network.spec.ts.
import { expect, test } from '@playwright/test';
import { networkURL, ports } from '../../playwright.config';
import { createAccount, signIn, signUpMember } from './support/accounts';
import { createEventViaApi, createGroupViaApi } from './support/events';
import { watchCspViolations } from './support/csp';
import { expectToast, logoutButton } from './support/ui';

const DAY = 24 * 60 * 60 * 1000;

test('every screen loads under the Content Security Policy without a violation', async ({
  page,
}) => {
  // A cold load of every screen in one spec: 41 s alone, over 120 s beside the other worker on
  // the 2-core CI machine, so it gets three times the usual time.
  test.slow();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  // And what the browser reports but nobody logs (a refused eval that the code catches).
  const takeReported = await watchCspViolations(page);
  const visit = async (path: string, text: string | RegExp) => {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    violations.push(...(await takeReported()).map((v) => `${path}: ${v}`));
  };

  // Signed out: the public screens.
  const publicScreens = [
    ['/', /poker/i],
    ['/#/login', 'Welcome back'],
    ['/#/register', 'Create your account'],
    ['/#/contact', 'Contact Us'],
    ['/#/timer', 'Blind Structure'],
  ] as const;
  for (const [path, text] of publicScreens) await visit(path, text);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // Signed in: the member's screens, with an event and a group to open, and a live socket.
  await signUpMember(page, 'Csp');
  const eventId = await createEventViaApi(page.request, {
    title: 'Header Night',
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    location: '1 Policy Lane',
    buyInCents: 2000,
    maxPlayers: 8,
  });
  const groupId = await createGroupViaApi(page.request, 'Header Club');
  const screens = [
    ['/#/dashboard', 'Header Night'],
    [`/#/event/${eventId}`, 'Header Night'],
    ['/#/groups', 'Header Club'],
    [`/#/groups/${groupId}`, 'Header Club'],
    ['/#/create-event', 'Create'],
    ['/#/history', 'History'],
    ['/#/profile', 'Profile'],
    ['/#/timer', 'Blind Structure'],
  ];
  await page.goto('about:blank'); // a fresh load, so the app sees the new session
  for (const [path, text] of screens) await visit(path!, text!);
  // Each screen again as its own first load, so its own code (not an earlier screen's) boots.
  for (const [path, text] of screens) {
    await page.goto('about:blank');
    await visit(path!, text!);
  }
  // The API explorer is a page of its own under the same policy.
  await visit('/graphiql', 'Poker Night API');
  expect(violations).toEqual([]);
});

test('the app opened at 127.0.0.1 signs in, though PUBLIC_URL is localhost', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'Loopback');
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${ports.app}`,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signIn(page, account.email);
  await expect(logoutButton(page)).toBeVisible();
  await expect(page.getByText('Connection failed.')).toHaveCount(0);
  await context.close();
});

test('a page at an address the server does not serve explains itself', async ({ page }) => {
  // As if the app were opened at another machine's LAN address.
  const foreign = `http://192.168.1.20:${ports.app}`;
  // (Sent from Playwright's side: Chromium keeps its own Origin on a continued request.)
  await page.route('**/graphql', async (route) => {
    const headers = { ...route.request().headers(), origin: foreign };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await page.goto('/#/login');
  await expectToast(
    page,
    `This page (${foreign}) is not the address this Poker Night server runs at. Open ${networkURL} instead.`,
  );
});
