import { describe, expect, it } from 'vitest';
import { compareByGames, compareByWins, compareCodePoints, nameSortKey } from './leaderboard';

const standing = (
  id: string,
  gamesPlayed: number,
  gamesWon: number,
  totalEarningsCents: number,
  displayName = id,
  tournamentsPlayed = gamesPlayed,
) => ({ gamesPlayed, tournamentsPlayed, gamesWon, totalEarningsCents, user: { id, displayName } });

const ids = (list: { user: { id: string } }[]) => list.map((s) => s.user.id);

describe('compareByWins (Most Wins and the API order)', () => {
  it('puts more wins first, then more earnings, then fewer games, then the name, then the id', () => {
    const board = [
      standing('fewer-wins', 1, 0, 99_999),
      standing('less-money', 2, 2, 100),
      standing('more-games', 5, 2, 500),
      standing('fewer-games', 3, 2, 500),
      standing('id-b', 4, 2, 500, 'Zed'),
      standing('id-a', 4, 2, 500, 'zed'),
      standing('bea', 4, 2, 500, 'bea'),
      standing('Ann', 4, 2, 500, 'Ann'),
      standing('most-wins', 9, 3, 0),
    ];
    expect(ids([...board].sort(compareByWins))).toEqual([
      'most-wins',
      'fewer-games',
      'Ann',
      'bea',
      'id-a',
      'id-b',
      'more-games',
      'less-money',
      'fewer-wins',
    ]);
  });
});

describe('compareByWins counts tournaments, not cash games', () => {
  it('puts the same wins from fewer tournaments first, whatever the cash games', () => {
    const board = [
      // 2 wins in 3 tournaments, plus 4 cash games.
      standing('cash-regular', 7, 2, 500, 'cash-regular', 3),
      // 2 wins in 2 tournaments and nothing else: the better record.
      standing('tournaments-only', 4, 2, 500, 'tournaments-only', 2),
    ];
    expect(ids([...board].sort(compareByWins))).toEqual(['tournaments-only', 'cash-regular']);
  });
});

describe('compareByGames (Most Active)', () => {
  it('puts more games first, then follows the Most Wins order', () => {
    const board = [
      standing('a', 2, 2, 0),
      standing('b', 6, 0, 0),
      standing('c', 4, 1, 0),
      standing('d', 4, 1, 300),
      standing('e', 4, 2, 0),
    ];
    expect(ids([...board].sort(compareByGames))).toEqual(['b', 'e', 'd', 'c', 'a']);
  });
});

describe('names compare as Postgres compares lower(name COLLATE "C")', () => {
  it('folds only A–Z and orders by code point', () => {
    expect(nameSortKey('ÉMILE Zed')).toBe('Émile zed');
    expect(compareCodePoints('zed', 'émile')).toBeLessThan(0);
    expect(compareCodePoints('ann', 'anna')).toBeLessThan(0);
    expect(compareCodePoints('b', 'b')).toBe(0);
    // U+FF5E sorts before U+1F600 by code point, though its UTF-16 unit is larger than a surrogate.
    expect(compareCodePoints('\uff5e', '😀')).toBeLessThan(0);
    expect('\uff5e' < '😀').toBe(false);
  });
});
