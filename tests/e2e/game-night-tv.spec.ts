// The night at the table (issue 28): the host's phone opens on the clock and its controls (Pause
// a few Tab stops after the header), the header says Live for host and players alike, the rest
// of the event folds into Event details; the TV shows the event's title and the seats by table
// after the draw, follows a bust live, and after a chop whose counts missed the chips in play
// (shown beside the totals, confirmed) shows the results and prizes, names only. Screenshots of
// the phone (390 px), the laptop (1280 px) and the TV (1280×800 and 1920×1080).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, EventScreen, joinEventViaApi } from './support/events';
import { clockOf } from './support/game-night';
import { expectToast } from './support/ui';
import { PHONE, shoot } from './support/screenshots';

test.describe.configure({ timeout: 180_000 });

const START = `mutation Start($eventId: ID!, $settings: TournamentSettingsInput!) {
  startTournament(eventId: $eventId, settings: $settings) { id displayUrl }
}`;
const RESUME = `mutation Resume($eventId: ID!) { resumeTournament(eventId: $eventId) { id } }`;

async function tvPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1920, height: 1080 },
  });
  return context.newPage();
}

const people: SignedUpMember[] = [];
test.afterEach(async () => {
  for (const member of people.splice(0)) await member.context.close();
});

test('the phone leads with the clock, the TV shows seats then results, a miscount is confirmed', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const host = await signUpMember(browser, 'Tia Host');
  const max = await signUpMember(browser, 'Max Mover');
  const ada = await signUpMember(browser, 'Ada Ace');
  people.push(host, max, ada);
  const title = `Friday felt ${stamp}`;
  // Tonight, in half an hour: started early, the event is still "upcoming" by the clock.
  const eventId = await createEventViaApi(host.page.request, {
    title,
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    location: '3 Felt Street',
    buyInCents: 2000,
    maxPlayers: 9,
  });
  await joinEventViaApi(max.page.request, eventId);
  await joinEventViaApi(ada.page.request, eventId);
  const { startTournament } = await gql(host.page.request, START, {
    eventId,
    settings: { templateId: 'standard', payoutPercents: [70, 30] },
  });
  await gql(host.page.request, RESUME, { eventId });
  const displayUrl = (startTournament as { displayUrl: string }).displayUrl;

  // The host's phone.
  await host.page.setViewportSize(PHONE);
  const hostEvent = new EventScreen(host.page);
  await hostEvent.open(eventId);
  await expect(hostEvent.state()).toHaveText('Live');
  const clock = clockOf(host.page);
  const pause = clock.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeVisible();
  const details = host.page.getByRole('button', { name: /Event details/ });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  // The clock comes first; the event's admin waits folded below.
  const clockTop = (await clock.boundingBox())!.y;
  expect(clockTop).toBeLessThan((await details.boundingBox())!.y);
  expect(clockTop).toBeLessThan(PHONE.height);
  await expect(host.page.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0);
  await expect(host.page.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);
  await expect(host.page.getByRole('region', { name: 'Tables' })).toHaveCount(0);

  // From the header, Pause is among the first Tab stops.
  await host.page.getByRole('heading', { level: 1, name: title }).click();
  let stops = 0;
  for (; stops < 4; stops++) {
    await host.page.keyboard.press('Tab');
    if (await pause.evaluate((button) => button === document.activeElement)) break;
  }
  expect(stops, 'Tab stops after the header before Pause').toBeLessThan(4);
  await shoot(host.page, 'host-phone', [PHONE, { width: 1280, height: 800 }]);

  // A player's page says Live too.
  await max.page.setViewportSize(PHONE);
  const maxEvent = new EventScreen(max.page);
  await maxEvent.open(eventId);
  await expect(maxEvent.state()).toHaveText('Live');
  await expect(clockOf(max.page)).toBeVisible();

  // Event details open from the keyboard, and close again.
  await details.focus();
  await host.page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(host.page.getByRole('link', { name: 'Add to Calendar' })).toBeVisible();
  await expect(host.page.getByRole('button', { name: 'Cancel Event' })).toBeVisible();
  await shoot(host.page, 'host-details-open', [PHONE]);
  await host.page.keyboard.press('Space');
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(host.page.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);

  // The TV, before and after the draw.
  const tv = await tvPage(browser);
  await tv.goto(displayUrl);
  await expect(tv.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(clockOf(tv)).toBeVisible();
  await expect(tv.getByRole('region', { name: 'Seats' })).toHaveCount(0);

  const card = host.page.getByRole('region', { name: 'Tournament Players' });
  await card.getByRole('button', { name: 'Draw Seats', exact: true }).click();
  await expectToast(host.page, 'Seats drawn');
  const seats = tv.getByRole('region', { name: 'Seats' });
  await expect(seats.getByRole('heading', { name: 'Table 1' })).toBeVisible();
  const table1 = seats.getByRole('list', { name: 'Table 1 seats' });
  await expect(table1.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Tia Host', 'Max Mover', 'Ada Ace']) {
    await expect(table1).toContainText(name);
  }
  await expect(table1.getByRole('listitem').first()).toHaveText(/^Seat \d+\S/);
  // Names only: no address anywhere on the TV.
  expect(await tv.locator('body').innerText()).not.toContain('@');
  await shoot(tv, 'seats', [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]);

  // Ada busts: she leaves the TV's table without a reload.
  await card
    .getByRole('listitem', { name: /^Ada Ace$/ })
    .getByRole('button', { name: 'Bust' })
    .click();
  const bust = host.page.getByRole('dialog', { name: 'Bust Ada Ace' });
  await bust.getByRole('button', { name: 'Bust Player' }).click();
  await expectToast(host.page, 'Ada Ace is out in 3rd place');
  await expect(table1.getByRole('listitem')).toHaveCount(2);
  await expect(table1).not.toContainText('Ada Ace');

  // The chop: 40,000 counted with 37,500 in play (three standard stacks) is shown and needs a
  // confirmation before Chop and Finish.
  await card.getByRole('button', { name: 'Chop', exact: true }).click();
  const chop = host.page.getByRole('dialog', { name: 'Chop the Prize Pool' });
  await chop.getByRole('textbox', { name: 'Tia Host’s chips' }).fill('20000');
  await chop.getByRole('textbox', { name: 'Max Mover’s chips' }).fill('20000');
  await expect(chop.getByRole('table', { name: 'Chop preview' })).toContainText('$30.00');
  const totals = chop.getByTestId('chop-chip-totals');
  await expect(totals).toContainText('Counted 40,000 of 37,500 chips in play');
  await expect(totals.getByRole('status')).toHaveText('2,500 chips more than in play');
  const submit = chop.getByRole('button', { name: 'Chop and Finish' });
  await expect(submit).toBeDisabled();
  await shoot(host.page, 'chop-mismatch', [PHONE]);
  await chop.getByRole('checkbox', { name: 'The counts are right: chop with them anyway' }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectToast(host.page, 'Chopped: the results are recorded');

  // The TV: the results and prizes, not a stopped clock.
  const results = tv.getByRole('table', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(clockOf(tv)).toHaveCount(0);
  await expect(tv.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(/1st\s*(Tia Host|Max Mover)\s*\$30\.00/);
  await expect(rows.nth(2)).toContainText(/2nd\s*(Tia Host|Max Mover)\s*\$30\.00/);
  await expect(rows.nth(3)).toContainText(/3rd\s*Ada Ace\s*\$0\.00/);
  expect(await tv.locator('body').innerText()).not.toContain('@');
  await shoot(tv, 'results', [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]);
  await tv.context().close();
});
