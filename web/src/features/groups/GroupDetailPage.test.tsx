import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  CANCEL_GROUP_INVITE_MUTATION,
  GROUP_CHANGED_SUBSCRIPTION,
  GROUP_EVENTS_QUERY,
  GROUP_QUERY,
  GROUPS_QUERY,
  LEAVE_GROUP_MUTATION,
  REMOVE_GROUP_MEMBER_MUTATION,
} from './documents';
import {
  alex,
  eventsMock,
  groupMock,
  groupPageMocks,
  jordan,
  makeEvent,
  makeGroup,
  person,
  quietMeChangedMock,
  quietSubscriptionMock,
  sam,
  stats,
} from './testFixtures';

const user = makeUser();
const groupsMock: Mock = {
  request: { query: GROUPS_QUERY },
  result: { data: { me: { __typename: 'Me', id: 'u1', groups: [], pendingGroupInvites: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function openGroup(mocks: Mock[]) {
  const app = renderApp('/groups/g1', { user, mocks: [...mocks, groupsMock, quietMeChangedMock] });
  await screen.findByRole('heading', { level: 1, name: 'Thursday Regulars' });
  return app;
}

const members = () => screen.getByRole('region', { name: /^Members/ });

describe('group page: who sees which buttons', () => {
  it('shows Loading... until the group arrives', async () => {
    renderApp('/groups/g1', {
      user,
      mocks: [
        groupMock(makeGroup('owner'), { delay: 1_000 }),
        eventsMock('g1'),
        quietSubscriptionMock('g1'),
        quietMeChangedMock,
      ],
    });
    // Signed in (the top bar is there), the group itself still on its way.
    await screen.findByRole('button', { name: /Logout/ });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thursday Regulars' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
  });

  it('gives the owner Invite Members, remove buttons on the others and Pending Invites', async () => {
    await openGroup(groupPageMocks(makeGroup('owner')));
    expect(screen.getByText('Hold’em at Dave’s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Members' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Group' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/create-event?groupId=g1',
    );

    const list = members();
    expect(within(list).getByRole('heading', { name: 'Members (3)' })).toBeInTheDocument();
    expect(within(list).getByText('Owner')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Sam' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Alex' })).toBeInTheDocument();
    // No display name: the e-mail stands in for it.
    expect(
      within(list).getByRole('button', { name: 'Remove jordan@example.com' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('alex@example.com')).toBeInTheDocument();

    const invites = screen.getByRole('region', { name: 'Pending Invites' });
    expect(within(invites).getByText('pat@example.com')).toBeInTheDocument();
    expect(
      within(invites).getByRole('button', { name: 'Cancel invitation for pat@example.com' }),
    ).toBeInTheDocument();
  });

  it('gives a member Leave Group and Create Event, and nothing of the owner', async () => {
    await openGroup(groupPageMocks(makeGroup('member')));
    expect(screen.getByRole('button', { name: 'Leave Group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Members' })).not.toBeInTheDocument();
    expect(within(members()).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending Invites' })).not.toBeInTheDocument();
  });

  it('shows Pending Invites to the owner only while invitations exist', async () => {
    await openGroup(groupPageMocks(makeGroup('owner', { invitedEmails: [] })));
    expect(screen.getByRole('button', { name: 'Invite Members' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending Invites' })).not.toBeInTheDocument();
  });

  it('never shows Pending Invites to a member, whatever the data says', async () => {
    await openGroup(groupPageMocks(makeGroup('member', { invitedEmails: ['pat@example.com'] })));
    expect(screen.queryByRole('region', { name: 'Pending Invites' })).not.toBeInTheDocument();
    expect(screen.queryByText('pat@example.com')).not.toBeInTheDocument();
  });

  it('shows an invited non-member the group name with Accept and Decline only', async () => {
    await openGroup(groupPageMocks(makeGroup('invited')));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Most Wins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Group' })).not.toBeInTheDocument();
  });
});

describe('group page: answering an invitation', () => {
  it('says Failed to join group and keeps Accept and Decline', async () => {
    const { events } = await openGroup([
      ...groupPageMocks(makeGroup('invited')),
      {
        request: { query: ACCEPT_GROUP_INVITATION_MUTATION, variables: { groupId: 'g1' } },
        error: new Error('offline'),
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to join group')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});

describe('group page: leaderboards', () => {
  it('shows wins with the win percentage to one decimal, earnings in dollars, most first', async () => {
    const casey = person('u4', 'Casey', 'casey@example.com');
    const leaderboard = [stats(alex, 3, 1, 1000), stats(sam, 5, 3, 12050), stats(casey, 6, 0, 0)];
    await openGroup(groupPageMocks(makeGroup('member', { leaderboard })));

    const wins = screen.getByRole('table', { name: 'Most Wins' });
    const winRows = within(wins).getAllByRole('row').slice(1);
    expect(winRows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      expect.stringContaining('Sam'),
      expect.stringContaining('Alex'),
      expect.stringContaining('Casey'),
    ]);
    expect(within(winRows[0]!).getByText('3 (60.0%)')).toBeInTheDocument();
    expect(within(winRows[0]!).getAllByText(/\$120\.50/).length).toBeGreaterThan(0);
    expect(within(winRows[1]!).getByText('1 (33.3%)')).toBeInTheDocument();
    expect(within(winRows[2]!).getByText('0 (0.0%)')).toBeInTheDocument();
    expect(within(winRows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');

    const active = screen.getByRole('table', { name: 'Most Active' });
    const activeRows = within(active).getAllByRole('row').slice(1);
    expect(
      activeRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Casey', '6'],
      ['2', 'Sam', '5'],
      ['3', 'Alex', '3'],
    ]);
  });

  it('counts wins out of tournaments only: cash games have no winners', async () => {
    // Sam played 5 games, 2 of them cash games, and won 3 tournaments out of 3.
    const leaderboard = [stats(sam, 5, 3, 12050, 3), stats(alex, 4, 1, 1000, 2)];
    await openGroup(groupPageMocks(makeGroup('member', { leaderboard })));
    const wins = screen.getByRole('table', { name: 'Most Wins' });
    const winRows = within(wins).getAllByRole('row').slice(1);
    expect(within(winRows[0]!).getByText('3 (100.0%)')).toBeInTheDocument();
    expect(within(winRows[1]!).getByText('1 (50.0%)')).toBeInTheDocument();
    // Most Active still counts every game, cash games included.
    const active = screen.getByRole('table', { name: 'Most Active' });
    expect(within(active).getAllByRole('row')[1]).toHaveTextContent('Sam5');
  });

  it('gives tied players the same rank', async () => {
    const leaderboard = [stats(alex, 4, 2, 500), stats(sam, 4, 2, 500), stats(jordan, 1, 0, 0)];
    await openGroup(groupPageMocks(makeGroup('member', { leaderboard })));
    const active = screen.getByRole('table', { name: 'Most Active' });
    const ranks = within(active)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(ranks).toEqual(['1', '1', '3']);
  });
});

describe('group page: events', () => {
  it('lists upcoming events, hides Past Events when there are none', async () => {
    await openGroup(groupPageMocks(makeGroup('member'), { upcoming: [makeEvent('e1')] }));
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    const card = await within(upcoming).findByRole('link', { name: /Game e1/ });
    expect(card).toHaveAttribute('href', '/event/e1');
    expect(card).toHaveTextContent('Wednesday, December 4, 2030 at 7:30 PM at 12 Main St');
    expect(card).toHaveTextContent('$25.00 buy-in');
    expect(card).toHaveTextContent('3/8 players');
    expect(screen.queryByRole('region', { name: 'Past Events' })).not.toBeInTheDocument();
  });

  it('says Free for a game without a buy-in, as every other screen does', async () => {
    await openGroup(
      groupPageMocks(makeGroup('member'), { upcoming: [makeEvent('e1', { buyInCents: 0 })] }),
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    const card = await within(upcoming).findByRole('link', { name: /Game e1/ });
    expect(card).toHaveTextContent('Free');
    expect(card).not.toHaveTextContent('$0.00');
  });

  it('says No upcoming events, and shows past events with their winner', async () => {
    const past = makeEvent('e2', {
      status: 'COMPLETED',
      startsAt: '2024-03-01T03:00:00.000Z',
      winners: [{ __typename: 'Winner', place: 1, user: alex } as never],
    });
    await openGroup(groupPageMocks(makeGroup('member'), { past: [past] }));
    const pastCard = await screen.findByRole('region', { name: 'Past Events' });
    expect(within(pastCard).getByRole('link', { name: /Game e2/ })).toHaveTextContent(
      'Winner: Alex',
    );
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Events' })).getByText(
        'No upcoming events',
      ),
    ).toBeInTheDocument();
  });

  it('only logs an event-list failure and keeps the page', async () => {
    await openGroup([
      groupMock(makeGroup('member')),
      {
        request: { query: GROUP_EVENTS_QUERY, variables: { id: 'g1' } },
        error: new Error('offline'),
      },
      quietSubscriptionMock('g1'),
    ]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(upcoming).findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load group details')).not.toBeInTheDocument();
  });
});

describe('group page: errors', () => {
  it('sends a stranger back to /groups with You do not have access to this group', async () => {
    const { router } = renderApp('/groups/g1', {
      user,
      mocks: [
        {
          request: { query: GROUP_QUERY, variables: { id: 'g1' } },
          result: {
            errors: [
              new GraphQLError('You do not have access to this group', {
                extensions: { code: 'FORBIDDEN' },
              }),
            ],
          },
        },
        eventsMock('g1'),
        groupsMock,
        quietMeChangedMock,
      ],
    });
    expect(await screen.findByText('You do not have access to this group')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });

  it('sends the viewer back to /groups with Failed to load group details', async () => {
    const { router } = renderApp('/groups/g1', {
      user,
      mocks: [
        {
          request: { query: GROUP_QUERY, variables: { id: 'g1' } },
          error: new Error('Network down'),
        },
        eventsMock('g1'),
        groupsMock,
        quietMeChangedMock,
      ],
    });
    expect(await screen.findByText('Failed to load group details')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });
});

describe('group page: confirm dialogs', () => {
  it('leaves the group after the Leave Group dialog and goes to /groups', async () => {
    const { events, router } = await openGroup([
      ...groupPageMocks(makeGroup('member')),
      {
        request: { query: LEAVE_GROUP_MUTATION, variables: { groupId: 'g1' } },
        result: { data: { leaveGroup: true } },
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Leave Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Group' });
    expect(dialog).toHaveTextContent('You will need a new invitation to rejoin.');
    await events.click(within(dialog).getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('Successfully left the group')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });

  it('reports Failed to leave group and stays', async () => {
    const { events, router } = await openGroup([
      ...groupPageMocks(makeGroup('member')),
      {
        request: { query: LEAVE_GROUP_MUTATION, variables: { groupId: 'g1' } },
        error: new Error('boom'),
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Leave Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Group' });
    await events.click(within(dialog).getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('Failed to leave group')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups/g1');
  });

  it('removes a member after the Remove Member dialog', async () => {
    const after = makeGroup('owner', { members: [sam, jordan], memberCount: 2 });
    const { events } = await openGroup([
      ...groupPageMocks(makeGroup('owner')),
      {
        request: {
          query: REMOVE_GROUP_MEMBER_MUTATION,
          variables: { groupId: 'g1', userId: 'u2' },
        },
        result: { data: { removeGroupMember: after } },
      },
    ]);
    await events.click(within(members()).getByRole('button', { name: 'Remove Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
    expect(dialog).toHaveTextContent('Remove Alex from Thursday Regulars?');
    await events.click(within(dialog).getByRole('button', { name: 'Remove Member' }));
    expect(await screen.findByText('Member removed successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    expect(within(members()).queryByText('Alex')).not.toBeInTheDocument();
  });

  it('reports Failed to remove member', async () => {
    const { events } = await openGroup([
      ...groupPageMocks(makeGroup('owner')),
      {
        request: {
          query: REMOVE_GROUP_MEMBER_MUTATION,
          variables: { groupId: 'g1', userId: 'u2' },
        },
        error: new Error('boom'),
      },
    ]);
    await events.click(within(members()).getByRole('button', { name: 'Remove Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove Member' }));
    expect(await screen.findByText('Failed to remove member')).toBeInTheDocument();
  });

  it('cancels an invitation after the Cancel Invitation dialog', async () => {
    const { events } = await openGroup([
      ...groupPageMocks(makeGroup('owner')),
      {
        request: {
          query: CANCEL_GROUP_INVITE_MUTATION,
          variables: { groupId: 'g1', email: 'pat@example.com' },
        },
        result: { data: { cancelGroupInvite: makeGroup('owner', { invitedEmails: [] }) } },
      },
    ]);
    await events.click(
      screen.getByRole('button', { name: 'Cancel invitation for pat@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Invitation' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel Invitation' }));
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pending Invites' })).not.toBeInTheDocument(),
    );
  });

  it('reports Failed to cancel invitation', async () => {
    const { events } = await openGroup([
      ...groupPageMocks(makeGroup('owner')),
      {
        request: {
          query: CANCEL_GROUP_INVITE_MUTATION,
          variables: { groupId: 'g1', email: 'pat@example.com' },
        },
        error: new Error('boom'),
      },
    ]);
    await events.click(
      screen.getByRole('button', { name: 'Cancel invitation for pat@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Invitation' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel Invitation' }));
    expect(await screen.findByText('Failed to cancel invitation')).toBeInTheDocument();
  });
});

describe('group page: live', () => {
  const changed = (groupChanged: unknown, delay = 300): Mock => ({
    request: { query: GROUP_CHANGED_SUBSCRIPTION, variables: { id: 'g1' } },
    result: { data: { groupChanged } },
    delay,
  });

  it('shows what groupChanged sends without a reload', async () => {
    const group = makeGroup('member');
    const later = {
      ...group,
      leaderboard: [stats(alex, 1, 1, 5000), stats(sam, 1, 0, 0)],
      __typename: 'Group',
      upcomingEvents: [],
      pastEvents: [],
    };
    await openGroup([groupMock(group), eventsMock('g1'), changed(later), quietMeChangedMock]);
    const wins = await screen.findByRole('table', { name: 'Most Wins' });
    expect(within(wins).getByText('1 (100.0%)')).toBeInTheDocument();
    expect(within(wins).getAllByText(/\$50\.00/).length).toBeGreaterThan(0);
  });

  it('goes to /groups with You do not have access to this group once access is gone', async () => {
    const { router } = await openGroup([
      groupMock(makeGroup('member')),
      eventsMock('g1'),
      changed(null),
      quietMeChangedMock,
    ]);
    expect(await screen.findByText('You do not have access to this group')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });
});
