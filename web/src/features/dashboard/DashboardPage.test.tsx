import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import { DECLINE_EVENT_INVITE_MUTATION, JOIN_EVENT_MUTATION } from '../events/documents';
import { alex, jo, lee, makeEvent, person, quietMeChanged, sam } from '../events/testing';
import { ME_CHANGED_SUBSCRIPTION } from '../../auth/documents';
import { DECLINE_GROUP_INVITATION_MUTATION } from '../groups/documents';
import { ACCEPT_GROUP_INVITE_MUTATION, DASHBOARD_QUERY } from './documents';
import { groupUpcomingEvents } from './UpcomingEvents';

const regulars = { __typename: 'Group' as const, id: 'g1', name: 'The Regulars' };

const hosting = makeEvent({ id: 'e1', title: 'My Home Game', owner: sam });
const hostingForGroup = makeEvent({
  id: 'e2',
  title: 'Regulars at Mine',
  owner: sam,
  group: regulars,
});
const groupGame = makeEvent({
  id: 'e3',
  title: 'Tuesday Omaha',
  owner: alex,
  group: regulars,
  buyInCents: 5000,
  maxPlayers: 6,
});
const individual = makeEvent({
  id: 'e4',
  title: 'Lake House Deepstack',
  owner: jo,
  players: [jo, sam, alex],
});
const invite = makeEvent({ id: 'e5', title: 'New Year Freeroll', owner: lee, players: [lee] });
const groupInvite = {
  __typename: 'Group' as const,
  id: 'g2',
  name: 'Office Sharks',
  description: 'Lunch-break sit-and-gos',
  memberCount: 7,
  owner: lee,
};

type Data = {
  upcoming?: unknown[];
  invites?: unknown[];
  groupInvites?: unknown[];
  waitlisted?: unknown[];
  stats?: [number, number, number];
};

const dashboard = ({
  upcoming = [],
  invites = [],
  groupInvites = [],
  waitlisted = [],
  stats = [0, 0, 0],
}: Data) => ({
  data: {
    me: {
      __typename: 'Me',
      id: 'u1',
      stats: {
        __typename: 'PlayerStats',
        gamesPlayed: stats[0],
        gamesWon: stats[1],
        upcomingGames: stats[2],
      },
      upcomingEvents: upcoming,
      waitlistedEvents: waitlisted,
      pendingEventInvites: invites,
      pendingGroupInvites: groupInvites,
    },
  },
});

