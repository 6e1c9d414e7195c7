// The event lifecycle on the event page (issue 8): the state badge and only the actions that make
// sense in each state. Upcoming: the host invites and may cancel, an invited member accepts, and
// there is no place for winners yet. In progress / awaiting results (a group game that started):
// nobody joins, accepts, leaves, invites or cancels; the host records the winners. Completed:
// the winners, which the host can still update. Add to Calendar (a link) is there in every state.
// Screenshots at phone and laptop widths.
import { expect, test } from '@playwright/test';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { Me } from '../support/operations';
import { gql } from './support/api';
import {
  createEventViaApi,
  DashboardScreen,
  daysFromNow,
  EventScreen,
  fillWinners,
  groupWithMembers,
  HistoryScreen,
  inviteToEventViaApi,
} from './support/events';
import { expectToast } from './support/ui';
import { shoot } from './support/screenshots';

const HOUR = 3_600_000;

async function idOf(member: SignedUpMember): Promise<string> {
  const { me } = await gql(member.page.request, Me);
  if (!me) throw new Error(`${member.email} is not signed in`);
  return me.id;
}

test.describe('an event through its states', () => {
  let host: SignedUpMember;
  let guest: SignedUpMember;

  test.beforeEach(async ({ browser }) => {
    host = await signUpMember(browser, 'Lena Host');
    guest = await signUpMember(browser, 'Omar Guest');
  });

  test.afterEach(async () => {
    await host.context.close();
    await guest.context.close();
  });

  test('upcoming: invite, cancel, accept and decline are offered, winners are not', async () => {
    const title = `Next Friday ${Date.now().toString(36)}`;
    const eventId = await createEventViaApi(host.page.request, {
      title,
      startsAt: daysFromNow(3),
      location: '3 Felt Street',
      buyInCents: 2000,
      maxPlayers: 6,
    });
    await inviteToEventViaApi(host.page.request, eventId, [guest.email]);

    const hostEvent = new EventScreen(host.page);
    await hostEvent.open(eventId);
    await expect(hostEvent.state()).toHaveText('Upcoming');
    await expect(hostEvent.actions().getByRole('button')).toHaveText([
      'Edit Event',
      'Invite Players',
      'Cancel Event',
      'Run It Again',
    ]);
    await expect(hostEvent.winners()).toBeHidden();
    await shoot(host.page, 'upcoming');

    const guestDashboard = new DashboardScreen(guest.page);
    await guestDashboard.open();
    await expect(guestDashboard.invitation(title)).toBeVisible();
    const guestEvent = new EventScreen(guest.page);
    await guestEvent.open(eventId);
    await expect(guestEvent.state()).toHaveText('Upcoming');
    await expect(guestEvent.actions().getByRole('button')).toHaveText([
      'Accept Invitation',
      'Decline',
    ]);
  });

  test('started: no joining, inviting or cancelling; the host records the winners', async () => {
    const group = `Regulars ${Date.now().toString(36)}`;
    const groupId = await groupWithMembers(host.page.request, group, [
      { request: guest.page.request, email: guest.email },
    ]);
    const guestId = await idOf(guest);
    // Tonight's game, an hour in, with the guest playing; and one from two days ago that the
    // guest did not play in.
    const [tonightTitle, tuesdayTitle] = ['Tonight', 'Tuesday'].map(
      (day) => `${day} ${Date.now().toString(36)}`,
    );
    const tonight = await createEventViaApi(host.page.request, {
      title: tonightTitle!,
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      location: '3 Felt Street',
      buyInCents: 2000,
      maxPlayers: 6,
      groupId,
      playerIds: [guestId],
    });
    const earlier = await createEventViaApi(host.page.request, {
      title: tuesdayTitle!,
      startsAt: daysFromNow(-2),
      location: '3 Felt Street',
      buyInCents: 1000,
      maxPlayers: 6,
      groupId,
    });

    // The guest, a member of the group but not a player of Tuesday's game, cannot join it now.
    const guestEvent = new EventScreen(guest.page);
    await guestEvent.open(earlier);
    await expect(guestEvent.state()).toHaveText('Awaiting results');
    await expect(guestEvent.actions().getByRole('button')).toHaveCount(0);
    await expect(guestEvent.winners()).toContainText('The host records them');

    // Tonight: the guest plays, but leaving is over; the host sees only results to record.
    await guestEvent.open(tonight);
    await expect(guestEvent.state()).toHaveText('In progress');
    await expect(guestEvent.actions().getByRole('button')).toHaveCount(0);
    const hostEvent = new EventScreen(host.page);
    await hostEvent.open(tonight);
    await expect(hostEvent.state()).toHaveText('In progress');
    // Nothing left to change about tonight; only a copy of it for next time.
    await expect(hostEvent.actions().getByRole('button')).toHaveText(['Run It Again']);
    await expect(hostEvent.winners().getByRole('button', { name: 'Set Winners' })).toBeVisible();
    await shoot(host.page, 'in-progress');

    await hostEvent.winners().getByRole('button', { name: 'Set Winners' }).click();
    await fillWinners(hostEvent.dialog('Set Winners'), { '1st': ['Omar Guest', '120'] });
    await expectToast(host.page, 'Winners updated successfully!');
    await expect(hostEvent.state()).toHaveText('Completed');
    await expect(hostEvent.winners().getByRole('button', { name: 'Update Winners' })).toBeVisible();
    await expect(host.page.getByRole('group', { name: '1st place' })).toContainText('Omar Guest');
    await shoot(host.page, 'completed');

    // The guest's page follows live.
    await expect(guestEvent.state()).toHaveText('Completed');
    await expect(guest.page.getByRole('group', { name: '1st place' })).toContainText('$120.00');

    // History names each game's state; Tuesday's still waits for its results.
    const history = new HistoryScreen(host.page);
    await history.open();
    await expect(history.event(tonightTitle!).getByTestId('event-state')).toHaveText('Completed');
    await expect(history.event(tuesdayTitle!).getByTestId('event-state')).toHaveText(
      'Awaiting results',
    );
    await shoot(host.page, 'history');
  });
});
