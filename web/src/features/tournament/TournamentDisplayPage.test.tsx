// The TV page (docs/product.md §10): the event's title and the seats by table beside the clock
// during the night, and once it is over the results and prizes instead of a stopped clock.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentDisplay_DisplayFragment } from '../../gql/graphql';
import { renderApp, type Mock } from '../../test-utils';
import { TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION, TOURNAMENT_DISPLAY_QUERY } from './documents';

vi.mock('../timer/sound', () => ({ playCue: vi.fn(), unlockAudio: vi.fn() }));

const level = (smallBlind: number, bigBlind: number) => ({
  __typename: 'BlindLevel' as const,
  smallBlind,
  bigBlind,
  ante: 0,
  durationMinutes: 20,
});

function display(
  overrides: Partial<TournamentDisplay_DisplayFragment> & { phase?: 'PAUSED' | 'FINISHED' } = {},
) {
  const { phase = 'PAUSED', ...rest } = overrides;
  return {
    __typename: 'TournamentDisplay' as const,
    eventTitle: 'Friday Felt',
    tournament: {
      __typename: 'Tournament' as const,
      id: 't1',
      eventId: 'e1',
      phase,
      levelIndex: 0,
      levelEndsAt: null,
      remainingSeconds: 1200,
      serverNow: new Date().toISOString(),
      template: {
        __typename: 'TournamentTemplate' as const,
        name: 'Standard Tournament',
        levels: [level(25, 50), level(50, 100)],
      },
      buyInCents: 2000,
      rebuyCents: 0,
      addOnCents: 0,
      bountyCents: 500,
      prizePoolCents: 6000,
      payouts: [{ __typename: 'Payout' as const, place: 1, percent: 100, amountCents: 6000 }],
      playersLeft: 3,
      averageStack: 12500,
      displayUrl: null,
    },
    seats: [],
    results: [],
    ...rest,
  };
}

const seat = (tableName: string, seatNumber: number, playerName: string) => ({
  __typename: 'DisplaySeat' as const,
  tableName,
  seatNumber,
  playerName,
});

function mocks(answer: ReturnType<typeof display>): Mock[] {
  return [
    {
      request: { query: TOURNAMENT_DISPLAY_QUERY, variables: { token: 'tok' } },
      result: { data: { tournamentDisplay: answer } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION, variables: { token: 'tok' } },
      delay: Infinity,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

describe('TournamentDisplayPage', { timeout: 20_000 }, () => {
  it('shows the title and the clock, and no seats before the draw', async () => {
    renderApp('/display/tok', { mocks: mocks(display()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Felt' })).toBeVisible();
    expect(screen.getByTestId('tournament-clock')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
  });

  it('lists the seats table by table after a draw', async () => {
    const seats = [
      seat('Table 1', 2, 'Sam'),
      seat('Table 1', 5, 'Alex'),
      seat('Table 2', 1, 'Jo'),
      seat('Table 2', 3, 'Ria'),
    ];
    renderApp('/display/tok', { mocks: mocks(display({ seats })) });
    const region = await screen.findByRole('region', { name: 'Seats' });
    const first = within(region).getByRole('list', { name: 'Table 1 seats' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Seat 2Sam', 'Seat 5Alex']);
    const second = within(region).getByRole('list', { name: 'Table 2 seats' });
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Seat 1Jo', 'Seat 3Ria']);
  });

  it('shows the results and prizes once the night is over, not the stopped clock', async () => {
    const result = (place: number, playerName: string, prizeCents: number, bountyCents = 0) => ({
      __typename: 'DisplayResult' as const,
      place,
      playerName,
      prizeCents,
      bountyCents,
    });
    renderApp('/display/tok', {
      mocks: mocks(
        display({
          phase: 'FINISHED',
          results: [result(1, 'Sam', 4200, 1000), result(2, 'Alex', 1800, 500), result(3, 'Jo', 0)],
        }),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(screen.getByRole('heading', { level: 1, name: 'Friday Felt' })).toBeVisible();
    expect(screen.queryByTestId('tournament-clock')).toBeNull();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PlacePlayerPrizeBounties',
      '1stSam$42.00$10.00',
      '2ndAlex$18.00$5.00',
      '3rdJo$0.00$0.00',
    ]);
  });
});
