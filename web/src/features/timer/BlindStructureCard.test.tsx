// The Blind Structure list with breaks (docs/product.md §10): a break is its own row, "Break" and
// its note instead of blinds, and only playing levels are numbered.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlindLevel } from '../../../../core/templates';
import { renderWithProviders } from '../../test-utils';
import { BlindStructureCard } from './BlindStructureCard';

const levels: BlindLevel[] = [
  { id: 'a', smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
  {
    id: 'b',
    smallBlind: 0,
    bigBlind: 0,
    ante: 0,
    durationMinutes: 10,
    isBreak: true,
    note: 'Colour up the 25s',
  },
  { id: 'c', smallBlind: 50, bigBlind: 100, ante: 10, durationMinutes: 20 },
];

describe('BlindStructureCard', () => {
  it('lists a break as its own row with its note, numbering only the playing levels', () => {
    renderWithProviders(
      <BlindStructureCard name="Breaks" levels={levels} currentIndex={1} finished={false} />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '125/50—20 min',
      'NowBreak · Colour up the 25s10 min',
      '250/1001020 min',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'step');
    expect(within(rows[1]!).getByLabelText('Break')).toBeInTheDocument();
  });
});
