// The game-night clock (issue 11), kept by the server: every phone and the TV show the state the
// server stored, corrected for their own clock's skew. Like the standalone timer (core/timer.ts)
// it is derived from timestamps, never ticked: a running clock stores only when its level ends,
// so a server that restarts, or a clock nobody touched for hours, is on the right level with the
// right time the moment anyone reads it.
import { levelDurationMs } from './timer';
import type { BlindLevel } from './templates';

export type ClockPhase = 'RUNNING' | 'PAUSED' | 'FINISHED';

/** What the server stores, as the API's Tournament carries it. */
export interface ClockState {
  phase: ClockPhase;
  /** 0-based into the levels. */
  levelIndex: number;
  /** RUNNING: when the level `levelIndex` ends. Null otherwise. */
  levelEndsAt: Date | null;
  /**
   * PAUSED or FINISHED: the whole seconds left in the level when it stopped, as the screens
   * showed them (rounded up), so a resume starts from the figure people saw. Null while RUNNING.
   */
  pausedRemainingSeconds: number | null;
}

/** The clock as it stands at one instant. */
export interface ClockReading {
  phase: ClockPhase;
  levelIndex: number;
  /** Whole seconds, rounded up: a level shows 20:00 at its start and 00:00 only at its end. */
  remainingSeconds: number;
  /** RUNNING: when the current level ends (in the past once the last level has run out). */
  levelEndsAt: Date | null;
  /** The last level has run out: blinds stay where they are until the host finishes. */
  isOverTime: boolean;
}

function lastIndex(levels: readonly BlindLevel[]): number {
  if (levels.length === 0) throw new Error('A tournament clock needs at least one level');
  return levels.length - 1;
}

function clampIndex(index: number, levels: readonly BlindLevel[]): number {
  return Math.min(Math.max(0, Math.trunc(index)), lastIndex(levels));
}

function fullSeconds(levels: readonly BlindLevel[], index: number): number {
  return levelDurationMs(levels[index]!) / 1000;
}

/**
 * The tournament's first clock: level 1 with its full time. It starts PAUSED unless told
 * otherwise, because seats are drawn and chips handed out after the host presses Start; the
 * host resumes when the cards are in the air.
 */
export function startClock(
  levels: readonly BlindLevel[],
  now: Date,
  phase: 'RUNNING' | 'PAUSED' = 'PAUSED',
): ClockState {
  lastIndex(levels);
  if (phase === 'RUNNING') {
    return {
      phase,
      levelIndex: 0,
      levelEndsAt: new Date(now.getTime() + levelDurationMs(levels[0]!)),
      pausedRemainingSeconds: null,
    };
  }
  return {
    phase,
    levelIndex: 0,
    levelEndsAt: null,
    pausedRemainingSeconds: fullSeconds(levels, 0),
  };
}

/**
 * The clock at `now`. A running clock moves through every level whose end has passed, each next
 * level starting exactly when the one before ended; past the end of the last level it stays on
 * the last level at 0 (isOverTime). A stored level beyond the levels is read as the last one.
 */
export function clockAt(state: ClockState, levels: readonly BlindLevel[], now: Date): ClockReading {
  let index = clampIndex(state.levelIndex, levels);
  if (state.phase !== 'RUNNING' || state.levelEndsAt === null) {
    const remainingSeconds = Math.max(
      0,
      state.pausedRemainingSeconds ?? fullSeconds(levels, index),
    );
    return {
      phase: state.phase,
      levelIndex: index,
      remainingSeconds,
      levelEndsAt: null,
      isOverTime: false,
    };
  }
  let endsAt = state.levelEndsAt.getTime();
  while (now.getTime() >= endsAt && index < lastIndex(levels)) {
    index += 1;
    endsAt += levelDurationMs(levels[index]!);
  }
  const remainingMs = Math.max(0, endsAt - now.getTime());
  return {
    phase: 'RUNNING',
    levelIndex: index,
    remainingSeconds: Math.ceil(remainingMs / 1000),
    levelEndsAt: new Date(endsAt),
    isOverTime: remainingMs === 0,
  };
}

/** The stored state brought up to `now` (the level it has reached), changing nothing else. */
export function syncClock(state: ClockState, levels: readonly BlindLevel[], now: Date): ClockState {
  const reading = clockAt(state, levels, now);
  return { ...state, levelIndex: reading.levelIndex, levelEndsAt: reading.levelEndsAt };
}

/** Stops the count at the figure shown now. Paused and finished clocks stay as they are. */
export function pause(state: ClockState, levels: readonly BlindLevel[], now: Date): ClockState {
  if (state.phase !== 'RUNNING') return state;
  const reading = clockAt(state, levels, now);
  return {
    phase: 'PAUSED',
    levelIndex: reading.levelIndex,
    levelEndsAt: null,
    pausedRemainingSeconds: reading.remainingSeconds,
  };
}

/** Counts on from the figure shown when it paused. Running and finished clocks stay as they are. */
export function resume(state: ClockState, levels: readonly BlindLevel[], now: Date): ClockState {
  if (state.phase !== 'PAUSED') return state;
  const reading = clockAt(state, levels, now);
  return {
    phase: 'RUNNING',
    levelIndex: reading.levelIndex,
    levelEndsAt: new Date(now.getTime() + reading.remainingSeconds * 1000),
    pausedRemainingSeconds: null,
  };
}

/**
 * Next / previous level and jumps: the chosen level (clamped to the levels) with its full time,
 * still running or paused as it was. A finished clock stays as it is.
 */
export function setLevel(
  state: ClockState,
  levels: readonly BlindLevel[],
  levelIndex: number,
  now: Date,
): ClockState {
  if (state.phase === 'FINISHED') return state;
  const index = clampIndex(levelIndex, levels);
  if (state.phase === 'RUNNING') {
    return {
      phase: 'RUNNING',
      levelIndex: index,
      levelEndsAt: new Date(now.getTime() + levelDurationMs(levels[index]!)),
      pausedRemainingSeconds: null,
    };
  }
  return {
    phase: 'PAUSED',
    levelIndex: index,
    levelEndsAt: null,
    pausedRemainingSeconds: fullSeconds(levels, index),
  };
}

/** The tournament is over: the clock freezes on the level and figure shown at `now`. */
export function finishClock(
  state: ClockState,
  levels: readonly BlindLevel[],
  now: Date,
): ClockState {
  if (state.phase === 'FINISHED') return state;
  const reading = clockAt(state, levels, now);
  return {
    phase: 'FINISHED',
    levelIndex: reading.levelIndex,
    levelEndsAt: null,
    pausedRemainingSeconds: reading.remainingSeconds,
  };
}

export const clockMessages = {
  levelRange: (levelCount: number) => `Level must be between 1 and ${levelCount}.`,
} as const;

/** For setTournamentLevel: the 0-based index must name one of the levels. */
export function validateLevelIndex(
  levelIndex: number,
  levels: readonly BlindLevel[],
): string | null {
  return Number.isInteger(levelIndex) && levelIndex >= 0 && levelIndex < levels.length
    ? null
    : clockMessages.levelRange(levels.length);
}
