// A tab opened before a deploy asks for a lazy page's chunk by its old hashed name, which the new
// build no longer has (404). The app reloads once (web/src/app/reloadOnStaleChunk.ts) and shows
// the page the person asked for, instead of a blank screen; a chunk still missing right after
// that reload does not reload again.
import { expect, test, type Page } from '@playwright/test';

const TIMER_CHUNK = /\/assets\/TimerPage-[^/]*\.js$/;

/** Counts the page's full loads of the app's HTML. */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

test('a page whose chunk is gone after a deploy reloads once and opens', async ({ page }) => {
  const loads = countDocumentLoads(page);
  // The old page's chunk name is gone (its preload and its import both 404); the reloaded page
  // is the new build, whose chunks all exist.
  await page.route(TIMER_CHUNK, (route) =>
    loads.count === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  // In-app navigation (no reload): the old build asks for its TimerPage chunk.
  await page.evaluate(() => (window.location.hash = '#/timer'));
  await expect.poll(() => loads.count).toBe(2);
  // A whole new load of the app: give it more than one expect's time on a busy machine.
  await expect(page.getByTestId('timer-clock')).toBeVisible({ timeout: 30_000 });
  expect(page.url()).toMatch(/#\/timer$/);
  expect(loads.count).toBe(2);
});

test('a chunk still missing after the reload does not reload again', async ({ page }) => {
  await page.route(TIMER_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads = countDocumentLoads(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  await page.evaluate(() => (window.location.hash = '#/timer'));
  // One reload, then the page says it could not load, offers a reload and the tab stays put.
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(loads.count).toBe(2);
  await expect(page.getByTestId('timer-clock')).toBeHidden();
});
