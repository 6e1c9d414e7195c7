// Guests (docs/product.md §11): the host adds a friend without an account by name from the
// players card; a player's open page shows them with a Guest badge at once; the group page lists
// the group's guests; the host mails a claim link, and the friend, signed up with that address,
// takes the games over from the link and is a member from then on.
import { expect, test } from '@playwright/test';
import { linkIn } from '../support/fake-postmark';
import { signUpMember } from './support/accounts';
import { createEventViaApi, daysFromNow, EventScreen, groupWithMembers } from './support/events';
import { latestMailTo } from './support/mail';
import { expectToast, settle } from './support/ui';
import { snap } from './support/screenshots';

test('the host adds a guest, and the friend later claims the games', async ({ page, browser }) => {
  // Four people and a mail round trip.
  test.slow();
  const host = await signUpMember(page, 'Guest Host');
  const player = await signUpMember(browser, 'Regular Rita');
  const groupId = await groupWithMembers(host.page.request, 'Friday Felt', [
    { request: player.page.request, email: player.email },
  ]);
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Friday Freezeout',
    startsAt: daysFromNow(2),
    location: '9 Chip Street',
    buyInCents: 2000,
    maxPlayers: 6,
    groupId,
  });

  const hostScreen = new EventScreen(page);
  await hostScreen.open(eventId);
  const playerScreen = new EventScreen(player.page);
  await playerScreen.open(eventId);

  await page.getByRole('button', { name: 'Add player' }).click();
  const dialog = hostScreen.dialog('Add player');
  // Rita is offered under "Someone I know"; Dave has no account, so he comes as a guest.
  await dialog.getByText('A guest').click();
  const name = dialog.getByRole('combobox', { name: "Guest's name" });
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog.getByText("Enter the guest's name")).toBeVisible();
  await name.fill('Dave');
  await settle(page);
  await snap(page, 'add-guest-laptop');
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expectToast(page, 'Dave is playing as a guest');
  await expect(hostScreen.player('Dave').getByText('Guest', { exact: true })).toBeVisible();
  // The player's page, open all along, shows the guest without a reload.
  await expect(playerScreen.player('Dave').getByText('Guest', { exact: true })).toBeVisible();

  // The group page lists the guest; the host sends a claim link to the friend's address.
  await page.goto(`/#/groups/${groupId}`);
  const guests = page.getByRole('region', { name: /Guests/ });
  await expect(guests.getByText('Dave')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await snap(page, 'group-guests-phone', true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await guests.getByRole('button', { name: 'Manage Dave' }).click();
  await page.getByRole('menuitem', { name: 'Send claim link' }).click();
  const claimDialog = page.getByRole('dialog', { name: 'Send claim link' });
  const friend = await signUpMember(browser, 'Dave Real');
  await claimDialog.getByRole('textbox', { name: 'Their e-mail address' }).fill(friend.email);
  await claimDialog.getByRole('button', { name: 'Send link' }).click();
  await expectToast(page, 'Claim link sent for Dave');

  const mail = await latestMailTo(page.request, friend.email, /saved your games as Dave/);
  const link = linkIn(mail, '/claim-guest');
  await friend.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(friend.page.getByText(/You played 1 game as the guest/)).toBeVisible();
  await expect(friend.page.getByText('Friday Felt')).toBeVisible();
  await friend.page.setViewportSize({ width: 390, height: 844 });
  await settle(friend.page);
  await snap(friend.page, 'claim-phone');
  await friend.page.getByRole('button', { name: 'Take over my games' }).click();
  await expectToast(friend.page, 'The games of Dave are now yours');

  // The host's event page shows the friend's own name now, without the Guest badge.
  await hostScreen.open(eventId);
  await expect(hostScreen.player('Dave Real')).toBeVisible();
  await expect(hostScreen.players().getByText('Guest', { exact: true })).toHaveCount(0);
  await page.goto(`/#/groups/${groupId}`);
  await expect(page.getByRole('region', { name: /Members/ }).getByText('Dave Real')).toBeVisible();
  await expect(page.getByRole('region', { name: /Guests/ })).toHaveCount(0);
});
