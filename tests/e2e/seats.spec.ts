// Seats that behave (issue 15, "Flows that dead-end or surprise"), host and player in two
// browsers: a seated player is offered "Move here" on the free seats of their table (not a
// Reserve that could only be refused) and moves in one step, live on the host's page; the host
// releasing the player's seat is asked first, and the toast's Undo seats the player again, live
// on the player's page.
import { expect, test } from '@playwright/test';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, daysFromNow, EventScreen, joinEventViaApi } from './support/events';
import { expectToast, toast } from './support/ui';

const ADD_TABLE = `mutation AddTable($eventId: ID!) {
  addTable(eventId: $eventId, name: "Main", maxSeats: 6) { id }
}`;

test.describe('moving and releasing seats', () => {
  let host: SignedUpMember;
  let player: SignedUpMember;
  let eventId: string;

  test.beforeEach(async ({ browser }) => {
    host = await signUpMember(browser, 'Hattie Host');
    player = await signUpMember(browser, 'Pete Player');
    eventId = await createEventViaApi(host.page.request, {
      title: 'Seat Shuffle Night',
      startsAt: daysFromNow(5),
      location: '1 Felt Lane',
      buyInCents: 1000,
      maxPlayers: 6,
    });
    await joinEventViaApi(player.page.request, eventId);
    await gql(host.page.request, ADD_TABLE, { eventId });
  });

  test.afterEach(async () => {
    await host.context.close();
    await player.context.close();
  });

  test('a seated player moves; the host releases with a confirm and undoes it', async () => {
    const hostEvent = new EventScreen(host.page);
    const playerEvent = new EventScreen(player.page);
    await hostEvent.open(eventId);
    await playerEvent.open(eventId);

    // Before sitting down, every free seat is a Reserve.
    await playerEvent.seat('Main', 'Reserve seat 2').click();
    await expectToast(player.page, 'Seat 2 reserved');

    // Seated: the other free seats offer a move, none a reserve.
    const map = playerEvent.table('Main');
    await expect(map.getByRole('button', { name: /^Reserve seat/ })).toHaveCount(0);
    await expect(map.getByRole('button', { name: /^Move to seat/ })).toHaveCount(5);
    await playerEvent.seat('Main', 'Move to seat 5').click();
    await expectToast(player.page, 'Moved to seat 5');
    await expect(playerEvent.seat('Main', 'Release seat 5 (your seat)')).toBeVisible();
    await expect(playerEvent.seat('Main', 'Move to seat 2')).toBeVisible();

    // The host's page follows without a reload: seat 5 is Pete's, seat 2 is free again.
    await expect(hostEvent.seat('Main', 'Release seat 5 (Pete Player)')).toBeVisible();
    await expect(hostEvent.seat('Main', 'Reserve seat 2')).toBeVisible();

    // Releasing someone else's seat asks first; backing out changes nothing.
    await hostEvent.seat('Main', 'Release seat 5 (Pete Player)').click();
    const dialog = hostEvent.dialog('Release Seat');
    await expect(dialog).toContainText('held by Pete Player');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(hostEvent.seat('Main', 'Release seat 5 (Pete Player)')).toBeVisible();

    await hostEvent.seat('Main', 'Release seat 5 (Pete Player)').click();
    await dialog.getByRole('button', { name: 'Release Seat' }).click();
    await expect(dialog).toBeHidden();
    const released = toast(host.page, 'Seat 5 released (Pete Player)');
    await expect(released).toBeVisible();
    await expect(hostEvent.seat('Main', 'Reserve seat 5')).toBeVisible();
    await expect(playerEvent.seat('Main', 'Reserve seat 5')).toBeVisible();

    // Undo puts Pete back, on both pages.
    await released.getByRole('button', { name: 'Undo' }).click();
    await expectToast(host.page, 'Pete Player is back in seat 5');
    await expect(released).toBeHidden();
    await expect(hostEvent.seat('Main', 'Release seat 5 (Pete Player)')).toBeVisible();
    await expect(playerEvent.seat('Main', 'Release seat 5 (your seat)')).toBeVisible();
  });
});
