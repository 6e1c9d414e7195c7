import { describe, expect, it } from 'vitest';
import { gamePoints, gamePointsHundredths, seasonStandings, type SeasonGame } from './points';

// A small season worked by hand.
//   Game 1, 4 players: Ann 1st ($30), Bea 2nd ($10), Cal 3rd, Dan 4th.
//   Game 2, 3 players: Bea 1st ($20), Ann 2nd ($10), Eve 3rd.
const games: SeasonGame[] = [
  {
    players: [
      { userId: 'ann', place: 1, prizeCents: 3000 },
      { userId: 'bea', place: 2, prizeCents: 1000 },
      { userId: 'cal', place: 3, prizeCents: 0 },
      { userId: 'dan', place: 4, prizeCents: 0 },
    ],
  },
  {
    players: [
      { userId: 'bea', place: 1, prizeCents: 2000 },
      { userId: 'ann', place: 2, prizeCents: 1000 },
      { userId: 'eve', place: 3, prizeCents: 0 },
    ],
  },
];
const people = ['Ann', 'Bea', 'Cal', 'Dan', 'Eve'].map((name) => ({
  id: name.toLowerCase(),
  displayName: name,
}));

/** rank, user, points, played, won, earnings — as a table reads. */
const table = (formula: Parameters<typeof seasonStandings>[0], season = games) =>
  seasonStandings(formula, season, people).map((row) => [
    row.rank,
    row.userId,
    row.points,
    row.gamesPlayed,
    row.gamesWon,
    row.earningsCents,
  ]);

describe('FINISH_ORDER: entrants − place + 1', () => {
  it('gives the winner n and last place 1', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((place) => gamePoints('FINISH_ORDER', 7, place))).toEqual([
      7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('ranks the hand-worked season; equal points fall to wins, then earnings', () => {
    // Ann 4 + 2 = 6, Bea 3 + 3 = 6 (one win each; Ann earned $40, Bea $30), Cal 2,
    // Dan 1 and Eve 1 equal on everything: they share 4th, listed by name.
    expect(table('FINISH_ORDER')).toEqual([
      [1, 'ann', 6, 2, 1, 4000],
      [2, 'bea', 6, 2, 1, 3000],
      [3, 'cal', 2, 1, 0, 0],
      [4, 'dan', 1, 1, 0, 0],
      [4, 'eve', 1, 1, 0, 0],
    ]);
  });
});

describe('FIELD_SIZE_WEIGHTED: 10 × √n ÷ √place, to the hundredth', () => {
  it('matches the hand-worked figures', () => {
    // n = 9: 10 × 3 = 30; 10 × √4.5 = 21.2132 → 21.21; 10 × √3 = 17.3205 → 17.32; last 10.
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 9, 1)).toBe(30);
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 9, 2)).toBe(21.21);
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 9, 3)).toBe(17.32);
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 9, 9)).toBe(10);
    // n = 4: 20, 14.142 → 14.14, 11.547 → 11.55 (rounded half up), 10.
    expect([1, 2, 3, 4].map((place) => gamePoints('FIELD_SIZE_WEIGHTED', 4, place))).toEqual([
      20, 14.14, 11.55, 10,
    ]);
    // n = 3: 17.3205 → 17.32, √1.5 × 10 = 12.247 → 12.25, 10.
    expect([1, 2, 3].map((place) => gamePoints('FIELD_SIZE_WEIGHTED', 3, place))).toEqual([
      17.32, 12.25, 10,
    ]);
  });

  it('grows with the field and shrinks with place', () => {
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 10, 1)).toBeGreaterThan(
      gamePoints('FIELD_SIZE_WEIGHTED', 5, 1),
    );
    expect(gamePoints('FIELD_SIZE_WEIGHTED', 10, 2)).toBeLessThan(
      gamePoints('FIELD_SIZE_WEIGHTED', 10, 1),
    );
  });

  it('ranks the hand-worked season, summing rounded hundredths exactly', () => {
    // Ann 20.00 + 12.25 = 32.25; Bea 14.14 + 17.32 = 31.46; Cal 11.55; Dan 10; Eve 10.
    expect(table('FIELD_SIZE_WEIGHTED')).toEqual([
      [1, 'ann', 32.25, 2, 1, 4000],
      [2, 'bea', 31.46, 2, 1, 3000],
      [3, 'cal', 11.55, 1, 0, 0],
      [4, 'dan', 10, 1, 0, 0],
      [4, 'eve', 10, 1, 0, 0],
    ]);
    const [ann] = seasonStandings('FIELD_SIZE_WEIGHTED', games, people);
    expect(ann!.pointsHundredths).toBe(3225);
  });
});

