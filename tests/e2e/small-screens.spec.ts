// Screens on a phone (issue 28): at 390 px a figure never breaks inside an amount, Create Event's
// empty fields read as hints, the verify-email toast leaves the card's heading in sight, group
// members' addresses wrap only where people break them, and the API explorer shows its result.
// Each test checks what a person would see (boxes, lines, the viewport) and keeps screenshots at
// 390 and 1280 px among the test's outputs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { StartTournament } from '../support/tournament';
import { gql } from './support/api';
import { createAccount, registerViaUi, signUpMember } from './support/accounts';
import { createEventViaApi, groupWithMembers, joinEventViaApi } from './support/events';
import { latestMailTo, linkFrom, subjects } from './support/mail';
import { field, toast } from './support/ui';
import { PHONE, shoot, snap } from './support/screenshots';

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** How many lines an element's text takes, from its line boxes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The text of each line an element's text is laid out on, in order. */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}

test('the prize pool and payouts stay on one line each at 390 px', async ({ browser }) => {
  test.slow();
  const host = await signUpMember(browser, 'Hana Host');
  const player = await signUpMember(browser, 'Pia Player');
  const { page } = host;
  await page.setViewportSize(PHONE);
  // $80 × 2 = $160.00, the amount the issue saw wrap; $1,000,000 × 2, the longest a night shows.
  for (const [buyInCents, pool] of [
    [8000, '$160.00'],
    [100_000_000, '$2,000,000.00'],
  ] as const) {
    const eventId = await createEventViaApi(page.request, {
      title: 'Phone Night',
      startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      location: '3 Felt Lane',
      buyInCents,
      maxPlayers: 4,
    });
    await joinEventViaApi(player.page.request, eventId);
    await gql(page.request, StartTournament, { eventId, settings: { templateId: 'standard' } });
    await page.goto(`/#/event/${eventId}`);
    const figure = page.getByTestId('clock-prize-pool');
    await expect(figure).toHaveText(pool, { timeout: 30_000 });
    expect(await lineCount(figure)).toBe(1);
    // Shown whole: not cut off by its tile.
    await figure.scrollIntoViewIfNeeded();
    await snap(page, `prize-pool-${buyInCents}-clock-390`);
    const widths = await figure.evaluate((el) => ({
      text: el.scrollWidth,
      box: el.clientWidth,
      font: getComputedStyle(el).fontSize,
    }));
    expect(widths.text, JSON.stringify(widths)).toBeLessThanOrEqual(widths.box + 1);
    for (const payout of await page
      .getByRole('list', { name: 'Payouts' })
      .getByRole('listitem')
      .all()) {
      expect(await lineCount(payout)).toBe(1);
    }
    await expectNoSidewaysScroll(page);
    await shoot(page, `prize-pool-${buyInCents}`);
  }
  await host.context.close();
  await player.context.close();
});

test('Create Event at 390 px shows hints, not values, and fits the screen', async ({ browser }) => {
  const host = await signUpMember(browser, 'Fay Form');
  const { page } = host;
  await page.setViewportSize(PHONE);
  await page.goto('/#/create-event');
  const form = page.getByRole('form', { name: 'Create Event' });
  const title = field(form, 'Title');
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', "e.g. Friday Night Hold'em");
  const buyIn = field(form, 'Buy-in ($)');
  await expect(buyIn).toHaveValue('');
  await expect(buyIn).toHaveAttribute('placeholder', 'e.g. 20.00');
  // The hint is shown whole in its field on a phone.
  expect(await buyIn.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(
    true,
  );
  await expectNoSidewaysScroll(page);
  await shoot(page, 'create-event');
  await host.context.close();
});

test('the verify-email toast leaves the card heading in sight at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = `phone.verify.${Date.now().toString(36)}@example.com`;
  const since = Date.now();
  await registerViaUi(page, email);
  const mail = await latestMailTo(page.request, email, subjects.verify, { since });
  await page.goto(linkFrom(mail, '/verify-email'));
  const heading = page.getByRole('heading', { name: 'Email Verified!' });
  const shown = toast(page, 'Email verified successfully!');
  await expect(heading).toBeVisible();
  await expect(shown).toBeVisible();
  // Wait for the toast to finish sliding in before measuring.
  await page.waitForTimeout(600);
  const [a, b] = [(await heading.boundingBox())!, (await shown.boundingBox())!];
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `heading ${JSON.stringify(a)} and toast ${JSON.stringify(b)}`).toBe(false);
  await snap(page, 'verify-email-390');
});

test('group members’ addresses wrap only before the @ or a dot at 390 px', async ({ browser }) => {
  const owner = await signUpMember(browser, 'Olga Owner', {
    email: `olga.owner.of.the.thursday.regulars.${Date.now().toString(36)}@example.com`,
  });
  const longName = `maximiliana.featherstonehaugh-${Date.now().toString(36)}@verylongdomainname.example.com`;
  const member = await signUpMember(browser, 'Max Member', { email: longName });
  const groupId = await groupWithMembers(owner.page.request, 'Thursday Regulars', [
    { request: member.page.request, email: member.email },
  ]);
  const { page } = owner;
  await page.setViewportSize(PHONE);
  await page.goto(`/#/groups/${groupId}`);
  const members = page.getByRole('region', { name: /^Members \(\d+\)$/ });
  await expect(members).toBeVisible({ timeout: 30_000 });
  for (const address of [owner.email, member.email]) {
    const shown = members.getByText(address, { exact: true });
    await expect(shown).toBeVisible();
    const lines = await linesOf(shown);
    expect(lines.join('')).toBe(address);
    expect(lines.length).toBeGreaterThan(1); // long enough to wrap at 390 px
    // Every line after the first starts at a break a person would make (before the @ or a dot,
    // or after a hyphen of the address); none splits a word.
    lines.slice(1).forEach((line, i) => {
      expect(/^[@.]/.test(line) || lines[i]!.endsWith('-'), `${lines.join(' / ')}`).toBe(true);
    });
  }
  await expectNoSidewaysScroll(page);
  await shoot(page, 'group-members');
  await owner.context.close();
  await member.context.close();
});

test('/graphiql at 390 px shows the result of a query on the screen', async ({ page }) => {
  test.slow(); // the explorer's editor is a few MB
  await createAccount(page.request, 'Gia Graph');
  await page.setViewportSize(PHONE);
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"displayName": "Gia Graph"');
  const box = (await response.boundingBox())!;
  // The whole pane is on the screen, next to nothing and tall enough to read a few lines.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
  expect(box.height).toBeGreaterThan(150);
  await expect(response.getByText('"displayName": "Gia Graph"')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'graphiql');
});
