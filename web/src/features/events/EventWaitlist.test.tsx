// The event page's waitlist (issue 12): Join Waitlist on a full game, the line in order with the
// viewer's place, a one-click Leave Waitlist, and the host's Remove player behind a confirm.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test-utils';
import {
  JOIN_WAITLIST_MUTATION,
  LEAVE_WAITLIST_MUTATION,
  REMOVE_EVENT_PLAYER_MUTATION,
} from './documents';
import { alex, capabilities, eventMocks, HOST_CAN, jo, lee, makeEvent, sam } from './testing';

const waiting = (...people: { id: string; displayName: string }[]) =>
  people.map(({ id, displayName }) => ({ __typename: 'User' as const, id, displayName }));

// Alex hosts a two-seat game that Alex and Jo fill; the viewer is Sam (u1).
const full = makeEvent({
  owner: alex,
  players: [alex, jo],
  maxPlayers: 2,
  viewerCan: capabilities({ joinWaitlist: true }),
});

describe('event detail: waitlist', { timeout: 30_000 }, () => {
  it('offers Join Waitlist on a full game, shows my place, and leaves in one click', async () => {
    const inLine = {
      ...full,
      waitlist: waiting(lee, sam),
      viewerCan: capabilities({ leaveWaitlist: true }),
    };
    const left = { ...full, waitlist: waiting(lee) };
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks({ ...full, waitlist: waiting(lee) }),
        {
          request: { query: JOIN_WAITLIST_MUTATION, variables: { eventId: 'e1' } },
          result: { data: { joinWaitlist: inLine } },
        },
        {
          request: { query: LEAVE_WAITLIST_MUTATION, variables: { eventId: 'e1' } },
          result: { data: { leaveWaitlist: left } },
        },
      ],
    });
    const actions = await screen.findByRole('group', { name: 'Event actions' });
    expect(within(actions).queryByRole('button', { name: 'Join Event' })).not.toBeInTheDocument();
    expect(screen.getByText('This game is full')).toBeInTheDocument();
    const line = () => screen.getByRole('list', { name: 'Waitlist' });
    expect(
      within(line())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Lee']);

    await events.click(within(actions).getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('You are on the waitlist')).toBeInTheDocument();
    expect(await screen.findByText('You are #2 on the waitlist')).toBeInTheDocument();
    expect(
      within(line())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Lee', '2.Sam (you)']);
    // Names only: nobody's address is on the line.
    expect(line().textContent).not.toMatch(/@/);

    // One click, no dialog.
    await events.click(screen.getByRole('button', { name: 'Leave Waitlist' }));
    expect(await screen.findByText('You left the waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    expect(screen.queryByText(/^You are #\d+ on the waitlist$/)).not.toBeInTheDocument();
  });

  it('has no waitlist card while seats are free and nobody waits', async () => {
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(makeEvent({ owner: alex, players: [alex], viewerCan: capabilities() })),
    });
    await screen.findByRole('heading', { name: 'Attending Players' });
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('says nobody waits on a full game with an empty line', async () => {
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(full) });
    expect(await screen.findByText(/Nobody is waiting/)).toBeInTheDocument();
  });

  it('lets the host remove a player after a confirm, and shows who took the place', async () => {
    const hosting = makeEvent({
      players: [sam, alex],
      maxPlayers: 2,
      waitlist: waiting(lee),
      viewerCan: { ...HOST_CAN, removePlayer: true },
    });
    const after = {
      ...hosting,
      players: [sam, lee].map((player) => ({ ...player, isGuest: false })),
      waitlist: [],
    };
    let removed = 0;
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(hosting),
        {
          request: {
            query: REMOVE_EVENT_PLAYER_MUTATION,
            variables: { eventId: 'e1', userId: 'u2' },
          },
          result: () => {
            removed++;
            return { data: { removeEventPlayer: after } };
          },
        },
      ],
    });
    // Never the host.
    await screen.findByRole('button', { name: 'Remove Alex' });
    expect(screen.queryByRole('button', { name: 'Remove Sam' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Remove Alex' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/first on the waitlist takes the place/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toBe(0);

    await events.click(screen.getByRole('button', { name: 'Remove Alex' }));
    dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Player removed')).toBeInTheDocument();
    expect(removed).toBe(1);
    const players = screen.getByRole('region', { name: /Attending Players/ });
    expect(within(players).getByText('Lee')).toBeInTheDocument();
    expect(within(players).queryByText('Alex')).not.toBeInTheDocument();
  });

  it('offers no Remove to a player', async () => {
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(
        makeEvent({ owner: alex, players: [alex, sam], viewerCan: capabilities({ leave: true }) }),
      ),
    });
    const players = await screen.findByRole('region', { name: /Attending Players/ });
    expect(within(players).getByText('Alex')).toBeInTheDocument();
    expect(within(players).queryAllByRole('button')).toEqual([]);
  });
});
