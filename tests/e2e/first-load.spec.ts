// A cold load of a deep link fetches that page's code while the sign-in state (`me`) is still on
// its way, instead of one round trip after it (web/src/app/routes.tsx, preloadPageFor): on a
// phone that round trip is a large part of the first paint (bench/lcp.ts).
import { expect, test } from '@playwright/test';

test('a deep link’s page code downloads while the sign-in state is still loading', async ({
  page,
}) => {
  const events: string[] = [];
  // Hold `me` for a second, so the order does not depend on how fast the server answers.
  await page.route('**/graphql', async (route) => {
    const isMe = route.request().postDataJSON()?.operationName === 'Me';
    if (isMe) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
    if (isMe) events.push('me answered');
  });
  page.on('request', (request) => {
    if (/\/assets\/TimerPage-[^/]*\.js$/.test(request.url())) events.push('timer code requested');
  });
  await page.goto('/#/timer');
  await expect(page.getByTestId('timer-clock')).toBeVisible();
  expect(events.slice(0, 2)).toEqual(['timer code requested', 'me answered']);
});
