// `/` for a signed-in user (issue 15): docs/product.md sends people there after the first profile save and
// after an unknown event id, so it leads with their next game and the way to the dashboard,
// above the marketing, and its closing call to action leads to the dashboard too (issue 28); a
// visitor still gets only the marketing, ending with Create Your Account.
import { expect, test } from '@playwright/test';
import { formatEventDate } from '../../core/format';
import { DEFAULT_TIMEZONE } from '../../core/timezones';
import { signUpMember } from './support/accounts';
import { createEventViaApi, daysFromNow } from './support/events';
import { expectRoute } from './support/ui';

test('a member with games sees the next one first and reaches it and the dashboard', async ({
  browser,
}) => {
  const member = await signUpMember(browser, 'Nia Next');
  const soon = daysFromNow(2);
  const soonId = await createEventViaApi(member.page.request, {
    title: 'Soonest Showdown',
    startsAt: soon,
    location: '4 River Road',
    buyInCents: 1000,
    maxPlayers: 6,
  });
  await createEventViaApi(member.page.request, {
    title: 'Later Ladder',
    startsAt: daysFromNow(9),
    location: '5 Turn Street',
    buyInCents: 1000,
    maxPlayers: 6,
  });

  const { page } = member;
  await page.goto('/#/');
  const games = page.getByRole('region', { name: 'Your games' });
  await expect(games.getByText('Your next game')).toBeVisible();
  const next = games.getByRole('link', { name: 'Soonest Showdown' });
  await expect(next).toBeVisible();
  await expect(games).toContainText(formatEventDate(soon, DEFAULT_TIMEZONE));
  await expect(games).toContainText('4 River Road');
  await expect(games).not.toContainText('Later Ladder');
  // It comes before the marketing, and the visitor's buttons are gone.
  const above = await games.evaluate(
    (el) =>
      !!(
        el.compareDocumentPosition(document.getElementById('hero-title')!) &
        Node.DOCUMENT_POSITION_FOLLOWING
      ),
  );
  expect(above).toBe(true);
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  await next.click();
  await expectRoute(page, `/event/${soonId}`);
  await page.goto('/#/');
  await games.getByRole('link', { name: 'Go to dashboard' }).click();
  await expectRoute(page, '/dashboard');
  await member.context.close();
});

test('a member with no game sees just the dashboard link; a visitor sees neither', async ({
  browser,
  page: visitor,
}) => {
  const member = await signUpMember(browser, 'Ned Nogames');
  await member.page.goto('/#/');
  const games = member.page.getByRole('region', { name: 'Your games' });
  await expect(games.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  // Give the lazy next-game query its time before saying it shows nothing.
  await member.page.waitForLoadState('networkidle');
  await expect(games.getByText('Your next game')).toHaveCount(0);
  // The page's closing call to action leads a member to the dashboard, not to sign up again.
  const closing = member.page.getByRole('region', { name: 'Ready to shuffle up and deal?' });
  await expect(closing.getByRole('link', { name: 'Create Your Account' })).toHaveCount(0);
  await closing.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expectRoute(member.page, '/dashboard');
  await member.context.close();

  await visitor.goto('/#/');
  await expect(visitor.getByRole('heading', { level: 1, name: /poker night/i })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Your games' })).toHaveCount(0);
  const visitorClosing = visitor.getByRole('region', { name: 'Ready to shuffle up and deal?' });
  await expect(visitorClosing.getByRole('link', { name: 'Create Your Account' })).toHaveAttribute(
    'href',
    '#/register',
  );
  await expect(visitorClosing.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
});
