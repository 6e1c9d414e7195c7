// Season points and standings (issue 13 "League and money"). One rule for the API's
// `Season.standings`, the CSV export and any screen that previews a formula.
//
// Every game a player played in a season earns them points by the season's formula, from the
// number of entrants `n` (everyone who played that game) and their finishing place (1 = won):
//
//   FINISH_ORDER               n − place + 1: the winner of a 7-player game gets 7, last gets 1.
//   FIELD_SIZE_WEIGHTED        10 × √n ÷ √place, rounded to the hundredth (half up): points grow
//                              with the size of the field and shrink with place. Winning a
//                              9-player game is 30.00, 2nd 21.21, 3rd 17.32; winning a 4-player
//                              game is 20.00; last place is always 10.00.
//   PARTICIPATION_PLUS_FINISH  5 for playing, plus 10 / 6 / 3 for 1st / 2nd / 3rd (the places a
//                              game night's winners record): coming counts, winning counts more.
//
// A player whose place was not recorded (a night whose host entered only its winners, 1st–3rd)
// is scored as finishing last: n under FINISH_ORDER is 1, FIELD_SIZE_WEIGHTED gives 10.00 and
// PARTICIPATION_PLUS_FINISH only the 5 for playing.
//
// Points are kept in whole hundredths, so a season's total is an exact sum of the rounded
// per-game figures (never a float sum drifting to 49.99999); `points` reports them as a number
// with at most two decimals.
//
// Standings rank by points; between equal points, more games won, then more earnings (prizes, in
// whole cents) rank higher. Players equal on all three share a rank (competition ranking:
// 1, 2, 2, 4) and are listed by display name, then id, as the leaderboards list names
// (core/leaderboard.ts).
import { compareCodePoints, nameSortKey } from './leaderboard';

export type PointsFormula = 'FINISH_ORDER' | 'FIELD_SIZE_WEIGHTED' | 'PARTICIPATION_PLUS_FINISH';

export const POINTS_FORMULAS: readonly PointsFormula[] = [
  'FINISH_ORDER',
  'FIELD_SIZE_WEIGHTED',
  'PARTICIPATION_PLUS_FINISH',
];

/** How each formula is described to people choosing one. */
export const pointsFormulaLabels: Record<PointsFormula, string> = {
  FINISH_ORDER: 'Finish order: entrants − place + 1',
  FIELD_SIZE_WEIGHTED: 'Field-size weighted: 10 × √entrants ÷ √place',
  PARTICIPATION_PLUS_FINISH: 'Participation plus finish: 5 to play, 10 / 6 / 3 for the top three',
};

export const PARTICIPATION_POINTS = 5;
/** Finish points of PARTICIPATION_PLUS_FINISH, 1st place first; lower places get none. */
export const FINISH_BONUS_POINTS: readonly number[] = [10, 6, 3];
/** FIELD_SIZE_WEIGHTED's scale: a player alone in a game (n = place = 1) would get 10. */
export const FIELD_SIZE_SCALE = 10;

function assertGame(entrants: number, place: number | null): void {
  if (!Number.isSafeInteger(entrants) || entrants < 1) {
    throw new RangeError(`points: entrants must be a whole number ≥ 1, got ${entrants}`);
  }
  if (place !== null && (!Number.isSafeInteger(place) || place < 1 || place > entrants)) {
    throw new RangeError(`points: place must be 1…${entrants}, got ${place}`);
  }
}

/**
 * One game's points in whole hundredths (700 = 7 points) for a player who finished `place`
 * among `entrants`; a null place is scored as last.
 */
export function gamePointsHundredths(
  formula: PointsFormula,
  entrants: number,
  place: number | null,
): number {
  assertGame(entrants, place);
  const at = place ?? entrants;
  switch (formula) {
    case 'FINISH_ORDER':
      return (entrants - at + 1) * 100;
    case 'FIELD_SIZE_WEIGHTED':
      // √(n / place) is computed once and rounded once; all inputs are positive, so Math.round is
      // half up.
      return Math.round(FIELD_SIZE_SCALE * 100 * Math.sqrt(entrants / at));
    case 'PARTICIPATION_PLUS_FINISH': {
      const bonus = place === null ? 0 : (FINISH_BONUS_POINTS[place - 1] ?? 0);
      return (PARTICIPATION_POINTS + bonus) * 100;
    }
  }
}

/** One game's points as a number (at most two decimals). */
export function gamePoints(formula: PointsFormula, entrants: number, place: number | null): number {
  return gamePointsHundredths(formula, entrants, place) / 100;
}

export interface SeasonGamePlayer {
  userId: string;
  /** 1 = won; null when the game recorded no place for this player. */
  place: number | null;
  /** Prizes (and bounties) won in this game, whole cents. */
  prizeCents: number;
}

/** One completed game in the season: everyone who played it, with their places. */
export interface SeasonGame {
  players: readonly SeasonGamePlayer[];
}

export interface SeasonPlayer {
  id: string;
  displayName: string;
}

export interface SeasonStandingRow {
  rank: number;
  userId: string;
  points: number;
  pointsHundredths: number;
  gamesPlayed: number;
  gamesWon: number;
  earningsCents: number;
}

/**
 * The season's standings from its games. `players` gives the names used to order ties; a player
 * missing from it sorts by id alone. A player listed twice in one game counts once (the first).
 */
export function seasonStandings(
  formula: PointsFormula,
  games: readonly SeasonGame[],
  players: readonly SeasonPlayer[] = [],
): SeasonStandingRow[] {
  const rows = new Map<string, Omit<SeasonStandingRow, 'rank' | 'points'>>();
  for (const game of games) {
    const seen = new Set<string>();
    const entrants = game.players.filter((p) => !seen.has(p.userId) && seen.add(p.userId));
    for (const player of entrants) {
      if (!Number.isSafeInteger(player.prizeCents) || player.prizeCents < 0) {
        throw new RangeError(`seasonStandings: a prize must be whole cents ≥ 0`);
      }
      const row = rows.get(player.userId) ?? {
        userId: player.userId,
        pointsHundredths: 0,
        gamesPlayed: 0,
        gamesWon: 0,
        earningsCents: 0,
      };
      row.pointsHundredths += gamePointsHundredths(formula, entrants.length, player.place);
      row.gamesPlayed += 1;
      if (player.place === 1) row.gamesWon += 1;
      row.earningsCents += player.prizeCents;
      rows.set(player.userId, row);
    }
  }
  const names = new Map(players.map((p) => [p.id, nameSortKey(p.displayName)]));
  const sameRank = (a: Omit<SeasonStandingRow, 'rank' | 'points'>, b: typeof a) =>
    b.pointsHundredths - a.pointsHundredths ||
    b.gamesWon - a.gamesWon ||
    b.earningsCents - a.earningsCents;
  const sorted = [...rows.values()].sort(
    (a, b) =>
      sameRank(a, b) ||
      compareCodePoints(names.get(a.userId) ?? '', names.get(b.userId) ?? '') ||
      compareCodePoints(a.userId, b.userId),
  );
  const ranked: SeasonStandingRow[] = [];
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = previous && sameRank(sorted[index - 1]!, row) === 0 ? previous.rank : index + 1;
    ranked.push({ ...row, rank, points: row.pointsHundredths / 100 });
  });
  return ranked;
}
