// Page helpers for game night's clock (issue 11): the clock card on the event page and the TV
// display share one face (data-testid="tournament-clock"); these read it the way a person does.
import { expect, type Locator, type Page } from '@playwright/test';

/** The clock face on a page (event page or display). */
export function clockOf(page: Page): Locator {
  return page.getByTestId('tournament-clock');
}

/** Seconds left as the face shows them (mm:ss or h:mm:ss). */
export async function shownSeconds(page: Page): Promise<number> {
  const text = (await clockOf(page).getByTestId('timer-clock').textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

export async function expectStatus(page: Page, status: 'Running' | 'Paused' | 'Finished') {
  await expect(clockOf(page).getByRole('region', { name: 'Countdown' })).toContainText(status);
}

export async function expectLevel(page: Page, level: number, blinds: string) {
  await expect(clockOf(page).getByRole('heading', { name: `Level ${level}` })).toBeVisible();
  await expect(clockOf(page).getByTestId('timer-blinds')).toHaveText(blinds);
}

/**
 * Makes the page's own clock (Date and Date.now) run `offsetMs` away from the real time, from its
 * next navigation on: a phone whose clock is wrong. The server's clock is the right one.
 */
export async function skewPageClock(page: Page, offsetMs: number) {
  await page.addInitScript((offset: number) => {
    const RealDate = Date;
    class SkewedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string]));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    window.Date = SkewedDate as DateConstructor;
  }, offsetMs);
}

/** Starts game night from the host's event page with the start form's defaults. */
export async function startGameNight(page: Page) {
  await page.getByRole('button', { name: 'Start game night' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start game night' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
}
