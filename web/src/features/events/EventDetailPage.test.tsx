import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import { DASHBOARD_QUERY } from '../dashboard/documents';
import {
  CANCEL_EVENT_MUTATION,
  INVITE_TO_EVENT_MUTATION,
  LEAVE_EVENT_MUTATION,
  REMOVE_EVENT_INVITE_MUTATION,
  EVENT_CHANGED_SUBSCRIPTION,
  EVENT_QUERY,
} from './documents';
import { ADD_TABLE_MUTATION, RELEASE_SEAT_MUTATION, RESERVE_SEAT_MUTATION } from './seatDocuments';
import {
  alex,
  capabilities,
  eventMocks,
  HOST_CAN,
  jo,
  makeEvent,
  quietMeChanged,
  sam,
  table,
} from './testing';

const ACTION_LABELS = [
  'Join Event',
  'Accept Invitation',
  'Decline',
  'Leave Event',
  'Invite Players',
  'Cancel Event',
];

async function actionButtons() {
  const group = await screen.findByRole('group', { name: 'Event actions' });
  return within(group)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => ACTION_LABELS.includes(text ?? ''));
}

const emptyDashboard: Mock = {
  request: { query: DASHBOARD_QUERY },
  result: {
    data: {
      me: {
        __typename: 'Me',
        id: 'u1',
        stats: { __typename: 'PlayerStats', gamesPlayed: 0, gamesWon: 0, upcomingGames: 0 },
        upcomingEvents: [],
        waitlistedEvents: [],
        pendingEventInvites: [],
        pendingGroupInvites: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('event detail: actions follow viewerCan', { timeout: 30_000 }, () => {
  it('gives the host Invite Players and Cancel Event, the invited list and Add to Calendar', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN, invitedEmails: ['kim@example.com'] });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Friday Night Hold'em" }),
    ).toBeInTheDocument();
    expect(await actionButtons()).toEqual(['Invite Players', 'Cancel Event']);
    expect(screen.getByText('Friday, December 4, 2026 at 7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('$20.00 buy-in')).toBeInTheDocument();
    expect(screen.getByText('2/9 players')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to Calendar' });
    expect(calendar).toHaveAttribute('href', '/calendar/event/e1.ics');
    expect(calendar).toHaveAttribute('download');

    const players = screen.getByRole('list', { name: 'Attending players' });
    const hostRow = within(players).getByText('Sam').closest('li') as HTMLElement;
    expect(within(hostRow).getByText('Host')).toBeInTheDocument();
    const alexRow = within(players).getByText('Alex').closest('li') as HTMLElement;
    expect(within(alexRow).queryByText('Host')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Invited Players' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove invitation for kim@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Winners' })).toBeInTheDocument();
  });

  it('offers Join Event to a stranger, and nothing of the host', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex],
      invitedEmails: null,
      viewerCan: capabilities({ join: true }),
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    expect(await actionButtons()).toEqual(['Join Event']);
    expect(screen.queryByRole('heading', { name: 'Invited Players' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Winners/ })).not.toBeInTheDocument();
  });

  it('tells a stranger a full game is full, and not a player of it', async () => {
    const full = makeEvent({ owner: alex, players: [alex, sam], maxPlayers: 2, playerCount: 2 });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(full) });
    expect(await screen.findByText('This game is full')).toHaveAttribute('role', 'status');
    expect(await actionButtons()).toEqual([]);
  });

  it('says nothing of fullness to a player of the full game', async () => {
    const full = makeEvent({
      owner: alex,
      players: [alex, sam],
      maxPlayers: 2,
      playerCount: 2,
      viewerCan: capabilities({ leave: true }),
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(full) });
    expect(await actionButtons()).toEqual(['Leave Event']);
    expect(screen.queryByText('This game is full')).not.toBeInTheDocument();
  });

  it('offers Accept Invitation and Decline to an invited user', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex],
      viewerCan: capabilities({ acceptInvite: true, decline: true }),
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    expect(await actionButtons()).toEqual(['Accept Invitation', 'Decline']);
  });

  it('offers Leave Event to a player, and the invited list without remove buttons', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      invitedEmails: ['kim@example.com'],
      viewerCan: capabilities({ leave: true, reserveSeat: true }),
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    expect(await actionButtons()).toEqual(['Leave Event']);
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove invitation/ })).not.toBeInTheDocument();
  });

  it('shows no actions once the event is completed, only the winners', async () => {
    const event = makeEvent({
      status: 'COMPLETED',
      viewerCan: HOST_CAN,
      winners: [
        { __typename: 'Winner', place: 1, prizeCents: 12000, user: alex },
        { __typename: 'Winner', place: 2, prizeCents: 5000, user: sam },
      ],
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    expect(await actionButtons()).toEqual([]);
    const first = screen.getByRole('group', { name: '1st place' });
    expect(within(first).getByText('Alex')).toBeInTheDocument();
    expect(within(first).getByText('$120.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '2nd place' })).getByText('$50.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Winners' })).toBeInTheDocument();
  });

  it('leaves out an empty Tables card once completed, and puts Winners first', async () => {
    const completed = makeEvent({
      status: 'COMPLETED',
      viewerCan: HOST_CAN,
      winners: [{ __typename: 'Winner', place: 1, prizeCents: 12000, user: alex }],
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(completed) });
    expect(await screen.findByRole('region', { name: 'Winners' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tables' })).not.toBeInTheDocument();
  });

  it('puts Tables above Winners while the results are still to come', async () => {
    const started = makeEvent({
      status: 'IN_PROGRESS',
      startsAt: '2026-01-01T03:30:00.000Z',
      viewerCan: HOST_CAN,
      tables: [table('t1', 'Main', 6)],
    });
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(started) });
    const winners = await screen.findByRole('region', { name: 'Winners' });
    const tables = screen.getByRole('region', { name: 'Tables' });
    expect(tables.compareDocumentPosition(winners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says Event not found and goes to / when there is no such event', async () => {
    const { router } = renderApp('/event/missing', {
      user: makeUser(),
      mocks: eventMocks(null, 'missing'),
    });
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says Failed to load event when the request fails', async () => {
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        { request: { query: EVENT_QUERY, variables: { id: 'e1' } }, error: new Error('offline') },
      ],
    });
    expect(await screen.findByText('Failed to load event')).toBeInTheDocument();
  });

  it('cancels after the Cancel Event confirmation and goes to the dashboard', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN });
    const { events, router } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: { query: CANCEL_EVENT_MUTATION, variables: { eventId: 'e1' } },
          result: { data: { cancelEvent: true } },
        },
        emptyDashboard,
        quietMeChanged(),
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Cancel Event' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to cancel/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes to the dashboard when the event is cancelled elsewhere', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: capabilities({ leave: true }),
    });
    const { router } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        { request: { query: EVENT_QUERY, variables: { id: 'e1' } }, result: { data: { event } } },
        {
          request: { query: EVENT_CHANGED_SUBSCRIPTION, variables: { id: 'e1' } },
          result: { data: { eventChanged: null } },
          delay: 30,
        },
        emptyDashboard,
        quietMeChanged(),
      ],
    });
    expect(await screen.findByText('This event has been cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a new player pushed by eventChanged without reloading', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN });
    const joined = makeEvent({ viewerCan: HOST_CAN, players: [sam, alex, jo] });
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        { request: { query: EVENT_QUERY, variables: { id: 'e1' } }, result: { data: { event } } },
        {
          request: { query: EVENT_CHANGED_SUBSCRIPTION, variables: { id: 'e1' } },
          result: { data: { eventChanged: joined } },
          delay: 50,
        },
      ],
    });
    const players = await screen.findByRole('list', { name: 'Attending players' });
    expect(within(players).queryByText('Jo')).not.toBeInTheDocument();
    expect(await within(players).findByText('Jo')).toBeInTheDocument();
    expect(screen.getByText('3/9 players')).toBeInTheDocument();
  });
});

