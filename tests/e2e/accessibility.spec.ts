// Every screen and dialog checked by two engines, axe-core against WCAG 2.1 AA and
// HTML_CodeSniffer against WCAG 2 AA (support/htmlcs.ts), in Chromium: a visitor's
// screens, a member's screens (with an event that has players, a table and winners, and a group
// with members and invitations), the group admin page, the API explorer, and the dialogs those
// screens open — the date pickers with their calendar open and a date picked (its clear button).
// Zero violations from either engine. Each check also fails on an id used twice in the document,
// which axe's WCAG 2.1 rules do not check and HTML_CodeSniffer checks only on a whole page.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { Me, ReserveSeat } from '../support/operations';
import { baseURL } from '../../playwright.config';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import {
  createEventViaApi,
  daysFromNow,
  EventScreen,
  groupWithMembers,
  joinEventViaApi,
} from './support/events';
import { clockOf } from './support/game-night';
import { htmlcsErrors } from './support/htmlcs';
import { settle } from './support/ui';

const ADD_TABLE = `mutation AddTable($eventId: ID!) {
  addTable(eventId: $eventId, name: "Main", maxSeats: 6) { tables { id } }
}`;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Each test walks many screens and runs axe on each: give it more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** Every id that more than one element of the document carries (labels and ARIA break on them). */
async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });
}

/**
 * Runs axe over the page (or one dialog of it) and fails listing each rule and node it broke;
 * `exclude` leaves out a part that is not ours to fix (say why where it is used).
 */
