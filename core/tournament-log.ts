// The game night's log and its undo (issue 28): every write of the night is one log line, and the
// host may take back a rebuy, an add-on, a bust or a level change from it while the night runs
// (docs/product.md §10). Which lines can be undone, and what an undo puts back, live here so the
// server enforces the same rule the host's screen reads (canUndo comes from the server).
import { placesAfterRestore, tournamentMessages, type EntryPlace } from './tournament';
import type { ClockState } from './tournament-clock';

export const LOG_KINDS = [
  'START',
  'PAUSE',
  'RESUME',
  'LEVEL',
  'REBUY',
  'ADD_ON',
  'BUST',
  'RESTORE',
  'SEAT_DRAW',
  'BALANCE',
  'DISPLAY_LINK',
  'CHOP',
  'FINISH',
  'UNDO',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** What the host can take back: the one-tap actions that change the pool, places or blinds. */
export const UNDOABLE_KINDS: readonly LogKind[] = ['REBUY', 'ADD_ON', 'BUST', 'LEVEL'];

export function isUndoable(kind: string): boolean {
  return (UNDOABLE_KINDS as readonly string[]).includes(kind);
}

/** BUST: what the bust gave the player, so an undo can tell it still stands. */
export interface BustLogData {
  place: number;
  /** ISO instant, the entry's bustedAt. */
  bustedAt: string;
  eliminatedBy: string | null;
}

/** LEVEL: the level left and the seconds it had then; the level moved to. */
export interface LevelLogData {
  fromLevelIndex: number;
  remainingSeconds: number;
  toLevelIndex: number;
}

/** UNDO: the entry it took back. */
export interface UndoLogData {
  entryId: string;
  kind: string;
}

export const logMessages = {
  entryNotFound: 'That action is not in this night’s log.',
  alreadyUndone: 'That action is already undone.',
  notUndoable: 'Only a rebuy, an add-on, a bust or a level change can be undone.',
  bustChanged: 'That bust no longer stands: the player was restored or busted again since.',
} as const;

export interface LogLine {
  kind: string;
  playerId: string | null;
  undoneAt: Date | string | null;
  data: Record<string, unknown>;
}

export interface LoggedEntry extends EntryPlace {
  bustedAt: Date | string | null;
}

const instant = (value: Date | string | null | undefined) =>
  value == null ? null : new Date(value).getTime();

/**
 * Why this log line cannot be undone on the field as it is now; null when it can. The night's
 * phase and who asks are the caller's (only the host, only while the night runs). A bust can be
 * undone only while it stands: the player is still out from that very bust (not restored since,
 * nor restored and busted again).
 */
export function undoProblem(line: LogLine, entries: readonly LoggedEntry[]): string | null {
  if (line.undoneAt != null) return logMessages.alreadyUndone;
  if (!isUndoable(line.kind)) return logMessages.notUndoable;
  if (line.kind === 'LEVEL') return null;
  const entry = entries.find((e) => e.userId === line.playerId);
  if (!entry) return tournamentMessages.notAPlayer;
  if (line.kind === 'BUST') {
    const data = line.data as Partial<BustLogData>;
    if (entry.finishPlace === null || instant(entry.bustedAt) !== instant(data.bustedAt)) {
      return logMessages.bustChanged;
    }
  }
  return null;
}

/** One entry's changes when a bust is taken back. */
export interface RestoreChange {
  finishPlace?: number | null;
  bustedAt?: null;
  eliminatedBy?: null;
  knockouts?: number;
}

/**
 * Taking back `userId`'s bust (restorePlayer and the undo of a BUST alike): the places of
 * placesAfterRestore (later busts move down one), the player in again with no bust, and whoever
 * was credited with the knockout one knockout fewer (never below 0). Only changed entries.
 */
export function restoreChanges<
  E extends EntryPlace & { knockouts: number; eliminatedBy: string | null },
>(entries: readonly E[], userId: string): Map<string, RestoreChange> {
  const places = placesAfterRestore(entries, userId);
  const changes = new Map<string, RestoreChange>();
  for (const entry of entries) {
    const place = places.find((p) => p.userId === entry.userId)!.finishPlace;
    if (place !== entry.finishPlace) changes.set(entry.userId, { finishPlace: place });
  }
  changes.set(userId, { finishPlace: null, bustedAt: null, eliminatedBy: null });
  const restored = entries.find((e) => e.userId === userId);
  const by = restored?.eliminatedBy
    ? entries.find((e) => e.userId === restored.eliminatedBy)
    : null;
  if (by) {
    changes.set(by.userId, { ...changes.get(by.userId), knockouts: Math.max(0, by.knockouts - 1) });
  }
  return changes;
}

/**
 * Undoing a level change: the level it left, with the seconds that level had left when the host
 * tapped, whether the clock runs now or is paused (a host who paused to fix the mistake finds it
 * still paused). Time the clock ran since the tap is given back, as a mis-tap should cost nothing.
 */
export function clockAfterLevelUndo(
  state: ClockState,
  data: LevelLogData,
  levelCount: number,
  now: Date,
): ClockState {
  if (state.phase === 'FINISHED') return state;
  const levelIndex = Math.min(Math.max(0, Math.trunc(data.fromLevelIndex)), levelCount - 1);
  const seconds = Math.max(0, Math.round(data.remainingSeconds));
  if (state.phase === 'RUNNING') {
    return {
      phase: 'RUNNING',
      levelIndex,
      levelEndsAt: new Date(now.getTime() + seconds * 1000),
      pausedRemainingSeconds: null,
    };
  }
  return { phase: 'PAUSED', levelIndex, levelEndsAt: null, pausedRemainingSeconds: seconds };
}
