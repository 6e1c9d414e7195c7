// The waitlist end to end (issue 12): a full game offers Join Waitlist, the line shows each
// waiting person's place, leaving it is one click, a player's leave promotes the first in line
// while their event page and dashboard are open (live, no reload), and the host removes a player
// behind a confirm, which promotes the next.
import { expect, test } from '@playwright/test';
import { JoinWaitlist } from '../support/operations';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import { DashboardScreen, EventScreen, fullHeadsUpGame } from './support/events';
import { expectToast } from './support/ui';

test('a full game: wait in line, leave and rejoin, get promoted live, host removes a player', async ({
  browser,
}) => {
  test.slow(); // four people signed up, six screens
  const host = await signUpMember(browser, 'Hana Host');
  const player = await signUpMember(browser, 'Pat Player');
  const waiter = await signUpMember(browser, 'Wes Waiter');
  const next = await signUpMember(browser, 'Vic Next');
  const eventId = await fullHeadsUpGame(host.page.request, player.page.request);

  // Wes finds the game full: Join Waitlist instead of Join Event.
  const wes = new EventScreen(waiter.page);
  await wes.open(eventId);
  await expect(wes.actions().getByRole('status')).toHaveText('This game is full');
  await expect(wes.action('Join Event')).toHaveCount(0);
  const line = waiter.page.getByRole('list', { name: 'Waitlist' });
  const waitlistCard = waiter.page.getByRole('region', { name: 'Waitlist' });
  await expect(waitlistCard.getByText(/Nobody is waiting/)).toBeVisible();

  await wes.action('Join Waitlist').click();
  await expectToast(waiter.page, 'You are on the waitlist');
  await expect(wes.actions().getByRole('status')).toHaveText('You are #1 on the waitlist');
  await expect(line.getByRole('listitem')).toHaveText(['1.Wes Waiter (you)']);
  await expect(wes.action('Join Waitlist')).toHaveCount(0);

  // Leaving is one click: no dialog.
  await waitlistCard.getByRole('button', { name: 'Leave Waitlist' }).click();
  await expectToast(waiter.page, 'You left the waitlist');
  await expect(waiter.page.getByRole('dialog')).toHaveCount(0);
  await expect(wes.action('Join Waitlist')).toBeVisible();
  await expect(waitlistCard.getByText(/Nobody is waiting/)).toBeVisible();

  // Rejoining puts Wes at the end again; Vic, joining elsewhere, shows up on Wes's page live.
  await wes.action('Join Waitlist').click();
  await expect(wes.actions().getByRole('status')).toHaveText('You are #1 on the waitlist');
  await gql(next.page.request, JoinWaitlist, { eventId });
  await expect(line.getByRole('listitem')).toHaveText(['1.Wes Waiter (you)', '2.Vic Next']);
  await expect(line).not.toContainText('@');

  // Wes's dashboard, open in a second tab, lists the game as Waitlisted.
  const dashboard = new DashboardScreen(await waiter.context.newPage());
  await dashboard.open();
  const waitlisted = dashboard.page.getByRole('region', { name: 'Waitlisted' });
  await expect(waitlisted.getByRole('link', { name: /Heads-Up Night/ })).toContainText(
    'Waitlisted #1',
  );
  await expect(dashboard.eventCard('Heads-Up Night')).toHaveCount(0);

  // Pat leaves: Wes is promoted, and both of Wes's open screens follow without a reload.
  const pat = new EventScreen(player.page);
  await pat.open(eventId);
  await pat.confirmAction('Leave Event', 'Leave Event');
  await expectToast(player.page, 'You left the event');
  await expect(wes.player('Wes Waiter')).toBeVisible();
  await expect(wes.action('Leave Event')).toBeVisible();
  await expect(wes.actions().getByText(/on the waitlist/)).toHaveCount(0);
  await expect(line.getByRole('listitem')).toHaveText(['1.Vic Next']);
  await expect(dashboard.eventCard('Heads-Up Night')).toBeVisible();
  await expect(waitlisted.getByText(/You are not on any waitlist/)).toBeVisible();
  // Pat's own page now offers the line (the place went to Wes).
  await expect(pat.action('Join Waitlist')).toBeVisible();

  // The host removes Wes, asked first; Vic takes the place.
  const hana = new EventScreen(host.page);
  await hana.open(eventId);
  const remove = hana.players().getByRole('button', { name: 'Remove Wes Waiter' });
  await remove.click();
  const dialog = hana.dialog('Remove Player');
  await expect(dialog).toContainText('the first on the waitlist takes the place');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(hana.player('Wes Waiter')).toBeVisible();
  // The keyboard reaches it too.
  await remove.focus();
  await host.page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(host.page, 'Player removed');
  await expect(hana.player('Vic Next')).toBeVisible();
  await expect(hana.player('Wes Waiter')).toHaveCount(0);
  // Wes's open page follows: no longer playing, and the game is full again.
  await expect(wes.player('Vic Next')).toBeVisible();
  await expect(wes.action('Join Waitlist')).toBeVisible();
  await expect(dashboard.eventCard('Heads-Up Night')).toHaveCount(0);

  for (const member of [host, player, waiter, next]) await member.context.close();
});
