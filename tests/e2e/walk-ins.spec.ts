// A friend turns up after the start (issue 28): the host adds them from the players card, choosing
// from the people they know, and a player's open page shows them at once. An event page with a
// start more than an hour away offers the host game night, and the start form says the start
// time moves.
import { expect, test } from '@playwright/test';
import { Me } from '../support/operations';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import {
  createEventViaApi,
  daysFromNow,
  EventScreen,
  groupWithMembers,
  joinEventViaApi,
} from './support/events';
import { expectToast, settle } from './support/ui';
import { snap } from './support/screenshots';

test('the host adds a walk-in to a game under way, and a player sees it live', async ({
  page,
  browser,
}) => {
  const host = await signUpMember(page, 'Walk-in Host');
  const player = await signUpMember(browser, 'Early Bird');
  const friend = await signUpMember(browser, 'Late Larry');
  const groupId = await groupWithMembers(host.page.request, 'Thursday Crew', [
    { request: player.page.request, email: player.email },
    { request: friend.page.request, email: friend.email },
  ]);
  // Started 20 minutes ago, with the early bird playing.
  const playerId = (await gql(player.page.request, Me)).me!.id;
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Thursday Turbo',
    startsAt: daysFromNow(-20 / (24 * 60)),
    location: '9 Chip Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
    playerIds: [playerId],
  });

  const hostScreen = new EventScreen(page);
  await hostScreen.open(eventId);
  const playerScreen = new EventScreen(player.page);
  await playerScreen.open(eventId);
  await expect(playerScreen.player('Late Larry')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add player' }).click();
  const dialog = hostScreen.dialog('Add player');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Player' }).click();
  await page.getByRole('option', { name: 'Late Larry' }).click();
  await settle(page);
  await snap(page, 'add-player-laptop');
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expectToast(page, 'Late Larry is playing');
  await expect(hostScreen.player('Late Larry')).toBeVisible();
  // The player's page, open all along, shows the walk-in without a reload.
  await expect(playerScreen.player('Late Larry')).toBeVisible();

  // Nobody else the host knows is left to add: the dialog opens on adding a guest, and the
  // other choice says why instead of showing an empty list.
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(dialog.getByRole('combobox', { name: "Guest's name" })).toBeVisible();
  await dialog.getByText('Someone I know').click();
  await expect(
    dialog.getByText(/already playing\. Add a guest, or invite someone new/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'walk-in-phone', true);
});

test('game night can start days early, and the form says the start moves to now', async ({
  page,
  browser,
}) => {
  const host = await signUpMember(page, 'Eager Host');
  const player = await signUpMember(browser, 'Eager Player');
  const groupId = await groupWithMembers(host.page.request, 'Eager Crew', [
    { request: player.page.request, email: player.email },
  ]);
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Saturday Deep Stack',
    startsAt: daysFromNow(3),
    location: '9 Chip Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
  });
  await joinEventViaApi(player.page.request, eventId);
  const screen = new EventScreen(page);
  await screen.open(eventId);
  await page.getByRole('button', { name: 'Start game night' }).click();
  const dialog = screen.dialog('Start game night');
  await expect(dialog.getByText(/Starting now moves its start time to now/)).toBeVisible();
  await settle(page);
  await snap(page, 'start-early-laptop');
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await expectToast(page, 'Game night started');
  await expect(screen.state()).toHaveText('Live');
});
