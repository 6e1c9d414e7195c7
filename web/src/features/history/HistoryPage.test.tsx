import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import { SET_WINNERS_MUTATION } from '../events/documents';
import { alex, capabilities, jo, makeEvent, quietMeChanged, sam, winner } from '../events/testing';
import { HISTORY_QUERY } from './documents';

const historyMock = (pastEvents: unknown[]): Mock => ({
  request: { query: HISTORY_QUERY },
  result: { data: { me: { __typename: 'Me', id: 'u1', pastEvents } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const past = (overrides: Record<string, unknown> = {}) =>
  makeEvent({
    id: 'p1',
    title: 'November Showdown',
    startsAt: '2025-11-08T03:00:00.000Z',
    players: [sam, jo, alex],
    viewerCan: capabilities({ setWinners: true }),
    ...overrides,
  });

/** The `<input>` of a labelled Mantine field (its label also names other elements). */
const field = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLElement;

describe('event history', { timeout: 30_000 }, () => {
  it('says No past events found when there are none', async () => {
    renderApp('/history', { user: makeUser(), mocks: [historyMock([]), quietMeChanged()] });
    expect(await screen.findByText('No past events found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Event History' })).toBeInTheDocument();
  });

  it('says a cash game has no winners, only its money, settled or not', async () => {
    renderApp('/history', {
      user: makeUser(),
      mocks: [
        historyMock([
          past({ kind: 'CASH', status: 'COMPLETED', viewerCan: capabilities() }),
          past({ id: 'p2', title: 'Open Cash', kind: 'CASH', viewerCan: capabilities() }),
        ]),
        quietMeChanged(),
      ],
    });
    const settled = await screen.findByRole('listitem', { name: 'November Showdown' });
    expect(settled).toHaveTextContent(
      'A cash game, settled: its buy-ins and cash-outs are on its page.',
    );
    expect(screen.getByRole('listitem', { name: 'Open Cash' })).toHaveTextContent(
      'A cash game, not settled yet: its buy-ins and cash-outs are on its page.',
    );
    expect(screen.queryByText('No winners recorded yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Winners/ })).not.toBeInTheDocument();
  });

  it('lists past events with their facts, winners and the host-only winners button', async () => {
    renderApp('/history', {
      user: makeUser(),
      mocks: [
        historyMock([
          past({
            status: 'COMPLETED',
            winners: [winner(1, alex, 12000), winner(2, sam, 6000), winner(3, jo, 2000)],
          }),
          past({ id: 'p2', title: 'Halloween Bounty', startsAt: '2025-11-01T02:00:00.000Z' }),
          past({ id: 'p3', title: "Jo's Birthday", owner: jo, viewerCan: capabilities() }),
        ]),
        quietMeChanged(),
      ],
    });
    const showdown = await screen.findByRole('listitem', { name: 'November Showdown' });
    expect(within(showdown).getByText('Friday, November 7, 2025 at 7:00 PM')).toBeInTheDocument();
    expect(within(showdown).getByText('12 Main St, Springfield')).toBeInTheDocument();
    expect(within(showdown).getByText('$20.00 buy-in')).toBeInTheDocument();
    expect(within(showdown).getByText('3 players')).toBeInTheDocument();
    const winners = within(showdown).getByRole('list', { name: 'Winners' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1stAlex$120.00', '2ndSam$60.00', '3rdJo$20.00']);
    expect(within(showdown).getByRole('button', { name: /Update Winners/ })).toBeInTheDocument();

    const bounty = screen.getByRole('listitem', { name: 'Halloween Bounty' });
    expect(within(bounty).getByRole('button', { name: /Set Winners/ })).toBeInTheDocument();
    expect(within(bounty).getByText('No winners recorded yet.')).toBeInTheDocument();

    const birthday = screen.getByRole('listitem', { name: "Jo's Birthday" });
    expect(within(birthday).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('winners dialog', { timeout: 30_000 }, () => {
  it('applies the §5 rules, then saves the winners (blank prize = 0)', async () => {
    const event = past();
    const saved = past({
      status: 'COMPLETED',
      winners: [winner(1, alex, 3000), winner(2, sam, 2000), winner(3, jo, 0)],
    });
    const { events } = renderApp('/history', {
      user: makeUser(),
      mocks: [
        historyMock([event]),
        quietMeChanged(),
        {
          request: {
            query: SET_WINNERS_MUTATION,
            variables: {
              eventId: 'p1',
              winners: [
                { place: 1, userId: 'u2', prizeCents: 3000 },
                { place: 2, userId: 'u1', prizeCents: 2000 },
                { place: 3, userId: 'u3', prizeCents: 0 },
              ],
            },
          },
          result: { data: { setWinners: saved } },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: /Set Winners/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set Winners')).toBeInTheDocument();

    // Nobody picked.
    await events.click(within(dialog).getByRole('button', { name: 'Save Winners' }));
    expect(await screen.findByText('Please select at least one winner')).toBeInTheDocument();

    // Players only, sorted by name.
    await events.click(field(/^1st Place$/));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Alex', 'Jo', 'Sam']);
    await events.click(screen.getByRole('option', { name: 'Alex' }));
    await events.type(field(/^1st Place Prize/), '30');

    await events.click(field(/^2nd Place$/));
    // Alex already holds 1st.
    expect(screen.getByRole('option', { name: 'Alex' })).toHaveAttribute('aria-disabled', 'true');
    await events.click(screen.getByRole('option', { name: 'Sam' }));
    await events.type(field(/^2nd Place Prize/), '30');
    await events.click(within(dialog).getByRole('button', { name: 'Save Winners' }));
    expect(
      await screen.findByText('1st place prize must be greater than 2nd place'),
    ).toBeInTheDocument();

    await events.clear(field(/^2nd Place Prize/));
    await events.type(field(/^2nd Place Prize/), '20');
    await events.click(field(/^3rd Place$/));
    await events.click(await screen.findByRole('option', { name: 'Jo' }));
    await events.type(field(/^3rd Place Prize/), '25');
    await events.click(within(dialog).getByRole('button', { name: 'Save Winners' }));
    expect(
      await screen.findByText('2nd place prize must be greater than 3rd place'),
    ).toBeInTheDocument();

    // A blank prize counts as 0, and 0 is never compared.
    await events.clear(field(/^3rd Place Prize/));
    await events.click(within(dialog).getByRole('button', { name: 'Save Winners' }));
    expect(await screen.findByText('Winners updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('listitem', { name: 'November Showdown' });
    expect(await within(card).findByRole('button', { name: /Update Winners/ })).toBeInTheDocument();
    expect(within(card).getByText('$30.00')).toBeInTheDocument();
  });

  it('says Failed to update winners when saving fails, and stays open', async () => {
    const { events } = renderApp('/history', {
      user: makeUser(),
      mocks: [
        historyMock([past({ winners: [winner(1, jo, 1000)] })]),
        quietMeChanged(),
        {
          request: {
            query: SET_WINNERS_MUTATION,
            variables: { eventId: 'p1', winners: [{ place: 1, userId: 'u3', prizeCents: 1000 }] },
          },
          error: new Error('network down'),
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: /Update Winners/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update Winners')).toBeInTheDocument();
    expect(field(/^1st Place$/)).toHaveValue('Jo');
    expect(field(/^1st Place Prize/)).toHaveValue('$10');
    await events.click(within(dialog).getByRole('button', { name: 'Save Winners' }));
    expect(await screen.findByText('Failed to update winners')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
