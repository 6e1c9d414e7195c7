// The players card: the host's buttons only where core's rules allow them (rebuys while their
// levels are open, no add-ons when the night has none), players read the same list without
// buttons, and Balance Tables lists the moves it made.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type Mock } from '../../test-utils';
import { alex, capabilities, jo, lee, sam } from '../events/testing';
import { BALANCE_TABLES_MUTATION } from './playDocuments';
import { entry, makeTournament } from './testing';
import { TournamentPlayersCard } from './TournamentPlayersCard';

const night = makeTournament(
  [
    entry(sam, { tableName: 'Table 1', seatNumber: 1 }),
    entry(alex, { tableName: 'Table 1', seatNumber: 2, rebuys: 2 }),
    entry(jo, { tableName: 'Table 2', seatNumber: 1, knockouts: 1 }),
    entry(lee, { finishPlace: 4, eliminatedBy: jo, tableName: 'Table 2', seatNumber: 2 }),
  ],
  { rebuyCents: 1000, rebuyLevels: 4, levelIndex: 1 },
);

const eventWith = (tournament: typeof night, host: boolean) => ({
  __typename: 'Event' as const,
  id: 'e1',
  status: 'IN_PROGRESS' as const,
  viewerCan: capabilities({ runTournament: host }),
  tournament,
});

describe('TournamentPlayersCard', { timeout: 20_000 }, () => {
  it('gives the host the actions the rules allow, per player', async () => {
    renderWithProviders(<TournamentPlayersCard event={eventWith(night, true)} viewerId="u1" />);
    const stillIn = await screen.findByRole('list', { name: 'Still in' });
    const alexRow = within(stillIn).getByRole('listitem', { name: 'Alex' });
    expect(alexRow).toHaveTextContent('Table 1 · Seat 2 · 2 rebuys');
    expect(within(alexRow).getByRole('button', { name: 'Rebuy' })).toBeEnabled();
    expect(within(alexRow).getByRole('button', { name: 'Bust' })).toBeEnabled();
    // This night has no add-ons.
    expect(within(alexRow).queryByRole('button', { name: 'Add-on' })).toBeNull();
    const out = screen.getByRole('list', { name: 'Out' });
    const leeRow = within(out).getByRole('listitem', { name: /^4th: ?Lee$/ });
    expect(leeRow).toHaveTextContent('Busted by Jo');
    expect(within(leeRow).getByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Balance Tables' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Chop' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Finish and Record Results' })).toBeNull();
  });

  it('closes rebuys after their levels', async () => {
    const late = { ...night, levelIndex: 4 };
    renderWithProviders(<TournamentPlayersCard event={eventWith(late, true)} viewerId="u1" />);
    const stillIn = await screen.findByRole('list', { name: 'Still in' });
    expect(within(stillIn).queryAllByRole('button', { name: 'Rebuy' })).toHaveLength(0);
  });

  it('shows players the same list without buttons', async () => {
    renderWithProviders(<TournamentPlayersCard event={eventWith(night, false)} viewerId="u2" />);
    const card = await screen.findByRole('region', { name: 'Tournament Players' });
    expect(within(card).getByRole('listitem', { name: /^Alex ?\(you\)$/ })).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the finish with one player left', async () => {
    const one = makeTournament([entry(sam), entry(alex, { finishPlace: 2 })]);
    renderWithProviders(<TournamentPlayersCard event={eventWith(one, true)} viewerId="u1" />);
    expect(await screen.findByText(/is the last player standing/)).toHaveTextContent(
      'Sam is the last player standing.',
    );
    expect(screen.getByRole('button', { name: 'Finish and Record Results' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Chop' })).toBeNull();
  });

  it('lists the moves Balance Tables made', async () => {
    const moved = {
      ...night,
      seatMoves: [
        {
          __typename: 'SeatMove' as const,
          player: alex,
          fromTable: 'Table 1',
          fromSeat: 2,
          toTable: 'Table 2',
          toSeat: 3,
        },
      ],
    };
    const balance: Mock = {
      request: { query: BALANCE_TABLES_MUTATION, variables: { eventId: 'e1' } },
      result: {
        data: { balanceTables: { ...eventWith(moved, true), tables: [] } },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<TournamentPlayersCard event={eventWith(night, true)} viewerId="u1" />, {
      mocks: [balance],
    });
    await user.click(await screen.findByRole('button', { name: 'Balance Tables' }));
    expect(await screen.findByText('1 player moved')).toBeInTheDocument();
    expect(screen.getAllByText('Alex: Table 1 seat 2 → Table 2 seat 3').length).toBeGreaterThan(0);
  });
});