describe('event detail: seat map', { timeout: 30_000 }, () => {
  const playerCan = capabilities({ leave: true, reserveSeat: true });

  it('reserves a free seat and releases it again', async () => {
    const before = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: playerCan,
      tables: [table('t1', 'Main Table', 9, [[4, alex]])],
    });
    const seated = {
      ...before,
      tables: [
        table('t1', 'Main Table', 9, [
          [3, sam],
          [4, alex],
        ]),
      ],
    };
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(before),
        {
          request: { query: RESERVE_SEAT_MUTATION, variables: { tableId: 't1', seatNumber: 3 } },
          result: { data: { reserveSeat: seated } },
        },
        {
          request: { query: RELEASE_SEAT_MUTATION, variables: { tableId: 't1', seatNumber: 3 } },
          result: { data: { releaseSeat: before } },
        },
      ],
    });
    const map = await screen.findByRole('group', { name: 'Main Table seats' });
    expect(within(map).getAllByRole('button')).toHaveLength(9);
    // Someone else's seat is not mine to release.
    expect(within(map).getByRole('button', { name: 'Seat 4: Alex' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await events.click(within(map).getByRole('button', { name: 'Reserve seat 3' }));
    expect(await screen.findByText('Seat 3 reserved')).toBeInTheDocument();
    const mine = await within(map).findByRole('button', { name: 'Release seat 3 (your seat)' });
    expect(mine).toHaveAttribute('data-state', 'mine');

    await events.click(mine);
    expect(await screen.findByText('Seat 3 released')).toBeInTheDocument();
    expect(await within(map).findByRole('button', { name: 'Reserve seat 3' })).toHaveAttribute(
      'data-state',
      'free',
    );
  });

  it("shows the server's message when the seat was taken meanwhile", async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: playerCan,
      tables: [table('t1', 'Main Table', 6)],
    });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: { query: RESERVE_SEAT_MUTATION, variables: { tableId: 't1', seatNumber: 2 } },
          result: {
            errors: [
              new GraphQLError('This seat is already taken', { extensions: { code: 'CONFLICT' } }),
            ],
          },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Reserve seat 2' }));
    expect(await screen.findByText('This seat is already taken')).toBeInTheDocument();
  });

  it('falls back to Failed to reserve seat without a server message', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: playerCan,
      tables: [table('t1', 'Main Table', 6)],
    });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: { query: RESERVE_SEAT_MUTATION, variables: { tableId: 't1', seatNumber: 1 } },
          error: new Error('network down'),
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Reserve seat 1' }));
    expect(await screen.findByText('Failed to reserve seat')).toBeInTheDocument();
  });

  it('lets the host release anyone, and a stranger only look', async () => {
    const tables = [table('t1', 'Main Table', 6, [[2, alex]])];
    const hostView = renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(makeEvent({ viewerCan: HOST_CAN, tables })),
    });
    expect(await screen.findByRole('button', { name: 'Release seat 2 (Alex)' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Remove Main Table' })).toBeInTheDocument();
    hostView.unmount();

    renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(
        makeEvent({
          owner: alex,
          players: [alex],
          viewerCan: capabilities({ join: true }),
          tables,
        }),
      ),
    });
    expect(await screen.findByRole('button', { name: 'Seat 1: free' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Seat 2: Alex' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Remove Main Table' })).not.toBeInTheDocument();
  });
});

