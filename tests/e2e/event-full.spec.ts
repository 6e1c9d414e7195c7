// A full game, seen by someone not in it (issue 15, "Flows that dead-end or surprise"): the event
// page says "This game is full" and offers a place in line instead of leaving only Add to
// Calendar; its players are not told.
import { expect, test } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { EventScreen, fullHeadsUpGame } from './support/events';

test('a stranger is told the game is full; a player is not', async ({ browser }) => {
  const host = await signUpMember(browser, 'Fay Host');
  const player = await signUpMember(browser, 'Pat Player');
  const stranger = await signUpMember(browser, 'Sid Stranger');
  const eventId = await fullHeadsUpGame(host.page.request, player.page.request);

  const strangerEvent = new EventScreen(stranger.page);
  await strangerEvent.open(eventId);
  await expect(strangerEvent.actions().getByRole('status')).toHaveText('This game is full');
  // Told why, and offered the one thing left: a place in line.
  await expect(strangerEvent.actions().getByRole('button')).toHaveText(['Join Waitlist']);
  await expect(stranger.page.getByText('2/2 players')).toBeVisible();

  const playerEvent = new EventScreen(player.page);
  await playerEvent.open(eventId);
  await expect(playerEvent.action('Leave Event')).toBeVisible();
  await expect(player.page.getByText('This game is full')).toHaveCount(0);

  for (const member of [host, player, stranger]) await member.context.close();
});
