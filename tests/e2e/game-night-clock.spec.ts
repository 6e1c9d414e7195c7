// Game night's clock on every screen (issue 11): the host starts the night from the event page, a
// player's phone (whose clock is seven minutes slow) and the TV display (no sign-in, its clock
// three minutes fast) show the same level and time; pause, resume and next level on the host's
// phone reach the others live. Screenshots of the start form, both clock cards and the display at
// phone and laptop widths.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { createEventViaApi, EventScreen, joinEventViaApi } from './support/events';
import {
  clockOf,
  expectLevel,
  expectStatus,
  shownSeconds,
  skewPageClock,
  startGameNight,
} from './support/game-night';
import { shoot } from './support/screenshots';

const MINUTE = 60_000;

/**
 * Every page's shown seconds, read together, differ by at most one second. On a busy machine the
 * three reads can straddle a second's turn, so it reads again (a few times a second) until one
 * read agrees; clocks that truly disagree never do, and the check fails after its timeout.
 */
async function expectSameTime(pages: Page[]) {
  let seconds: number[] = [];
  await expect
    .poll(
      async () => {
        seconds = await Promise.all(pages.map(shownSeconds));
        return Math.max(...seconds) - Math.min(...seconds);
      },
      { message: 'the screens show the same second', intervals: [100, 200, 300] },
    )
    .toBeLessThanOrEqual(1);
  return seconds[0]!;
}

async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  return context.newPage();
}

test.describe('game night clock', () => {
  let host: SignedUpMember;
  let player: SignedUpMember;

  test.beforeEach(async ({ browser }) => {
    host = await signUpMember(browser, 'Lena Host');
    player = await signUpMember(browser, 'Omar Player');
  });

  test.afterEach(async () => {
    await host.context.close();
    await player.context.close();
  });

  test('host, player and TV follow one clock whatever their own clocks say', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const eventId = await createEventViaApi(host.page.request, {
      title: `Game night ${Date.now().toString(36)}`,
      startsAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
      location: '3 Felt Street',
      buyInCents: 2000,
      maxPlayers: 8,
    });
    await joinEventViaApi(player.page.request, eventId);

    // The player's phone runs seven minutes slow; it has the page open before the start.
    await skewPageClock(player.page, -7 * MINUTE);
    const playerEvent = new EventScreen(player.page);
    await playerEvent.open(eventId);
    await expect(player.page.getByRole('button', { name: 'Start game night' })).toHaveCount(0);
    await expect(clockOf(player.page)).toHaveCount(0);

    const hostEvent = new EventScreen(host.page);
    await hostEvent.open(eventId);
    await host.page.getByRole('button', { name: 'Start game night' }).click();
    const form = host.page.getByRole('dialog', { name: 'Start game night' });
    await expect(form.getByRole('combobox', { name: 'Payout split' })).toHaveValue(
      '100 (1–4 players)',
    );
    await shoot(host.page, 'start-form');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await startGameNight(host.page);

    // Started paused at level 1 with its full 20 minutes, on the host's and the player's screens.
    for (const page of [host.page, player.page]) {
      await expectLevel(page, 1, '25/50');
      await expectStatus(page, 'Paused');
      await expect(clockOf(page).getByTestId('timer-clock')).toHaveText('20:00');
      await expect(clockOf(page).getByTestId('clock-players-left')).toHaveText('2');
      await expect(clockOf(page).getByTestId('clock-prize-pool')).toHaveText('$40.00');
    }
    // Only the host has the controls and the TV link.
    await expect(clockOf(player.page).getByRole('button', { name: 'Resume' })).toHaveCount(0);
    const displayUrl = (await host.page.getByTestId('display-url').textContent())!;
    expect(displayUrl).toMatch(/\/#\/display\/.+/);
    await expect(
      host.page.getByRole('img', { name: 'QR code of the display link' }).locator('svg'),
    ).toBeVisible();

    // The TV: no sign-in, its clock three minutes fast.
    const tv = await anonymousPage(browser);
    await skewPageClock(tv, 3 * MINUTE);
    await tv.goto(displayUrl);
    await expectLevel(tv, 1, '25/50');
    await expectStatus(tv, 'Paused');
    await expect(clockOf(tv).getByRole('list', { name: 'Payouts' })).toContainText('1st$40.00');

    const everyone = [host.page, player.page, tv];
    await clockOf(host.page).getByRole('button', { name: 'Resume' }).click();
    for (const page of everyone) await expectStatus(page, 'Running');
    // Let it count a few seconds, then compare: within a second of each other.
    await host.page.waitForTimeout(3_200);
    const running = await expectSameTime(everyone);
    expect(running).toBeLessThan(20 * 60);
    expect(running).toBeGreaterThan(20 * 60 - 10);
    // The skewed screens measured their clocks' error (within the answer's time in flight).
    const skewOf = async (page: Page) => Number(await clockOf(page).getAttribute('data-skew-ms'));
    expect(Math.abs((await skewOf(player.page)) - 7 * MINUTE)).toBeLessThan(2_000);
    expect(Math.abs((await skewOf(tv)) + 3 * MINUTE)).toBeLessThan(2_000);

    await shoot(host.page, 'clock-host');
    await shoot(player.page, 'clock-player');
    await shoot(tv, 'display');

    // Pause on the host's phone: everyone stops on the same second.
    await clockOf(host.page).getByRole('button', { name: 'Pause' }).click();
    for (const page of everyone) await expectStatus(page, 'Paused');
    const pausedAt = await shownSeconds(host.page);
    for (const page of everyone) {
      await expect(clockOf(page).getByTestId('timer-clock')).toHaveText(
        `${String(Math.floor(pausedAt / 60)).padStart(2, '0')}:${String(pausedAt % 60).padStart(2, '0')}`,
      );
    }

    // Next level: everyone moves to level 2 with its full time, still paused.
    await clockOf(host.page).getByRole('button', { name: 'Next level' }).click();
    for (const page of everyone) {
      await expectLevel(page, 2, '50/100');
      await expect(clockOf(page).getByTestId('timer-clock')).toHaveText('20:00');
    }

    // Running again, a reload of the player's page lands on the same second as the others.
    await clockOf(host.page).getByRole('button', { name: 'Resume' }).click();
    for (const page of everyone) await expectStatus(page, 'Running');
    await player.page.reload();
    await expectLevel(player.page, 2, '50/100');
    await host.page.waitForTimeout(1_500);
    await expectSameTime(everyone);
    await tv.context().close();
  });
});
