// How the browser reaches the server: a local install opened at 127.0.0.1 while PUBLIC_URL says
// localhost signs in as usual, and a page at an address the server does not serve says so.
import { expect, test } from '@playwright/test';
import { ports } from '../../playwright.config';
import { createAccount, signIn } from './support/accounts';
import { expectToast, logoutButton } from './support/ui';

test('the app opened at 127.0.0.1 signs in, though PUBLIC_URL is localhost', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'Loopback');
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${ports.app}` });
  const page = await context.newPage();
  await signIn(page, account.email);
  await expect(logoutButton(page)).toBeVisible();
  await expect(page.getByText('Connection failed.')).toHaveCount(0);
  await context.close();
});

test('a page at an address the server does not serve explains itself', async ({ page }) => {
  // As if the app were opened at the machine's LAN address while PUBLIC_URL names localhost.
  const foreign = `http://192.168.1.20:${ports.app}`;
  // (Sent from Playwright's side: Chromium keeps its own Origin on a continued request.)
  await page.route('**/graphql', async (route) => {
    const headers = { ...route.request().headers(), origin: foreign };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await page.goto('/#/login');
  await expectToast(
    page,
    `This page (${foreign}) is not the address this Poker Night server runs at. Open http://localhost:${ports.app} instead.`,
  );
});
