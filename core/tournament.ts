// The rules of running a game night (issue 11) that the server enforces and the host's screen
// mirrors (buttons shown only when the server would allow them): who can be busted or restored,
// which place a bust takes, when rebuys, add-ons, the finish and a chop are allowed. Each check
// answers with the exact message a person reads, or null when the action is allowed.
import { buyInsOpenAt, type AnyLevel } from './breaks';
import type { ClockPhase } from './tournament-clock';

/** A chop shares the remaining pool among at most this many players (ICM's cost grows as 2ⁿ). */
export const MIN_CHOP_PLAYERS = 2;
export const MAX_CHOP_PLAYERS = 9;

/**
 * Starting a night further ahead of the event's start than this moves the start to now (the host
 * is asked first): the game is under way, so joining closes and the calendar says when it began.
 */
export const TOURNAMENT_START_WINDOW_MS = 60 * 60_000;

export const tournamentMessages = {
  alreadyStarted: 'This event already has a tournament.',
  notStarted: 'This event has no tournament.',
  tooFewPlayers: 'A tournament needs at least 2 players.',
  over: 'The tournament is over.',
  notAPlayer: 'That player is not in this tournament.',
  alreadyOut: 'That player is already out.',
  lastPlayer: 'The last player left cannot be busted. Finish the tournament instead.',
  selfKnockout: 'A player cannot knock themselves out.',
  knockoutByOut: 'Only a player still in can knock someone out.',
  notOut: 'That player is not out.',
  playerOut: 'That player is out.',
  noRebuys: 'This tournament has no rebuys.',
  rebuysClosed: 'Rebuys are closed.',
  noAddOns: 'This tournament has no add-ons.',
  addOnsClosed: 'Add-ons are closed.',
  finishNeedsOne: 'The tournament can finish when one player is left.',
  chopPlayers: `A chop needs ${MIN_CHOP_PLAYERS} to ${MAX_CHOP_PLAYERS} players left.`,
  stacksForEveryone: 'Enter a chip count for every player left, and only for them.',
} as const;

/** One player's standing: out once they have a finishing place. */
export interface EntryPlace {
  userId: string;
  finishPlace: number | null;
}

export function playersLeft(entries: readonly EntryPlace[]): number {
  return entries.filter((entry) => entry.finishPlace === null).length;
}

/**
 * Entries follow the event's players until the night is over: the host may start up to an hour
 * before the event while people can still join or leave (earlier moves the start), so a late joiner is entered (after
 * everyone, from `nextPosition`) and someone who left before going out is no longer; a placed
 * entry stays whatever happens.
 */
export function reconcileEntries<E extends EntryPlace & { position: number }>(
  entries: readonly E[],
  playerIds: readonly string[],
): { kept: E[]; left: E[]; joined: string[]; nextPosition: number } {
  const players = new Set(playerIds);
  const entered = new Set(entries.map((e) => e.userId));
  const stays = (e: E) => players.has(e.userId) || e.finishPlace !== null;
  return {
    kept: entries.filter(stays),
    left: entries.filter((e) => !stays(e)),
    joined: playerIds.filter((id) => !entered.has(id)),
    nextPosition: Math.max(-1, ...entries.map((e) => e.position)) + 1,
  };
}

/**
 * Places are given from the bottom in bust order: with 9 players the first one out is 9th, and
 * the next one out always takes the place equal to the number of players still in.
 */
export function nextFinishPlace(entries: readonly EntryPlace[]): number {
  return playersLeft(entries);
}

/** Whether starting now is early enough to move the event's start to now. */
export function startsEarly(startsAt: Date, now: Date): boolean {
  return now.getTime() < startsAt.getTime() - TOURNAMENT_START_WINDOW_MS;
}

/** When the host may press Start: with at least two players, whenever the event is upcoming. */
export function startProblem(playerCount: number): string | null {
  return playerCount < 2 ? tournamentMessages.tooFewPlayers : null;
}

function entryOf(entries: readonly EntryPlace[], userId: string): EntryPlace | undefined {
  return entries.find((entry) => entry.userId === userId);
}

/** A bust needs a player still in, at least one other player still in, and a running night. */
export function bustProblem(
  phase: ClockPhase,
  entries: readonly EntryPlace[],
  userId: string,
  eliminatedByUserId?: string | null,
): string | null {
  if (phase === 'FINISHED') return tournamentMessages.over;
  const entry = entryOf(entries, userId);
  if (!entry) return tournamentMessages.notAPlayer;
  if (entry.finishPlace !== null) return tournamentMessages.alreadyOut;
  if (playersLeft(entries) < 2) return tournamentMessages.lastPlayer;
  if (eliminatedByUserId != null) {
    if (eliminatedByUserId === userId) return tournamentMessages.selfKnockout;
    const by = entryOf(entries, eliminatedByUserId);
    if (!by || by.finishPlace !== null) return tournamentMessages.knockoutByOut;
  }
  return null;
}

