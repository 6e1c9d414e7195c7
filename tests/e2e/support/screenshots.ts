// Screenshots for a person to look at what a spec built: each screen at a phone's and a laptop's
// width, in the test's own folder under test-results. Taken only with E2E_SCREENSHOTS=1 (a
// developer reviewing screens, docs/architecture.md § Tests). Skipped otherwise, as in CI, where nobody looks
// at them and every full-page capture costs the 2-core machine a second of CPU that the other
// worker's clock and live-update checks need.
import { test, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * The page (full length) or one part of it at each size, as `<name>-<width>.png`; the viewport
 * is put back.
 */
export async function shoot(
  target: Page | Locator,
  name: string,
  sizes: { width: number; height: number }[] = [PHONE, LAPTOP],
) {
  if (!screenshotsWanted) return;
  const page = 'goto' in target ? target : target.page();
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // layout and transitions settle at the new width
    await snap(target, `${name}-${size.width}`, true);
  }
  if (before) await page.setViewportSize(before);
}

/** One screenshot of a page or a part of it, as it is now, as `<name>.png`. */
export async function snap(target: Page | Locator, name: string, fullPage = false) {
  if (!screenshotsWanted) return;
  const path = test.info().outputPath(`${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