async function expectAccessible(page: Page, screen: string, include?: string, exclude?: string) {
  expect.soft(await duplicateIds(page), `ids used twice on ${screen}`).toEqual([]);
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  // Mantine's required-field asterisk is aria-hidden (the field itself is announced as required),
  // and axe's color-contrast passes over hidden text and text that is only punctuation; people
  // still read it (HTML_CodeSniffer found it at 3.3:1). For the check, each one is shown to axe
  // with a word beside it in its own colour and size, then put back as it was.
  const shown = await page.evaluate(() => {
    const asterisks = document.querySelectorAll('[class*="mantine-"][class*="-required"]');
    for (const asterisk of asterisks) {
      asterisk.setAttribute('aria-hidden', 'false');
      asterisk.textContent = ' * required';
    }
    return asterisks.length;
  });
  const { violations } = await builder.analyze();
  const htmlcs = await htmlcsErrors(page, include, exclude);
  if (shown)
    await page.evaluate(() => {
      for (const asterisk of document.querySelectorAll('[class*="mantine-"][class*="-required"]')) {
        asterisk.setAttribute('aria-hidden', 'true');
        asterisk.textContent = ' *';
      }
    });
  const report = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]}`),
  );
  expect.soft(report, `axe violations on ${screen}`).toEqual([]);
  expect.soft(htmlcs, `HTML_CodeSniffer errors on ${screen}`).toEqual([]);
}

async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await settle(page);
}

async function openDialog(page: Page, opener: RegExp | string, name: string | RegExp) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectAccessible(page, `dialog ${String(name)}`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The date picker `label` inside `scope`, checked with its calendar open, then with a day picked
 * (a clearable one then shows its clear button), on the whole page: the calendar is a popover
 * outside any dialog.
 */
async function checkDatePicker(
  page: Page,
  scope: Page | Locator,
  label: RegExp,
  screen: string,
  { clearable = true } = {},
) {
  await scope.getByRole('button', { name: label }).click();
  const calendar = page.getByRole('dialog', { name: /^Pick (a )?date/ });
  await expect(calendar).toBeVisible();
  await settle(page);
  await expectAccessible(page, `${screen}, calendar open`);
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: /^15 \w+ \d{4}$/ }).click();
  // A date-and-time picker closes on its confirm button, a date picker on the pick itself.
  const confirm = calendar.getByRole('button', { name: 'Confirm date and time' });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(calendar).toBeHidden({ timeout: 1_000 });
  }).toPass();
  if (clearable) await expect(scope.getByRole('button', { name: 'Clear date' })).toBeVisible();
  await page.mouse.move(0, 0);
  await settle(page);
  await expectAccessible(page, `${screen}, a date picked`);
}

/** Opens the dialog `name` with `opener` and checks its date picker `label` as above. */
async function checkDialogDatePicker(
  page: Page,
  opener: string,
  name: string,
  label: RegExp,
  options?: { clearable?: boolean },
) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await checkDatePicker(page, dialog, label, `dialog ${name}`, options);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor’s screens have no accessibility violations', async ({ page }) => {
  await openScreen(page, '/', /poker/i);
  await expectAccessible(page, 'landing');
  await openScreen(page, '/login', 'Welcome back');
  await expectAccessible(page, 'sign in');
  await openScreen(page, '/register', 'Create your account');
  await expectAccessible(page, 'register');
  await openScreen(page, '/contact', 'Contact Us');
  await expectAccessible(page, 'contact');
  await page.goto('/#/timer');
  await expect(page.getByTestId('timer-clock')).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'timer');
  await openScreen(page, '/no-such-page', /not found/i);
  await expectAccessible(page, 'not found');
});

/** A host with a group (one member) and an upcoming group event the member has joined. */
async function hostWithEvent(page: Page, browser: Browser) {
  await signUpMember(page, 'Hana Host');
  const guest = await signUpMember(browser, 'Gus Guest');
  const groupId = await groupWithMembers(page.request, 'Thursday Regulars', [
    { request: guest.page.request, email: guest.email },
  ]);
  const eventId = await createEventViaApi(page.request, {
    title: 'Friday Hold’em',
    startsAt: daysFromNow(3),
    location: '12 Felt Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
  });
  await joinEventViaApi(guest.page.request, eventId);
  return { guest, groupId, eventId };
}

test('a member’s dashboard, history, groups and their dialogs have no violations', async ({
  page,
  browser,
}) => {
  const { guest, groupId } = await hostWithEvent(page, browser);
  await guest.context.close();
  // Signed in, / leads with the next game (loaded lazily) above the marketing.
  await openScreen(page, '/', /poker/i);
  await expect(page.getByTestId('next-game')).toBeVisible();
  await expectAccessible(page, 'landing (member)');
  await openScreen(page, '/dashboard', 'Dashboard');
  await expectAccessible(page, 'dashboard');
  await openScreen(page, '/history', 'Event History');
  await expectAccessible(page, 'history');
  await openScreen(page, '/groups', 'Groups');
  await expectAccessible(page, 'groups');
  await openDialog(page, 'Create Group', 'Create Group');
  await openScreen(page, `/groups/${groupId}`, 'Thursday Regulars');
  await expectAccessible(page, 'group');
  await openDialog(page, /^Invite/, /Invite/);
  await openDialog(page, 'New season', 'New season');
  await checkDialogDatePicker(page, 'New season', 'New season', /^First day/, {
    clearable: false,
  });
});

test('creating an event and the host’s event page have no violations', async ({
  page,
  browser,
}) => {
  const { guest, eventId } = await hostWithEvent(page, browser);
  // The guest sits at a table, so the host's Release Seat confirm can be checked too.
  const { addTable } = await gql(page.request, ADD_TABLE, { eventId });
  await gql(guest.page.request, ReserveSeat, { tableId: addTable.tables[0].id, seatNumber: 2 });
  await guest.context.close();
  await openScreen(page, '/create-event', 'Create Event');
  await expectAccessible(page, 'create event');
  await checkDatePicker(page, page, /^Date and Time/, 'create event');
  await openDialog(page, 'Add New Location', 'Add New Location');
  await new EventScreen(page).open(eventId);
  await settle(page);
  await expectAccessible(page, 'event (host)');
  await openDialog(page, 'Edit Event', 'Edit Event');
  await checkDialogDatePicker(page, 'Edit Event', 'Edit Event', /^Date and Time/);
  await openDialog(page, 'Run It Again', 'Run It Again');
  await checkDialogDatePicker(page, 'Run It Again', 'Run It Again', /^Date and Time/);
  await openDialog(page, /^Invite/, /Invite/);
  // The invite dialog after a send that skipped something: its Not invited list.
  await page
    .getByRole('button', { name: /^Invite/ })
    .first()
    .click();
  const invite = page.getByRole('dialog', { name: 'Invite Players' });
  await invite.getByRole('textbox').fill('new@example.com, typo@@example');
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expect(invite.getByRole('list', { name: 'Not invited' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'invite dialog, skipped entries', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  await openDialog(page, 'Add Table', 'Add Table');
  await openDialog(page, 'Add player', 'Add player');
  await openDialog(page, /^Cancel Event/, /Cancel/);
  await openDialog(page, 'Release seat 2 (Gus Guest)', 'Release Seat');
});

test('a player’s event page, the profile and the template editor have no violations', async ({
  page,
  browser,
}) => {
  const { guest, eventId } = await hostWithEvent(page, browser);
  await new EventScreen(guest.page).open(eventId);
  await settle(guest.page);
  await expectAccessible(guest.page, 'event (player)');
  await guest.context.close();
  await openScreen(page, '/profile', 'Profile');
  await expectAccessible(page, 'profile');
  await page.goto('/#/timer');
  await expect(page.getByTestId('timer-clock')).toBeVisible();
  await openDialog(page, 'Create template', /template/i);
});

test('game night: the start form, the host’s and a player’s clock and the TV display have no violations', async ({
  page,
  browser,
}) => {
  await signUpMember(page, 'Hana Host');
  const guest = await signUpMember(browser, 'Gus Guest');
  const eventId = await createEventViaApi(page.request, {
    title: 'Tonight’s Hold’em',
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    location: '12 Felt Street',
    buyInCents: 2000,
    maxPlayers: 6,
  });
  await joinEventViaApi(guest.page.request, eventId);
  await new EventScreen(page).open(eventId);
  await settle(page);
  await expectAccessible(page, 'event (host, before game night)');
  await openDialog(page, 'Start game night', 'Start game night');
  // The custom split's fields too.
  await page.getByRole('button', { name: 'Start game night' }).click();
  const form = page.getByRole('dialog', { name: 'Start game night' });
  await form.getByRole('combobox', { name: 'Payout split' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(form.getByRole('textbox', { name: '1st place (%)' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'start game night, custom split', '[role="dialog"]');
  await form.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(clockOf(page)).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'event (host, game night)');
  await openDialog(page, 'New link', 'New display link');
  const displayUrl = (await page.getByTestId('display-url').textContent())!;

  await new EventScreen(guest.page).open(eventId);
  await expect(clockOf(guest.page)).toBeVisible();
  await settle(guest.page);
  await expectAccessible(guest.page, 'event (player, game night)');
  await guest.context.close();

  const tv = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await tv.goto(displayUrl);
  await expect(clockOf(tv)).toBeVisible();
  await settle(tv);
  await expectAccessible(tv, 'game night display');
  await tv.context().close();
});

const SET_WINNERS = `mutation Winners($eventId: ID!, $winners: [WinnerInput!]!) {
  setWinners(eventId: $eventId, winners: $winners) { id }
}`;

test('the group admin page and the API explorer have no violations', async ({ page, browser }) => {
  await signUpMember(page, 'Hana Host');
  const guest = await signUpMember(browser, 'Gus Guest');
  const groupId = await groupWithMembers(page.request, 'Thursday Regulars', [
    { request: guest.page.request, email: guest.email },
  ]);
  const [hostId, guestId] = await Promise.all(
    [page.request, guest.page.request].map(async (request) => (await gql(request, Me)).me!.id),
  );
  await guest.context.close();
  // Last week's game, with its results: the attendance chart has a bar.
  const eventId = await createEventViaApi(page.request, {
    title: 'Last Week’s Hold’em',
    startsAt: daysFromNow(-7),
    location: '12 Felt Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
    playerIds: [hostId!, guestId!],
  });
  await gql(page.request, SET_WINNERS, {
    eventId,
    winners: [{ place: 1, userId: guestId, prizeCents: 4000 }],
  });
  await openScreen(page, `/groups/${groupId}/admin`, 'Thursday Regulars · Admin');
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await expectAccessible(page, 'group admin');

  await page.goto('/graphiql');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible();
  await settle(page);
  // GraphiQL's own tab bar puts its tab buttons inside the <li role="tab"> (nested-interactive);
  // that markup is the graphiql package's (components/tabs), not ours to change, so only its tabs
  // are left out. Everything around them, ours included, is checked.
  await expectAccessible(page, 'API explorer', undefined, '.graphiql-tabs .graphiql-tab');
});

const START_NIGHT = `mutation Start($eventId: ID!) {
  startTournament(eventId: $eventId, settings: {
    templateId: "standard", rebuyCents: 1000, addOnCents: 1000, bountyCents: 500
  }) { id }
}`;
const BUST = `mutation Bust($eventId: ID!, $userId: ID!) {
  bustPlayer(eventId: $eventId, userId: $userId) { id }
}`;
const FINISH = `mutation Finish($eventId: ID!) { finishTournament(eventId: $eventId) { id } }`;

test('game night: the players card, its dialogs and the results have no violations', async ({
  page,
  browser,
}) => {
  await signUpMember(page, 'Hana Host');
  const gus = await signUpMember(browser, 'Gus Guest');
  const kim = await signUpMember(browser, 'Kim Caller');
  const groupId = await groupWithMembers(page.request, 'Game Night Regulars', [
    { request: gus.page.request, email: gus.email },
    { request: kim.page.request, email: kim.email },
  ]);
  const idOf = async (request: APIRequestContext) => (await gql(request, Me)).me!.id;
  const [gusId, kimId, hostId] = await Promise.all(
    [gus.page.request, kim.page.request, page.request].map(idOf),
  );
  const eventId = await createEventViaApi(page.request, {
    title: 'Game Night',
    startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    location: '12 Felt Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
    playerIds: [gusId!, kimId!],
  });
  await gql(page.request, START_NIGHT, { eventId });
  await kim.context.close();

  const players = page.getByRole('region', { name: 'Tournament Players' });
  await new EventScreen(page).open(eventId);
  await expect(players).toBeVisible();
  await players.getByRole('button', { name: 'Draw Seats' }).click();
  await expect(players.getByText(/Table 1 · Seat/).first()).toBeVisible();
  await page.mouse.move(0, 0); // off the button (its hover colour is not what is read)
  await settle(page);
  await expectAccessible(page, 'game night (host)');
  await openDialog(page, 'Draw Seats', 'Draw Seats');
  await openDialog(page, 'Bust', /^Bust /);
  // The chop dialog with its preview showing.
  await players.getByRole('button', { name: 'Chop' }).click();
  const chop = page.getByRole('dialog', { name: 'Chop the Prize Pool' });
  for (const [i, chips] of ['5000', '3000', '2000'].entries())
    await chop.getByRole('textbox').nth(i).fill(chips);
  await expect(chop.getByRole('table', { name: 'Chop preview' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'chop dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(chop).toBeHidden();

  await gql(page.request, BUST, { eventId, userId: kimId! });
  await expect(players.getByRole('list', { name: 'Out', exact: true })).toBeVisible();
  await openDialog(page, 'Restore', 'Restore Player');
  await new EventScreen(gus.page).open(eventId);
  await expect(gus.page.getByRole('list', { name: 'Out', exact: true })).toBeVisible();
  await settle(gus.page);
  await expectAccessible(gus.page, 'game night (player)');

  await gql(page.request, BUST, { eventId, userId: hostId! });
  await openDialog(page, 'Finish and Record Results', 'Finish Tournament');
  await gql(page.request, FINISH, { eventId });
  await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'game night results');
  await gus.context.close();
});