/**
 * Undoing a bust works for any busted player, not only the last one: a host often notices a
 * wrong tap a few busts later. The restored player is in again; see placesAfterRestore.
 */
export function restoreProblem(
  phase: ClockPhase,
  entries: readonly EntryPlace[],
  userId: string,
): string | null {
  if (phase === 'FINISHED') return tournamentMessages.over;
  const entry = entryOf(entries, userId);
  if (!entry) return tournamentMessages.notAPlayer;
  return entry.finishPlace === null ? tournamentMessages.notOut : null;
}

/**
 * The places after restoring `userId`: as if that bust never happened. Players who went out
 * before them keep their places; each player who went out after them (a smaller place number)
 * moves one place down, since one more player was still in when they busted. The restored player
 * has no place. The next bust then again takes the place equal to the players left, so places stay
 * a gap-free run from the bottom.
 */
export function placesAfterRestore(entries: readonly EntryPlace[], userId: string): EntryPlace[] {
  const restored = entryOf(entries, userId)?.finishPlace ?? null;
  return entries.map((entry) => {
    if (entry.userId === userId) return { ...entry, finishPlace: null };
    if (restored !== null && entry.finishPlace !== null && entry.finishPlace < restored) {
      return { ...entry, finishPlace: entry.finishPlace + 1 };
    }
    return { ...entry };
  });
}

export interface BuyInWindow {
  phase: ClockPhase;
  /** The current level, 0-based (the clock's `levelIndex` at now). */
  levelIndex: number;
  /** The night's levels: breaks do not count towards `openLevels` (core/breaks.ts). */
  levels: readonly AnyLevel[];
  /** The price; 0 means the night has none. */
  amountCents: number;
  /**
   * How many playing levels from the start they are allowed for (rebuys during levels 1–4: 4),
   * and the break straight after the last of them; null or absent: until the night ends.
   */
  openLevels?: number | null;
}

function buyInProblem(
  window: BuyInWindow,
  entries: readonly EntryPlace[],
  userId: string,
  none: string,
  closed: string,
): string | null {
  if (window.phase === 'FINISHED') return tournamentMessages.over;
  if (window.amountCents === 0) return none;
  if (!buyInsOpenAt(window.levels, window.levelIndex, window.openLevels)) return closed;
  const entry = entryOf(entries, userId);
  if (!entry) return tournamentMessages.notAPlayer;
  // A player who lost their chips and rebuys is recorded as a rebuy instead of a bust; a busted
  // player comes back by restoring the bust first.
  return entry.finishPlace === null ? null : tournamentMessages.playerOut;
}

export function rebuyProblem(
  window: BuyInWindow,
  entries: readonly EntryPlace[],
  userId: string,
): string | null {
  const { noRebuys, rebuysClosed } = tournamentMessages;
  return buyInProblem(window, entries, userId, noRebuys, rebuysClosed);
}

export function addOnProblem(
  window: BuyInWindow,
  entries: readonly EntryPlace[],
  userId: string,
): string | null {
  const { noAddOns, addOnsClosed } = tournamentMessages;
  return buyInProblem(window, entries, userId, noAddOns, addOnsClosed);
}

/** Finishing needs exactly one player left: the winner, who takes 1st place. */
export function finishProblem(phase: ClockPhase, entries: readonly EntryPlace[]): string | null {
  if (phase === 'FINISHED') return tournamentMessages.over;
  return playersLeft(entries) === 1 ? null : tournamentMessages.finishNeedsOne;
}

/** A chop needs 2 to 9 players left. */
export function chopProblem(phase: ClockPhase, entries: readonly EntryPlace[]): string | null {
  if (phase === 'FINISHED') return tournamentMessages.over;
  const left = playersLeft(entries);
  return left >= MIN_CHOP_PLAYERS && left <= MAX_CHOP_PLAYERS
    ? null
    : tournamentMessages.chopPlayers;
}

/** Entered stacks must name each player still in exactly once (chip counts: core/icm.ts). */
export function chopStacksProblem(
  entries: readonly EntryPlace[],
  stacks: readonly { userId: string }[],
): string | null {
  const left = new Set(entries.filter((e) => e.finishPlace === null).map((e) => e.userId));
  const named = new Set(stacks.map((stack) => stack.userId));
  const matches =
    named.size === stacks.length &&
    named.size === left.size &&
    [...named].every((userId) => left.has(userId));
  return matches ? null : tournamentMessages.stacksForEveryone;
}
