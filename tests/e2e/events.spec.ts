// A poker night in Chromium, two people in two browsers (docs/product.md §2 Dashboard, Create Event, Event
// detail, History; §4; §5; §8): the host creates an event and invites the guest by e-mail, the
// guest accepts from the dashboard, both take seats, the host's page follows without a reload;
// a group game recorded after the fact gets its winners from History and the guest's stats
// change on the open dashboard; and a cancelled event, after its confirm dialog, sends everyone
// home and e-mails the players.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { createAccount, uniqueEmail } from './support/accounts';
import {
  createEventViaApi,
  createEventViaUi,
  createGroupViaApi,
  DashboardScreen,
  daysFromNow,
  EventScreen,
  fillWinners,
  HistoryScreen,
  joinEventViaApi,
} from './support/events';
import { latestMailTo, linkFrom } from './support/mail';
import { expectRoute, expectToast, toast } from './support/ui';

interface Person {
  name: string;
  email: string;
  page: Page;
}

/**
 * A new person in their own browser: registered and verified through the API (the code read
 * from the e-mailed link), then sent by the profile gate to /profile to choose a display name.
 */
async function newPerson(browser: Browser, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const email = uniqueEmail(name);
  await createAccount(page.request, name, { email, displayName: '' });
  await page.goto('/#/dashboard');
  await expectRoute(page, '/profile');
  await page.getByRole('textbox', { name: 'Display Name' }).fill(name);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await expectRoute(page, '/');
  return { name, email, page };
}

