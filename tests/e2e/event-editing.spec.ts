// Editing an event and running it again (issue 12, "Before the night"): the host edits an
// upcoming game in the Edit Event dialog — a refused edit says why and changes nothing, a saved
// one shows at once on a player's open page — runs a game again on a new date, and creates a
// weekly series from Create Event's Repeat.
import { expect, test } from '@playwright/test';
import { signUpMember } from './support/accounts';
import {
  createEventViaApi,
  DashboardScreen,
  daysFromNow,
  eventIdOf,
  EventScreen,
  joinEventViaApi,
  pickEventDate,
} from './support/events';
import { expectToast, field } from './support/ui';
import { shoot } from './support/screenshots';

test('the host edits a game and a player sees it on the open page', async ({ browser }) => {
  const host = await signUpMember(browser, 'Eve Host');
  const player = await signUpMember(browser, 'Pia Player');
  const other = await signUpMember(browser, 'Ola Other');
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Tuesday Turbo',
    startsAt: daysFromNow(6),
    location: '4 Felt Lane',
    buyInCents: 1500,
    maxPlayers: 8,
  });
  await joinEventViaApi(player.page.request, eventId);
  await joinEventViaApi(other.page.request, eventId);

  const playerEvent = new EventScreen(player.page);
  await playerEvent.open(eventId);
  await expect(playerEvent.title()).toHaveText('Tuesday Turbo');
  await expect(player.page.getByText('3/8 players')).toBeVisible();
  await expect(playerEvent.action('Edit Event')).toHaveCount(0);

  const hostEvent = new EventScreen(host.page);
  await hostEvent.open(eventId);
  await hostEvent.action('Edit Event').click();
  const dialog = hostEvent.dialog('Edit Event');
  await expect(field(dialog, 'Title')).toHaveValue('Tuesday Turbo');
  await expect(field(dialog, 'Location')).toHaveValue('4 Felt Lane');
  await shoot(host.page, 'dialog');

  // Three are playing: a cap of 2 is refused in the dialog, and nothing is saved.
  await field(dialog, 'Max Players').fill('2');
  await field(dialog, 'Title').fill('Nobody sees this');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toContainText(
    'Max players cannot be lower than the 3 players already attending',
  );
  await expect(dialog).toBeVisible();

  await field(dialog, 'Max Players').fill('6');
  await field(dialog, 'Title').fill('Tuesday Deepstack');
  await field(dialog, 'Location').fill('9 Baize Road');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(host.page, 'Event updated');
  await expect(dialog).toBeHidden();
  await expect(hostEvent.title()).toHaveText('Tuesday Deepstack');

  // The player's page never reloaded: eventChanged brought the edit.
  await expect(playerEvent.title()).toHaveText('Tuesday Deepstack');
  await expect(player.page.getByText('9 Baize Road')).toBeVisible();
  await expect(player.page.getByText('3/6 players')).toBeVisible();

  for (const member of [host, player, other]) await member.context.close();
});

test('Run It Again creates the game on a new date and opens it', async ({ browser }) => {
  const host = await signUpMember(browser, 'Ron Host');
  const player = await signUpMember(browser, 'Rae Player');
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Rerun Night',
    startsAt: daysFromNow(2),
    location: '5 Felt Lane',
    buyInCents: 2000,
    maxPlayers: 7,
  });
  await joinEventViaApi(player.page.request, eventId);

  const hostEvent = new EventScreen(host.page);
  await hostEvent.open(eventId);
  await host.page.getByRole('button', { name: 'Run It Again' }).click();
  const dialog = hostEvent.dialog('Run It Again');
  // A week after the game, at the same time.
  await expect(dialog.getByRole('button', { name: /^Date and Time/ })).toContainText(/\w/);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(host.page, 'New event created; its players are invited');
  await expect(host.page).toHaveURL(/#\/event\/[^/?]+$/);
  const newId = eventIdOf(host.page);
  expect(newId).not.toBe(eventId);
  await expect(hostEvent.title()).toHaveText('Rerun Night');
  await expect(host.page.getByText('1/7 players')).toBeVisible();

  // The player of the first game is invited to the new one.
  const dashboard = new DashboardScreen(player.page);
  await dashboard.open();
  await expect(dashboard.invitation('Rerun Night')).toBeVisible();

  for (const member of [host, player]) await member.context.close();
});

test('Repeat on Create Event makes a weekly series', async ({ browser }) => {
  const host = await signUpMember(browser, 'Wes Weekly');
  const page = host.page;
  await page.goto('/#/create-event');
  const form = page.getByRole('form', { name: 'Create Event' });
  await field(form, 'Title').fill('Weekly Wednesday');
  await pickEventDate(page, 1);
  await form.getByRole('button', { name: 'Add New Location' }).click();
  const location = page.getByRole('dialog', { name: 'Add New Location' });
  await field(location, 'Name').fill('Back room');
  await field(location, 'Address').fill('6 Felt Lane');
  await location.getByRole('button', { name: 'Add Location' }).click();
  await expect(location).toBeHidden();
  await field(form, 'Buy-in ($)').fill('10');

  await form.getByRole('switch', { name: /^Repeat/ }).check();
  await expect(form.getByRole('combobox', { name: 'Every' })).toHaveValue('Week');
  await field(form, 'Games').fill('30');
  await form.getByRole('button', { name: 'Create Events' }).click();
  await expect(form).toContainText('A series has 2 to 26 events');
  await field(form, 'Games').fill('3');
  await shoot(page, 'create-repeat');
  await form.getByRole('button', { name: 'Create Events' }).click();
  await expectToast(page, '3 events created, every week. This is the first.');
  await expect(page).toHaveURL(/#\/event\/[^/?]+$/);

  const dashboard = new DashboardScreen(page);
  await dashboard.open();
  await expect(dashboard.upcoming().getByRole('link', { name: /Weekly Wednesday/ })).toHaveCount(3);

  await host.context.close();
});
