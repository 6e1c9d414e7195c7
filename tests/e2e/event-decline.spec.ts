// Declining from the event page (issue 15, "Invited players cannot decline from the event page"):
// the invited player says no where the invitation links to, the page turns into a stranger's
// view at once, the host's invited list drops the address live, and the dashboard forgets it.
import { expect, test } from '@playwright/test';
import { signUpMember } from './support/accounts';
import {
  createEventViaApi,
  DashboardScreen,
  daysFromNow,
  EventScreen,
  inviteToEventViaApi,
} from './support/events';
import { expectToast } from './support/ui';

test('an invited player declines from the event page', async ({ browser }) => {
  const host = await signUpMember(browser, 'Hal Host');
  const guest = await signUpMember(browser, 'Gia Guest');
  const eventId = await createEventViaApi(host.page.request, {
    title: 'Decline Night',
    startsAt: daysFromNow(5),
    location: '3 Felt Lane',
    buyInCents: 1000,
    maxPlayers: 6,
  });
  await inviteToEventViaApi(host.page.request, eventId, [guest.email]);

  const hostEvent = new EventScreen(host.page);
  await hostEvent.open(eventId);
  await expect(hostEvent.invited()).toContainText(guest.email);

  const dashboard = new DashboardScreen(guest.page);
  await dashboard.open();
  await expect(dashboard.invitation('Decline Night')).toBeVisible();

  const guestEvent = new EventScreen(guest.page);
  await guestEvent.open(eventId);
  await expect(guestEvent.action('Accept Invitation')).toBeVisible();
  await guestEvent.action('Decline').click();
  await expectToast(guest.page, 'Invitation declined');
  // No longer invited: the page offers what it offers anyone else.
  await expect(guestEvent.action('Decline')).toHaveCount(0);
  await expect(guestEvent.action('Accept Invitation')).toHaveCount(0);
  await expect(guestEvent.action('Join Event')).toBeVisible();
  await expect(hostEvent.invited()).not.toContainText(guest.email);

  await dashboard.open();
  await expect(dashboard.invitation('Decline Night')).toHaveCount(0);

  for (const member of [host, guest]) await member.context.close();
});
