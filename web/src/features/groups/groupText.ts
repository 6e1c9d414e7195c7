// Display rules of the group screens (docs/product.md §2, §9): names, counts, win percentages to one
// decimal and the two leaderboards, each sorted descending with no size cap.
import { useCallback } from 'react';
import { formatEventDate } from '../../../../core/format';
import { compareByGames, compareByWins } from '../../../../core/leaderboard';
import { DEFAULT_TIMEZONE } from '../../../../core/timezones';
import { useAuth } from '../../auth/AuthProvider';
import { personName, type PersonLike } from '../../ui/personName';

/** Display name, else e-mail, else core/people.ts's stand-in (a user without either should not exist). */
export function displayName(person: PersonLike): string {
  return personName(person);
}

/** docs/product.md §8's toasts for answering a group invitation, wherever it is answered. */
export const groupAnswerToasts = {
  accept: { success: 'Successfully joined the group!', failure: 'Failed to join group' },
  decline: { success: 'Group invitation declined', failure: 'Failed to decline invitation' },
} as const;

export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/**
 * Wins out of tournaments played as a percentage to one decimal: 3 of 5 → "60.0%"; none → "0.0%".
 * Cash games are not in it: they have no winners (docs/product.md §9).
 */
export function winPercent(gamesWon: number, tournamentsPlayed: number): string {
  const ratio = tournamentsPlayed > 0 ? (gamesWon / tournamentsPlayed) * 100 : 0;
  return `${ratio.toFixed(1)}%`;
}

/** "3 (60.0%)". */
export function winsText(gamesWon: number, tournamentsPlayed: number): string {
  return `${gamesWon} (${winPercent(gamesWon, tournamentsPlayed)})`;
}

export interface LeaderboardEntry {
  gamesPlayed: number;
  tournamentsPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
  user: PersonLike & { id: string };
}

export interface RankedEntry<T> {
  /** Competition ranking: players tied on the board's figure share a rank (1, 1, 3). */
  rank: number;
  entry: T;
}

function rank<T extends LeaderboardEntry>(
  sorted: T[],
  figure: (entry: T) => number,
): RankedEntry<T>[] {
  let previous: { value: number; rank: number } | null = null;
  return sorted.map((entry, index) => {
    const value = figure(entry);
    const position: number = previous && previous.value === value ? previous.rank : index + 1;
    previous = { value, rank: position };
    return { rank: position, entry };
  });
}

/** Most Wins: by games won, with core/leaderboard.ts's tie-breaks (the API's order too). */
export function mostWins<T extends LeaderboardEntry>(entries: readonly T[]): RankedEntry<T>[] {
  return rank([...entries].sort(compareByWins), (entry) => entry.gamesWon);
}

/** Most Active: by games played, then the Most Wins order. */
export function mostActive<T extends LeaderboardEntry>(entries: readonly T[]): RankedEntry<T>[] {
  return rank([...entries].sort(compareByGames), (entry) => entry.gamesPlayed);
}

/** Formats an instant in the viewer's profile zone (default Pacific) as docs/product.md §9 describes. */
export function useViewerDate() {
  const { user } = useAuth();
  const timeZone = user?.timezone || DEFAULT_TIMEZONE;
  return useCallback((iso: string) => formatEventDate(iso, timeZone), [timeZone]);
}
