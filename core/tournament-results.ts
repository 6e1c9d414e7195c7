// The results a finished game night saves (issue 11): every place with its prize and bounties,
// after a played-out finish or after a chop. Places 1–3 of these become the event's winners.
import { MAX_CHOP_PLAYERS, MIN_CHOP_PLAYERS } from './tournament';

export interface ResultEntry {
  userId: string;
  /** Null for the players still in when the night ends. */
  finishPlace: number | null;
  knockouts: number;
}

export interface TournamentResult {
  place: number;
  userId: string;
  prizeCents: number;
  bountyCents: number;
}

export interface ChopShare {
  userId: string;
  amountCents: number;
}

/**
 * The prizes still to be won with `playersLeft` players in: places 1…playersLeft of the payout
 * amounts (places below were paid to the players already out). ICM chops these; chip-count and
 * even chops share their sum.
 */
export function prizesStillToWin(payoutCents: readonly number[], playersLeft: number): number[] {
  return payoutCents.slice(0, playersLeft);
}

/**
 * A player's bounty money: the bounty of every player they knocked out, plus, for a player never
 * knocked out (the winner, or everyone in a chop), their own bounty back: nobody collected it, and
 * every bounty paid in is paid out (when each bust names who made it).
 */
function bountyOf(entry: ResultEntry, bountyCents: number, survived: boolean): number {
  return (entry.knockouts + (survived ? 1 : 0)) * bountyCents;
}

function sortByPlace(results: TournamentResult[]): TournamentResult[] {
  return results.sort((a, b) => a.place - b.place);
}

/** A played-out finish: the one player left takes 1st; each place is paid its payout amount. */
export function finishResults(
  entries: readonly ResultEntry[],
  payoutCents: readonly number[],
  bountyCents: number,
): TournamentResult[] {
  const left = entries.filter((entry) => entry.finishPlace === null);
  if (left.length !== 1) throw new Error('finishResults: exactly one player must be left');
  return sortByPlace(
    entries.map((entry) => {
      const place = entry.finishPlace ?? 1;
      return {
        place,
        userId: entry.userId,
        prizeCents: payoutCents[place - 1] ?? 0,
        bountyCents: bountyOf(entry, bountyCents, entry.finishPlace === null),
      };
    }),
  );
}

/**
 * A chop: the players left take places 1…k in order of their share, largest first (equal shares
 * keep the order the shares are given in: list the bigger stack first), and are paid their share
 * instead of a place's payout; the players already out keep their places and payouts.
 */
export function chopResults(
  entries: readonly ResultEntry[],
  shares: readonly ChopShare[],
  payoutCents: readonly number[],
  bountyCents: number,
): TournamentResult[] {
  const left = entries.filter((entry) => entry.finishPlace === null);
  if (left.length < MIN_CHOP_PLAYERS || left.length > MAX_CHOP_PLAYERS) {
    throw new Error('chopResults: a chop needs 2 to 9 players left');
  }
  const ranked = shares
    .map((share, order) => ({ ...share, order }))
    .sort((a, b) => b.amountCents - a.amountCents || a.order - b.order);
  if (
    ranked.length !== left.length ||
    !left.every((entry) => ranked.some((share) => share.userId === entry.userId))
  ) {
    throw new Error('chopResults: one share for each player left');
  }
  return sortByPlace(
    entries.map((entry) => {
      if (entry.finishPlace !== null) {
        return {
          place: entry.finishPlace,
          userId: entry.userId,
          prizeCents: payoutCents[entry.finishPlace - 1] ?? 0,
          bountyCents: bountyOf(entry, bountyCents, false),
        };
      }
      const rank = ranked.findIndex((share) => share.userId === entry.userId);
      return {
        place: rank + 1,
        userId: entry.userId,
        prizeCents: ranked[rank]!.amountCents,
        bountyCents: bountyOf(entry, bountyCents, true),
      };
    }),
  );
}
