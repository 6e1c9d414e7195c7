// The calendar feed (issue 12): the profile's Calendar card copies the secret feed address, which
// any calendar app (here a plain request with no cookie) reads as iCalendar holding the member's
// games; New address makes the old one answer 404 at once.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { baseURL } from '../../playwright.config';
import { signUpMember } from './support/accounts';
import { createEventViaApi, daysFromNow } from './support/events';
import { expectToast } from './support/ui';
import { snap } from './support/screenshots';

test('copy the feed address, read it, and rotate it', async ({ browser, playwright }) => {
  const member = await signUpMember(browser, 'Cal Endar');
  const { page, context } = member;
  await createEventViaApi(page.request, {
    title: 'Feed Night',
    startsAt: daysFromNow(3),
    location: '7 Felt Lane',
    buyInCents: 500,
    maxPlayers: 6,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/#/profile');
  const card = page.getByRole('region', { name: 'Calendar' });
  await expect(card.getByText(/\/calendar\/feed\/[a-z2-7]+\.ics$/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await card.scrollIntoViewIfNeeded();
    await snap(page, `calendar-card-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Copy address' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${baseURL}/calendar/feed/[a-z2-7]{32}\\.ics$`));
  await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    url.replace(/^http:\/\//, 'webcal://'),
  );

  // A calendar app: no cookie, just the address.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent).summary);
  expect(summaries).toContain('Feed Night');

  await card.getByRole('button', { name: 'New address' }).click();
  const confirm = page.getByRole('dialog', { name: 'New calendar address' });
  await confirm.getByRole('button', { name: 'Make a new address' }).click();
  await expectToast(page, 'New calendar address ready');
  await expect(card.getByText(url, { exact: true })).toHaveCount(0);
  const newUrl = (await card.getByText(/\/calendar\/feed\//).textContent())!.trim();
  expect(newUrl).not.toBe(url);

  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(newUrl)).status()).toBe(200);

  await calendarApp.dispose();
  await context.close();
});