test.describe('a poker night between two browsers', () => {
  let host: Person;
  let guest: Person;

  test.beforeEach(async ({ browser }) => {
    host = await newPerson(browser, 'Hana Host');
    guest = await newPerson(browser, 'Gus Guest');
  });

  test.afterEach(async () => {
    await host.page.context().close();
    await guest.page.context().close();
  });

  test('create → invite → accept from the dashboard → seats, live on the host page', async () => {
    test.slow();
    const title = `Friday Hold'em ${Date.now().toString(36)}`;
    const hostEvent = new EventScreen(host.page);
    const guestEvent = new EventScreen(guest.page);
    const guestDashboard = new DashboardScreen(guest.page);

    // The host plans a game next month at a new location.
    const eventId = await createEventViaUi(host.page, {
      title,
      monthOffset: 1,
      location: { name: "Dave's Garage", address: '12 Main St, Springfield' },
      buyIn: '20',
      maxPlayers: '8',
    });
    await expect(hostEvent.title()).toHaveText(title);
    await expect(host.page.getByText('$20.00 buy-in')).toBeVisible();
    await expect(host.page.getByText('1/8 players')).toBeVisible();
    // The saved location's name and address, together.
    await expect(host.page.getByText("Dave's Garage, 12 Main St, Springfield")).toBeVisible();
    await expect(hostEvent.player('Hana Host')).toContainText('Host');
    await expect(hostEvent.actions().getByRole('button')).toHaveText([
      'Edit Event',
      'Invite Players',
      'Cancel Event',
      'Run It Again',
    ]);

    // Add to Calendar downloads an iCalendar file.
    const calendar = host.page.getByRole('link', { name: 'Add to Calendar' });
    await expect(calendar).toHaveAttribute('href', `/calendar/event/${eventId}.ics`);
    const ics = await host.page.request.get(`/calendar/event/${eventId}.ics`);
    expect(ics.ok()).toBe(true);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    // Invite by e-mail (§5): an invalid entry is skipped with a warning, the valid one goes.
    const since = Date.now();
    await hostEvent.invite(`${guest.email.toUpperCase()}, not-an-email`);
    await expectToast(host.page, 'Some email addresses are invalid and will be skipped');
    await expectToast(host.page, 'Invitations sent to 1 email(s)');
    const inviteDialog = hostEvent.dialog('Invite Players');
    await expect(inviteDialog.getByRole('list', { name: 'Not invited' })).toHaveText(
      'not-an-email: not a valid email address',
    );
    await expect(inviteDialog.getByRole('textbox')).toHaveValue('not-an-email');
    await inviteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(inviteDialog).toBeHidden();
    await expect(hostEvent.invited()).toContainText(guest.email);
    const invitation = await latestMailTo(guest.page.request, guest.email, title, { since });
    expect(linkFrom(invitation, `/#/event/${eventId}`)).toContain(`/#/event/${eventId}`);

    // A table, and the host's seat.
    await hostEvent.addTable();
    await hostEvent.seat('Table 1', 'Reserve seat 1').click();
    await expectToast(host.page, 'Seat 1 reserved');
    await expect(hostEvent.seat('Table 1', 'Release seat 1 (your seat)')).toBeVisible();

    // The guest accepts from the dashboard.
    await guestDashboard.open();
    await expect(guestDashboard.invitation(title)).toBeVisible();
    await guestDashboard.invitation(title).getByRole('button', { name: 'Accept' }).click();
    await expectToast(guest.page, 'Successfully joined the event!');
    await expect(guestDashboard.invitation(title)).toBeHidden();
    await expect(guestDashboard.upcomingSection('Individual Events')).toContainText(title);
    await expect(guestDashboard.stat('Upcoming Games')).toHaveText('1');

    // The host's page shows the new player without a reload, and the invitation is gone.
    await expect(hostEvent.player('Gus Guest')).toBeVisible();
    await expect(host.page.getByText('2/8 players')).toBeVisible();
    await expect(hostEvent.invited()).not.toContainText(guest.email);

    // The guest opens the event from the dashboard card and takes a seat.
    await guestDashboard.eventCard(title).click();
    await expect(guestEvent.title()).toHaveText(title);
    await expect(guestEvent.actions().getByRole('button')).toHaveText(['Leave Event']);
    await expect(guestEvent.seat('Table 1', 'Seat 1: Hana Host')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await guestEvent.seat('Table 1', 'Reserve seat 5').click();
    await expectToast(guest.page, 'Seat 5 reserved');
    // One seat per table (§5): the other free seats offer a move, never a Reserve that fails.
    await expect(guestEvent.seat('Table 1', 'Move to seat 6')).toBeVisible();
    await expect(guestEvent.table('Table 1').getByRole('button', { name: /^Reserve/ })).toHaveCount(
      0,
    );

    // Live on the host's page: the guest's seat, which the host may release.
    await expect(hostEvent.seat('Table 1', 'Release seat 5 (Gus Guest)')).toBeVisible();
    await hostEvent.seat('Table 1', 'Release seat 5 (Gus Guest)').click();
    await hostEvent.dialog('Release Seat').getByRole('button', { name: 'Release Seat' }).click();
    await expectToast(host.page, 'Seat 5 released');
    await expect(guestEvent.seat('Table 1', 'Reserve seat 5')).toBeVisible();
    await guestEvent.seat('Table 1', 'Reserve seat 3').click();
    await expectToast(guest.page, 'Seat 3 reserved');
    await expect(hostEvent.seat('Table 1', 'Release seat 3 (Gus Guest)')).toBeVisible();
  });

  test('a group game recorded afterwards gets its winners from History; stats follow', async () => {
    test.slow();
    const title = `Last Night ${Date.now().toString(36)}`;
    const group = `Regulars ${Date.now().toString(36)}`;
    const guestDashboard = new DashboardScreen(guest.page);

    // The host's group; the guest accepts its invitation from the dashboard.
    await createGroupViaApi(host.page.request, group, [guest.email]);
    await guestDashboard.open();
    await guestDashboard.invitation(group).getByRole('button', { name: 'Accept' }).click();
    await expectToast(guest.page, 'Successfully joined the group!');
    await expect(guestDashboard.invitation(group)).toBeHidden();
    await expect(guestDashboard.stat('Games Played')).toHaveText('0');
    await expect(guestDashboard.stat('Wins')).toHaveText('0');

    // A group event may be in the past (§5): last month's game, recorded now with who played
    // (nobody joins a game that has started, and nobody is invited to it).
    const eventId = await createEventViaUi(host.page, {
      title,
      monthOffset: -1,
      group,
      location: { name: 'The Back Room', address: '7 Elm Rd' },
      buyIn: '10',
      played: ['Gus Guest'],
    });
    const hostEvent = new EventScreen(host.page);
    await expect(hostEvent.state()).toHaveText('Awaiting results');
    await expect(hostEvent.player('Gus Guest')).toBeVisible();

    const guestEvent = new EventScreen(guest.page);
    await guestEvent.open(eventId);
    await expect(guestEvent.player('Gus Guest')).toBeVisible();
    await expect(guestEvent.actions().getByRole('button')).toHaveCount(0); // no Leave once played

    // The guest keeps the dashboard open while the host records the result.
    await guestDashboard.open();
    const history = new HistoryScreen(host.page);
    await history.open();
    await expect(history.event(title)).toContainText('2 players');
    await expect(history.event(title)).toContainText('$10.00 buy-in');
    await history
      .event(title)
      .getByRole('button', { name: /Set Winners/ })
      .click();
    const dialog = host.page.getByRole('dialog', { name: 'Set Winners' });

    // §5 rules first: nobody picked, then 1st not above 2nd.
    await dialog.getByRole('button', { name: 'Save Winners' }).click();
    await expectToast(host.page, 'Please select at least one winner');
    await fillWinners(dialog, { '1st': ['Gus Guest', '50'], '2nd': ['Hana Host', '50'] });
    await expectToast(host.page, '1st place prize must be greater than 2nd place');
    await dialog.getByRole('textbox', { name: '1st Place Prize ($)' }).fill('100');
    await dialog.getByRole('button', { name: 'Save Winners' }).click();
    await expectToast(host.page, 'Winners updated successfully!');
    await expect(dialog).toBeHidden();
    await expect(history.winners(title).getByRole('listitem')).toHaveText([
      /1st\s*Gus Guest\s*\$100\.00/,
      /2nd\s*Hana Host\s*\$50\.00/,
    ]);
    await expect(
      history.event(title).getByRole('button', { name: /Update Winners/ }),
    ).toBeVisible();

    // The guest's open dashboard: a game played and a win, without a reload.
    await expect(guestDashboard.stat('Games Played')).toHaveText('1');
    await expect(guestDashboard.stat('Wins')).toHaveText('1');

    // And the event page shows the winners' cards.
    await guestEvent.open(eventId);
    await expect(guest.page.getByRole('group', { name: '1st place' })).toContainText('Gus Guest');
    await expect(guest.page.getByRole('group', { name: '1st place' })).toContainText('$100.00');
    await expect(guest.page.getByRole('group', { name: '2nd place' })).toContainText('$50.00');
  });

  test('cancel asks first, then sends both browsers to the dashboard and e-mails the player', async () => {
    const title = `Cancelled Game ${Date.now().toString(36)}`;
    const eventId = await createEventViaApi(host.page.request, {
      title,
      startsAt: daysFromNow(10),
      location: '9 Shore Rd',
      buyInCents: 500,
      maxPlayers: 6,
    });
    await joinEventViaApi(guest.page.request, eventId);
    const hostEvent = new EventScreen(host.page);
    const guestEvent = new EventScreen(guest.page);
    await hostEvent.open(eventId);
    await guestEvent.open(eventId);
    await expect(guestEvent.player('Gus Guest')).toBeVisible();

    // Keep Event changes nothing.
    await hostEvent.confirmAction('Cancel Event', 'Cancel Event', 'Keep Event');
    await expect(hostEvent.title()).toHaveText(title);

    const since = Date.now();
    await hostEvent.confirmAction('Cancel Event', 'Cancel Event');
    await expectToast(host.page, 'Event cancelled');
    await expectRoute(host.page, '/dashboard');
    await expect(toast(host.page, 'This event has been cancelled')).toHaveCount(0);

    await expectToast(guest.page, 'This event has been cancelled');
    await expectRoute(guest.page, '/dashboard');
    await expect(new DashboardScreen(guest.page).upcoming()).not.toContainText(title);
    await latestMailTo(guest.page.request, guest.email, title, { since });

    // The event is gone: its address now says so and goes home.
    await guest.page.goto(`/#/event/${eventId}`);
    await expectToast(guest.page, 'Event not found');
    await expectRoute(guest.page, '/');
  });
});