describe('PARTICIPATION_PLUS_FINISH: 5 to play, 10 / 6 / 3 for the top three', () => {
  it('matches the table', () => {
    expect(
      [1, 2, 3, 4, 5].map((place) => gamePoints('PARTICIPATION_PLUS_FINISH', 5, place)),
    ).toEqual([15, 11, 8, 5, 5]);
  });

  it('ranks the hand-worked season', () => {
    // Game 1: Ann 15, Bea 11, Cal 8, Dan 5. Game 2: Bea 15, Ann 11, Eve 8.
    // Ann 26 and Bea 26 (a win each): Ann's $40 beats Bea's $30. Cal 8 and Eve 8 share 3rd.
    expect(table('PARTICIPATION_PLUS_FINISH')).toEqual([
      [1, 'ann', 26, 2, 1, 4000],
      [2, 'bea', 26, 2, 1, 3000],
      [3, 'cal', 8, 1, 0, 0],
      [3, 'eve', 8, 1, 0, 0],
      [5, 'dan', 5, 1, 0, 0],
    ]);
  });
});

describe('places not recorded', () => {
  // A 5-player night whose host entered only the winners: Cal and Dan have no place.
  const night: SeasonGame[] = [
    {
      players: [
        { userId: 'ann', place: 1, prizeCents: 5000 },
        { userId: 'bea', place: 2, prizeCents: 3000 },
        { userId: 'eve', place: 3, prizeCents: 2000 },
        { userId: 'cal', place: null, prizeCents: 0 },
        { userId: 'dan', place: null, prizeCents: 0 },
      ],
    },
  ];

  it('are scored as last place', () => {
    expect(gamePointsHundredths('FINISH_ORDER', 5, null)).toBe(100);
    expect(gamePointsHundredths('FIELD_SIZE_WEIGHTED', 5, null)).toBe(1000);
    expect(gamePointsHundredths('PARTICIPATION_PLUS_FINISH', 5, null)).toBe(500);
    expect(table('FINISH_ORDER', night)).toEqual([
      [1, 'ann', 5, 1, 1, 5000],
      [2, 'bea', 4, 1, 0, 3000],
      [3, 'eve', 3, 1, 0, 2000],
      [4, 'cal', 1, 1, 0, 0],
      [4, 'dan', 1, 1, 0, 0],
    ]);
  });
});

describe('standings', () => {
  it('are empty without games', () => {
    expect(seasonStandings('FINISH_ORDER', [])).toEqual([]);
  });

  it('count a player listed twice in a game once', () => {
    const rows = seasonStandings('FINISH_ORDER', [
      {
        players: [
          { userId: 'ann', place: 1, prizeCents: 100 },
          { userId: 'ann', place: 2, prizeCents: 100 },
          { userId: 'bea', place: 2, prizeCents: 0 },
        ],
      },
    ]);
    expect(rows.map((row) => [row.userId, row.points, row.gamesPlayed, row.earningsCents])).toEqual(
      [
        ['ann', 2, 1, 100],
        ['bea', 1, 1, 0],
      ],
    );
  });

  it('list a shared rank by name, case-insensitively, then by id', () => {
    const rows = seasonStandings(
      'FINISH_ORDER',
      [
        {
          players: [
            { userId: 'z', place: null, prizeCents: 0 },
            { userId: 'a', place: null, prizeCents: 0 },
          ],
        },
      ],
      [
        { id: 'z', displayName: 'abe' },
        { id: 'a', displayName: 'Bob' },
      ],
    );
    expect(rows.map((row) => [row.rank, row.userId])).toEqual([
      [1, 'z'],
      [1, 'a'],
    ]);
  });

  it('refuse impossible places', () => {
    expect(() => gamePoints('FINISH_ORDER', 3, 4)).toThrow(RangeError);
    expect(() => gamePoints('FINISH_ORDER', 0, null)).toThrow(RangeError);
    expect(() => gamePoints('FINISH_ORDER', 3, 1.5)).toThrow(RangeError);
  });
});
