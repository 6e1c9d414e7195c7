// The night's log card: newest first as "what" over "who · when", an undone line struck through
// and marked, Undo only on the lines the server says this viewer may undo, and an undo that sends
// the line's id (the mock answers only that one) and says what it took back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type Mock } from '../../test-utils';
import { alex, jo, lee, sam } from '../events/testing';
import { NightLogCard } from './NightLogCard';
import { UNDO_TOURNAMENT_ACTION_MUTATION } from './nightLogDocuments';

const line = (id: string, kind: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'TournamentLogEntry' as const,
  id,
  at: `2026-11-24T20:0${id.slice(1)}:00.000Z`,
  kind,
  actor: sam,
  player: null,
  eliminatedBy: null,
  levelIndex: null,
  undoneKind: null,
  undoneAt: null,
  canUndo: false,
  ...overrides,
});

const log = (host: boolean) => [
  line('l5', 'UNDO', { player: alex, undoneKind: 'REBUY' }),
  line('l4', 'BUST', { player: lee, eliminatedBy: jo, canUndo: host }),
  line('l3', 'REBUY', { player: alex, undoneAt: '2026-11-24T20:05:00.000Z' }),
  line('l2', 'LEVEL', { levelIndex: 1, canUndo: host }),
  line('l1', 'START'),
];

const night = (host: boolean) => ({
  __typename: 'Tournament' as const,
  id: 't1',
  phase: 'RUNNING' as const,
  log: log(host),
});

describe('NightLogCard', () => {
  it('lists the night newest first, with Undo for the host where the server allows it', async () => {
    renderWithProviders(<NightLogCard eventId="e1" tournament={night(true)} timeZone="UTC" />);
    const list = await screen.findByRole('list', { name: 'Night’s log' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Undid the rebuy for Alex',
      'Busted Lee (by Jo)',
      'Rebuy for Alex (undone)',
      'Moved to level 2',
      'Started the night',
    ]);
    expect(rows[1]).toHaveTextContent('Sam · 8:04 PM');
    expect(within(rows[2]!).getByText('Undone')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rebuy for Alex')).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Undo: Busted Lee (by Jo)', 'Undo: Moved to level 2']);
  });

  it('names a level change as the clock does: breaks are not counted as levels', async () => {
    const level = { isBreak: false };
    const levels = [level, level, { isBreak: true }, level];
    const moves = {
      ...night(true),
      log: [line('m2', 'LEVEL', { levelIndex: 3 }), line('m1', 'LEVEL', { levelIndex: 2 })],
    };
    renderWithProviders(
      <NightLogCard eventId="e1" tournament={moves} levels={levels} timeZone="UTC" />,
    );
    const list = await screen.findByRole('list', { name: 'Night’s log' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Moved to level 3', 'Moved to the break']);
  });

  it('shows players the same log without Undo', async () => {
    renderWithProviders(<NightLogCard eventId="e1" tournament={night(false)} timeZone="UTC" />);
    const list = await screen.findByRole('list', { name: 'Night’s log' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });

  it('undoes a line and says what it took back', async () => {
    const after = log(true).map((l) =>
      l.id === 'l4' ? { ...l, canUndo: false, undoneAt: '2026-11-24T20:06:00.000Z' } : l,
    );
    const undo: Mock = {
      request: {
        query: UNDO_TOURNAMENT_ACTION_MUTATION,
        variables: { eventId: 'e1', entryId: 'l4' },
      },
      // Only what this card reads: the cache keeps the rest of the tournament as it was.
      result: {
        data: {
          undoTournamentAction: {
            __typename: 'Tournament',
            id: 't1',
            phase: 'RUNNING',
            log: after,
          },
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<NightLogCard eventId="e1" tournament={night(true)} timeZone="UTC" />, {
      mocks: [undo],
    });
    await user.click(await screen.findByRole('button', { name: 'Undo: Busted Lee (by Jo)' }));
    expect(await screen.findByText('Undone: Busted Lee (by Jo)')).toBeInTheDocument();
  });
});