/** The dashboard answering `first`, then `after` for every later ask (refetches). */
function dashboardMock(first: Data, after: Data = first): Mock {
  let calls = 0;
  return {
    request: { query: DASHBOARD_QUERY },
    result: () => dashboard(calls++ === 0 ? first : after),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const stat = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByTestId('stat-value');

describe('dashboard', { timeout: 30_000 }, () => {
  it('groups upcoming events as hosting, group and individual', () => {
    const groups = groupUpcomingEvents([hosting, groupGame, hostingForGroup, individual], 'u1');
    expect(groups.hosting.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(groups.group.map((e) => e.id)).toEqual(['e3']);
    expect(groups.individual.map((e) => e.id)).toEqual(['e4']);
  });

  it('shows the stats and the upcoming events under their headings, each card linking to its event', async () => {
    renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({
          upcoming: [hosting, groupGame, hostingForGroup, individual],
          stats: [12, 3, 4],
        }),
        quietMeChanged(),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: "Events You're Hosting" }),
    ).toBeInTheDocument();
    expect(stat('Games Played')).toHaveTextContent('12');
    expect(stat('Wins')).toHaveTextContent('3');
    expect(stat('Upcoming Games')).toHaveTextContent('4');

    const section = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
    const titles = (title: string) =>
      within(section(title))
        .getAllByRole('link')
        .map((link) => within(link).getByRole('heading').textContent);
    expect(titles("Events You're Hosting")).toEqual(['My Home Game', 'Regulars at Mine']);
    expect(titles('Group Events')).toEqual(['Tuesday Omaha']);
    expect(titles('Individual Events')).toEqual(['Lake House Deepstack']);

    const card = screen.getByRole('link', { name: /^Tuesday Omaha/ });
    expect(card).toHaveAttribute('href', '/event/e3');
    expect(within(card).getByText('Friday, December 4, 2026 at 7:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('12 Main St, Springfield')).toBeInTheDocument();
    expect(within(card).getByText('The Regulars')).toBeInTheDocument();
    expect(within(card).getByText('$50.00')).toBeInTheDocument();
    expect(within(card).getByText('2/6 players')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/create-event',
    );
  });

  it('has deliberate empty states', async () => {
    renderApp('/dashboard', { user: makeUser(), mocks: [dashboardMock({}), quietMeChanged()] });
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('No event invitations right now.')).toBeInTheDocument();
    expect(screen.getByText('No group invitations right now.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group Events' })).not.toBeInTheDocument();
    expect(screen.getByText(/You are not on any waitlist/)).toBeInTheDocument();
  });

  it('lists the games I wait for under Waitlisted, with my place in line', async () => {
    const waitingFor = makeEvent({
      id: 'e6',
      title: 'Sunday Stud',
      owner: lee,
      players: [lee, alex],
      maxPlayers: 2,
      waitlist: [jo, sam].map(({ id }) => ({ __typename: 'User', id })),
    });
    renderApp('/dashboard', {
      user: makeUser(),
      mocks: [dashboardMock({ waitlisted: [waitingFor] }), quietMeChanged()],
    });
    const section = (await screen.findByRole('heading', { name: 'Waitlisted' })).closest(
      'section',
    ) as HTMLElement;
    const link = within(section).getByRole('link', { name: /Sunday Stud/ });
    expect(link).toHaveAttribute('href', '/event/e6');
    expect(within(link).getByText('Waitlisted #2')).toBeInTheDocument();
    expect(within(link).getByText('2/2 players')).toBeInTheDocument();
  });

  it('accepts an event invitation: toast, and the event moves to Upcoming Events', async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock(
          { invites: [invite] },
          { upcoming: [{ ...invite, players: [lee, sam], playerCount: 2 }] },
        ),
        quietMeChanged(),
        {
          request: { query: JOIN_EVENT_MUTATION, variables: { eventId: 'e5' } },
          result: { data: { joinEvent: { ...invite, players: [lee, sam], playerCount: 2 } } },
        },
      ],
    });
    const item = await screen.findByRole('listitem', { name: 'New Year Freeroll' });
    expect(within(item).getByText(/Hosted by Lee/)).toBeInTheDocument();
    await events.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Successfully joined the event!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Individual Events' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'New Year Freeroll' })).not.toBeInTheDocument();
  });

  it('declines an event invitation', async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({ invites: [invite] }, {}),
        quietMeChanged(),
        {
          request: { query: DECLINE_EVENT_INVITE_MUTATION, variables: { eventId: 'e5' } },
          result: { data: { declineEventInvite: true } },
        },
      ],
    });
    const item = await screen.findByRole('listitem', { name: 'New Year Freeroll' });
    await events.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'New Year Freeroll' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message when joining fails, else Failed to join event", async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({ invites: [invite, { ...invite, id: 'e6', title: 'Second Game' }] }),
        quietMeChanged(),
        {
          request: { query: JOIN_EVENT_MUTATION, variables: { eventId: 'e5' } },
          result: {
            errors: [new GraphQLError('This event is full', { extensions: { code: 'CONFLICT' } })],
          },
        },
        {
          request: { query: JOIN_EVENT_MUTATION, variables: { eventId: 'e6' } },
          error: new Error('network down'),
        },
        {
          request: { query: DECLINE_EVENT_INVITE_MUTATION, variables: { eventId: 'e6' } },
          error: new Error('network down'),
        },
      ],
    });
    const first = await screen.findByRole('listitem', { name: 'New Year Freeroll' });
    await events.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This event is full')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Second Game' });
    await events.click(within(second).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to join event')).toBeInTheDocument();
    await events.click(within(second).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Failed to decline invitation')).toBeInTheDocument();
  });

  it('accepts and declines group invitations', async () => {
    const otherGroup = { ...groupInvite, id: 'g3', name: 'Poker Pals', owner: person('u9', 'Pat') };
    const { events } = renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({ groupInvites: [groupInvite, otherGroup] }, { groupInvites: [otherGroup] }),
        quietMeChanged(),
        {
          request: { query: ACCEPT_GROUP_INVITE_MUTATION, variables: { groupId: 'g2' } },
          result: {
            data: {
              acceptGroupInvite: {
                __typename: 'Group',
                id: 'g2',
                name: 'Office Sharks',
                memberCount: 8,
              },
            },
          },
        },
        {
          request: { query: DECLINE_GROUP_INVITATION_MUTATION, variables: { groupId: 'g3' } },
          result: { data: { declineGroupInvite: true } },
        },
      ],
    });
    const sharks = await screen.findByRole('listitem', { name: 'Office Sharks' });
    expect(within(sharks).getByText('Invited by Lee · 7 members')).toBeInTheDocument();
    await events.click(within(sharks).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Successfully joined the group!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Office Sharks' })).not.toBeInTheDocument(),
    );

    await events.click(
      within(screen.getByRole('listitem', { name: 'Poker Pals' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await screen.findByText('Group invitation declined')).toBeInTheDocument();
  });

  it('says Failed to join group when accepting fails', async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({ groupInvites: [groupInvite] }),
        quietMeChanged(),
        {
          request: { query: ACCEPT_GROUP_INVITE_MUTATION, variables: { groupId: 'g2' } },
          error: new Error('network down'),
        },
      ],
    });
    const sharks = await screen.findByRole('listitem', { name: 'Office Sharks' });
    await events.click(within(sharks).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to join group')).toBeInTheDocument();
  });

  it('asks again when meChanged fires', async () => {
    renderApp('/dashboard', {
      user: makeUser(),
      mocks: [
        dashboardMock({}, { invites: [invite], stats: [0, 0, 0] }),
        {
          request: { query: ME_CHANGED_SUBSCRIPTION },
          result: { data: { meChanged: { __typename: 'Me', id: 'u1' } } },
          delay: 50,
        },
      ],
    });
    expect(await screen.findByRole('listitem', { name: 'New Year Freeroll' })).toBeInTheDocument();
  });
});
