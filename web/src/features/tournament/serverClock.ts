// The game-night clock as this device shows it: the server's stored state (phase, level,
// levelEndsAt) read at the server's time, which this device estimates from its own clock and
// the skew seen when the server's answer arrived. Pure functions over numbers; useServerClock
// ticks them.
import { isBreakLevel, playingLevelNumber, secondsUntilNextBreak } from '../../../../core/breaks';
import type { BlindLevel } from '../../../../core/templates';
import type { TimerSnapshot } from '../../../../core/timer';
import { clockAt, type ClockPhase, type ClockReading } from '../../../../core/tournament-clock';

/** What the server said about the clock (the API's Tournament fields). */
export interface ServerClockFields {
  phase: ClockPhase;
  levelIndex: number;
  /** ISO instant; RUNNING only. */
  levelEndsAt: string | null;
  /** Whole seconds left at serverNow (what a paused clock keeps showing). */
  remainingSeconds: number;
  /** ISO instant: the server's clock when it resolved the answer. */
  serverNow: string;
}

/** The server's time now, by this device's clock and the skew. */
export function serverTime(localNow: number, skewMs: number): number {
  return localNow + skewMs;
}

/**
 * The clock at the server's time `serverMs`: a running clock counts down to levelEndsAt and moves
 * on through the levels as the server would; a paused or finished one shows what it stopped at.
 */
export function readServerClock(
  fields: ServerClockFields,
  levels: readonly BlindLevel[],
  serverMs: number,
): ClockReading & { remainingMs: number } {
  const reading = clockAt(
    {
      phase: fields.phase,
      levelIndex: fields.levelIndex,
      levelEndsAt:
        fields.phase === 'RUNNING' && fields.levelEndsAt ? new Date(fields.levelEndsAt) : null,
      pausedRemainingSeconds: fields.phase === 'RUNNING' ? null : fields.remainingSeconds,
    },
    levels,
    new Date(serverMs),
  );
  const remainingMs = reading.levelEndsAt
    ? Math.max(0, reading.levelEndsAt.getTime() - serverMs)
    : reading.remainingSeconds * 1000;
  return { ...reading, remainingMs };
}

/**
 * The reading as the timer page's clock face takes it (CountdownCard, its sounds): a finished
 * tournament shows as the finished timer. A last level that has run out is not the end of the
 * night (play goes on at its blinds until one player is left): it stays on the final level at
 * 0:00, running or paused as the host left it.
 */
export function snapshotOf(
  tournamentId: string,
  reading: ClockReading,
  remainingMs: number,
  levels: readonly BlindLevel[],
): TimerSnapshot {
  const level = levels[reading.levelIndex]!;
  const finished = reading.phase === 'FINISHED';
  return {
    templateId: tournamentId,
    levelIndex: reading.levelIndex,
    levelNumber: playingLevelNumber(levels, reading.levelIndex),
    isBreak: isBreakLevel(level),
    level,
    nextLevel: levels[reading.levelIndex + 1] ?? null,
    isLastLevel: reading.levelIndex === levels.length - 1,
    remainingMs,
    remainingSeconds: reading.remainingSeconds,
    // Running or paused alike (a paused figure holds still), as the API's nextBreakInSeconds.
    nextBreakInSeconds: finished
      ? null
      : secondsUntilNextBreak(levels, reading.levelIndex, reading.remainingSeconds),
    isRunning: !finished,
    isPaused: reading.phase === 'PAUSED',
    isCounting: reading.phase === 'RUNNING',
    isFinished: finished,
  };
}
