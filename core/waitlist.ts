// The waitlist's rules, shared by the server (who is promoted) and the web (what a full event
// says): first in line, first in.

/** Places still free under the cap (never negative: a lowered cap frees nothing). */
export function freePlaces(playerCount: number, maxPlayers: number): number {
  return Math.max(0, maxPlayers - playerCount);
}

/** Who takes the free places: the first in line, as many as there are places, in order. */
export function nextInLine<T>(
  waitlist: readonly T[],
  playerCount: number,
  maxPlayers: number,
): T[] {
  return waitlist.slice(0, freePlaces(playerCount, maxPlayers));
}

/** Where someone stands in line, 1 for the first; null when they are not waiting. */
export function placeInLine<T>(waitlist: readonly T[], who: T): number | null {
  const index = waitlist.indexOf(who);
  return index < 0 ? null : index + 1;
}
