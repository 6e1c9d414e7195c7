// The order of a group's leaderboards, one rule for the API and the web (docs/product.md §9 says only
// "descending by games won or games played"; the tie-breaks below are ours).
//
// The API's `Group.leaderboard` list and the web's Most Wins board use `compareByWins`:
//   1. more games won — the board's figure;
//   2. more total earnings — between equal win counts, bigger prizes are the better record;
//   3. fewer tournaments played — the same wins from fewer tournaments is the higher win
//      percentage (a cash game has no winners, so it is not counted: docs/product.md §9);
//   4. the display name, case-insensitive — so a tie reads alphabetically; never the e-mail,
//      which not every viewer may see;
//   5. the user id — two players with the same name still get one order everywhere.
// The Most Active board uses `compareByGames`: more games played, then the order above.
//
// The server sorts in SQL (server/groups/store.ts), so names compare the way Postgres
// compares `lower(display_name COLLATE "C")`: ASCII letters folded to lower case, then code
// point by code point (UTF-8 byte order). Anything smarter (accents, locales) could not be
// reproduced exactly by the database and the web alike.

export interface LeaderboardStanding {
  gamesPlayed: number;
  /** Completed tournaments only: what the win percentage divides by. */
  tournamentsPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
  user: { id: string; displayName: string };
}

/** `lower(text COLLATE "C")` in Postgres: only A–Z change case. */
export function nameSortKey(displayName: string): string {
  return displayName.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Code point order, which is UTF-8 byte order (JavaScript's `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

function compareNames(a: LeaderboardStanding, b: LeaderboardStanding): number {
  return (
    compareCodePoints(nameSortKey(a.user.displayName), nameSortKey(b.user.displayName)) ||
    compareCodePoints(a.user.id, b.user.id)
  );
}

/** Most Wins, and the API's order: wins, earnings, fewer tournaments, name, id. */
export function compareByWins(a: LeaderboardStanding, b: LeaderboardStanding): number {
  return (
    b.gamesWon - a.gamesWon ||
    b.totalEarningsCents - a.totalEarningsCents ||
    a.tournamentsPlayed - b.tournamentsPlayed ||
    compareNames(a, b)
  );
}

/** Most Active: games played, then the Most Wins order. */
export function compareByGames(a: LeaderboardStanding, b: LeaderboardStanding): number {
  return b.gamesPlayed - a.gamesPlayed || compareByWins(a, b);
}
