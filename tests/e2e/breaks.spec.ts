// Breaks in blind structures in Chromium (docs/product.md §10 Breaks): on /timer a signed-in
// member adds a break with a note to a custom template, sees "Next break in" count down and the
// clock run into the break ("Break" and its note, no blinds); the same template on game night shows
// the break on the host's clock and on the TV display. Screenshots at phone and laptop widths.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signUpMember } from './support/accounts';
import { createEventViaApi, EventScreen, joinEventViaApi } from './support/events';
import { clockOf, expectStatus } from './support/game-night';
import { shoot } from './support/screenshots';

const MINUTE = 60_000;

/** Creates "E2E Breaks" on /timer: 25/50, 50/100, a 10-minute colour-up break, 100/200. */
async function createTemplateWithBreak(page: Page) {
  await page.goto('/#/timer');
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Create template' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Breaks');
  await editor.getByRole('button', { name: 'Add level' }).click();
  await editor.getByRole('button', { name: 'Add break' }).click();
  // A break row has a note and minutes, and no blinds.
  await expect(editor.getByRole('textbox', { name: 'Break 1 small blind' })).toHaveCount(0);
  await editor.getByRole('textbox', { name: 'Break 1 note' }).fill('Colour up the 25s');
  await expect(editor.getByRole('textbox', { name: 'Break 1 duration in minutes' })).toHaveValue(
    '10',
  );
  await editor.getByRole('button', { name: 'Add level' }).click();
  // The level after the break goes on from level 2's blinds and is level 3, not 4.
  await expect(editor.getByRole('textbox', { name: 'Level 3 small blind' })).toHaveValue('100');
  await expect(editor).toContainText('3 levels · 1 break');
  await shoot(page, 'editor');
  await editor.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template saved successfully')).toBeVisible();
  await expect(editor).toHaveCount(0);
}

test.describe('breaks', () => {
  test('a custom template with a break runs into it on /timer', async ({ page }) => {
    await signUpMember(page, 'Breaky');
    await createTemplateWithBreak(page);

    const countdown = page.getByRole('region', { name: 'Countdown' });
    await expect(page.getByRole('combobox', { name: 'Templates' })).toHaveValue('E2E Breaks');
    await expect(countdown.getByRole('heading', { level: 2 })).toHaveText('Level 1');
    await expect(countdown).toContainText('of 3');
    await expect(page.getByTestId('timer-next-break')).toHaveText('Next break in 40:00');
    const structure = page.getByRole('region', { name: 'Blind Structure' });
    await expect(structure.locator('tbody tr').nth(2)).toContainText('Break · Colour up the 25s');
    await expect(structure.locator('tbody tr').nth(2)).toContainText('10 min');

    // Running, the figure counts down with the clock.
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(page.getByTestId('timer-next-break')).not.toHaveText('Next break in 40:00');
    await page.getByRole('button', { name: 'Next Level', exact: true }).click();
    await expect(countdown).toContainText('Next: Break · 10 min');
    await expect(page.getByTestId('timer-next-break')).toHaveText(/Next break in (20:00|19:5\d)/);

    await page.getByRole('button', { name: 'Next Level', exact: true }).click();
    await expect(countdown.getByRole('heading', { level: 2 })).toHaveText('Break');
    await expect(page.getByTestId('timer-break-note')).toHaveText('Colour up the 25s');
    await expect(page.getByTestId('timer-blinds')).toHaveCount(0);
    await expect(page.getByTestId('timer-next-break')).toHaveCount(0);
    await expect(countdown).toContainText('Next level: 100/200');
    await expect(structure.locator('tbody tr').nth(2)).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await shoot(page, 'timer-on-break');

    // A reload keeps the break.
    await page.reload();
    await expect(countdown.getByRole('heading', { level: 2 })).toHaveText('Break');
    await expect(page.getByTestId('timer-break-note')).toHaveText('Colour up the 25s');
  });

  test('game night on that template shows the break on the clock and the TV', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const host = await signUpMember(browser, 'Bree Host');
    const player = await signUpMember(browser, 'Pat Player');
    try {
      await createTemplateWithBreak(host.page);
      const eventId = await createEventViaApi(host.page.request, {
        title: `Breaks night ${Date.now().toString(36)}`,
        startsAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
        location: '3 Felt Street',
        buyInCents: 2000,
        maxPlayers: 8,
      });
      await joinEventViaApi(player.page.request, eventId);

      await new EventScreen(host.page).open(eventId);
      await host.page.getByRole('button', { name: 'Start game night' }).click();
      const form = host.page.getByRole('dialog', { name: 'Start game night' });
      await form.getByRole('combobox', { name: 'Template' }).click();
      await host.page.getByRole('option', { name: 'E2E Breaks', exact: true }).click();
      await form.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(form).toBeHidden();

      const clock = clockOf(host.page);
      await expectStatus(host.page, 'Paused');
      await expect(clock.getByRole('heading', { name: 'Level 1' })).toBeVisible();
      await expect(clock).toContainText('of 3');
      await expect(clock.getByTestId('timer-next-break')).toHaveText('Next break in 40:00');
      await shoot(host.page, 'game-night-level-1');

      // The player's phone counts down to the break too.
      await new EventScreen(player.page).open(eventId);
      await expect(clockOf(player.page).getByTestId('timer-next-break')).toHaveText(
        'Next break in 40:00',
      );

      // The host jumps to the break: every screen shows it, live.
      await clock.getByRole('button', { name: 'Next level' }).click();
      await expect(clock.getByRole('heading', { name: 'Level 2' })).toBeVisible();
      await clock.getByRole('button', { name: 'Next level' }).click();
      await expect(clock.getByRole('heading', { name: 'Break' })).toBeVisible();
      await expect(clock.getByTestId('timer-break-note')).toHaveText('Colour up the 25s');
      await expect(clock.getByTestId('timer-clock')).toHaveText('10:00');
      await expect(clock.getByRole('combobox', { name: 'Jump to level' })).toHaveValue(
        'Break · Colour up the 25s',
      );
      await expect(clockOf(player.page).getByRole('heading', { name: 'Break' })).toBeVisible();
      await expect(clockOf(player.page).getByTestId('timer-break-note')).toHaveText(
        'Colour up the 25s',
      );
      await shoot(host.page, 'game-night-host');

      const displayUrl = (await host.page.getByTestId('display-url').textContent())!;
      const tvContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const tv = await tvContext.newPage();
      await tv.goto(displayUrl);
      await expect(clockOf(tv).getByRole('heading', { name: 'Break' })).toBeVisible();
      await expect(clockOf(tv).getByTestId('timer-break-note')).toHaveText('Colour up the 25s');
      await shoot(tv, 'display');
      await tvContext.close();
    } finally {
      await host.context.close();
      await player.context.close();
    }
  });
});
