import { describe, expect, it } from 'vitest';
import {
  displayName,
  memberCountText,
  mostActive,
  mostWins,
  winPercent,
  winsText,
} from './groupText';

const entry = (id: string, gamesPlayed: number, gamesWon: number, totalEarningsCents = 0) => ({
  gamesPlayed,
  tournamentsPlayed: gamesPlayed,
  gamesWon,
  totalEarningsCents,
  user: { id, displayName: id, email: `${id}@example.com` },
});

describe('group display rules', () => {
  it('shows the win percentage to one decimal', () => {
    expect(winPercent(3, 5)).toBe('60.0%');
    expect(winPercent(1, 3)).toBe('33.3%');
    expect(winPercent(2, 3)).toBe('66.7%');
    expect(winPercent(0, 4)).toBe('0.0%');
    expect(winPercent(0, 0)).toBe('0.0%');
    expect(winPercent(7, 7)).toBe('100.0%');
    expect(winsText(3, 5)).toBe('3 (60.0%)');
  });

  it('names people by display name, else e-mail', () => {
    expect(displayName({ displayName: ' Sam ', email: 's@example.com' })).toBe('Sam');
    expect(displayName({ displayName: '', email: 's@example.com' })).toBe('s@example.com');
    expect(memberCountText(1)).toBe('1 member');
    expect(memberCountText(4)).toBe('4 members');
  });

  it('sorts Most Wins by wins, descending, ties sharing a rank, no cap', () => {
    const board = mostWins([
      entry('a', 4, 1, 500),
      entry('b', 5, 3, 100),
      entry('c', 2, 1, 900),
      ...Array.from({ length: 20 }, (_, i) => entry(`z${i}`, 1, 0)),
    ]);
    expect(board).toHaveLength(23);
    expect(board.slice(0, 3).map((r) => [r.rank, r.entry.user.id])).toEqual([
      [1, 'b'],
      [2, 'c'],
      [2, 'a'],
    ]);
    expect(board[3]!.rank).toBe(4);
    expect(board.at(-1)!.rank).toBe(4);
  });

  it('sorts Most Active by games played, descending', () => {
    const board = mostActive([entry('a', 2, 2), entry('b', 6, 0), entry('c', 4, 1)]);
    expect(board.map((r) => [r.rank, r.entry.user.id, r.entry.gamesPlayed])).toEqual([
      [1, 'b', 6],
      [2, 'c', 4],
      [3, 'a', 2],
    ]);
  });
});