describe('event detail: dialogs', { timeout: 30_000 }, () => {
  it('Invite Players applies the e-mail rules of §5', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN });
    let requests = 0;
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: {
            query: INVITE_TO_EVENT_MUTATION,
            variables: { eventId: 'e1', emails: 'kim@example.com' },
          },
          result: () => {
            requests++;
            return {
              data: {
                inviteToEvent: {
                  __typename: 'InviteResult',
                  invited: ['kim@example.com'],
                  skipped: [],
                  skippedEntries: [],
                },
              },
            };
          },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Invite Players' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send Invites' });
    const box = within(dialog).getByLabelText(/Email Addresses/);

    // Empty: ignored.
    await events.click(send);
    expect(screen.queryByText('Please enter valid email addresses')).not.toBeInTheDocument();

    // None valid: the message, and nothing is sent.
    await events.type(box, 'nope, also-nope');
    await events.click(send);
    expect(await screen.findByText('Please enter valid email addresses')).toBeInTheDocument();
    expect(requests).toBe(0);

    // Some invalid: the warning, then the valid ones go.
    await events.clear(box);
    await events.type(box, 'Kim@Example.com, nope');
    await events.click(send);
    expect(
      await screen.findByText('Some email addresses are invalid and will be skipped'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Invitations sent to 1 email(s)')).toBeInTheDocument();
    // The dialog stays, naming what it skipped, with the invalid entry back in the field.
    expect(await within(dialog).findByRole('list', { name: 'Not invited' })).toHaveTextContent(
      'nope: not a valid email address',
    );
    expect(box).toHaveValue('nope');
    expect(requests).toBe(1);
  });

  it('Invite Players stays open and says Failed to send invitations on failure', async () => {
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(makeEvent({ viewerCan: HOST_CAN })),
        {
          request: {
            query: INVITE_TO_EVENT_MUTATION,
            variables: { eventId: 'e1', emails: 'kim@example.com' },
          },
          error: new Error('network down'),
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Invite Players' }));
    const dialog = await screen.findByRole('dialog');
    await events.type(within(dialog).getByLabelText(/Email Addresses/), 'kim@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Failed to send invitations')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Add Table defaults to 9 seats and keeps to 6–10', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: {
            query: ADD_TABLE_MUTATION,
            variables: { eventId: 'e1', name: 'Main Table', maxSeats: 10 },
          },
          result: { data: { addTable: { ...event, tables: [table('t9', 'Main Table', 10)] } } },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Table Name/);
    const seats = within(dialog).getByLabelText(/^Seats/);
    expect(name).toHaveValue('Table 1');
    expect(seats).toHaveValue('9');
    await events.clear(name);
    await events.clear(seats);
    await events.type(seats, '11');
    await events.click(within(dialog).getByRole('button', { name: 'Add Table' }));
    expect(await within(dialog).findByText('Table name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Seats per table must be between 6 and 10'),
    ).toBeInTheDocument();

    await events.type(name, 'Main Table');
    await events.clear(seats);
    await events.type(seats, '10');
    await events.click(within(dialog).getByRole('button', { name: 'Add Table' }));
    expect(await screen.findByText('Table added')).toBeInTheDocument();
    const map = await screen.findByRole('group', { name: 'Main Table seats' });
    expect(within(map).getAllByRole('button')).toHaveLength(10);
  });

  it('Leave Event and Remove Invitation ask first', async () => {
    const asPlayer = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: capabilities({ leave: true, reserveSeat: true }),
    });
    const left = {
      ...asPlayer,
      players: [alex],
      playerCount: 1,
      viewerCan: capabilities({ join: true }),
    };
    const player = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(asPlayer),
        {
          request: { query: LEAVE_EVENT_MUTATION, variables: { eventId: 'e1' } },
          result: { data: { leaveEvent: left } },
        },
      ],
    });
    await player.events.click(await screen.findByRole('button', { name: 'Leave Event' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to leave/)).toBeInTheDocument();
    await player.events.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await player.events.click(screen.getByRole('button', { name: 'Leave Event' }));
    dialog = await screen.findByRole('dialog');
    await player.events.click(within(dialog).getByRole('button', { name: 'Leave Event' }));
    expect(await screen.findByText('You left the event')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Event' })).toBeInTheDocument();
    player.unmount();

    const hosting = makeEvent({ viewerCan: HOST_CAN, invitedEmails: ['kim@example.com'] });
    const host = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(hosting),
        {
          request: {
            query: REMOVE_EVENT_INVITE_MUTATION,
            variables: { eventId: 'e1', email: 'kim@example.com' },
          },
          result: { data: { removeEventInvite: { ...hosting, invitedEmails: [] } } },
        },
      ],
    });
    await host.events.click(
      await screen.findByRole('button', { name: 'Remove invitation for kim@example.com' }),
    );
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Remove the invitation for kim@example.com?'),
    ).toBeInTheDocument();
    await host.events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Invitation removed')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });
});
