// The stored clock columns as core/tournament-clock.ts's state, and back. core holds every rule
// of the clock; this only translates, so a row read after a restart is on the right level at the
// right second (a running clock stores when its level ends, never a ticking count).
import { clockAt, type ClockReading, type ClockState } from '../../core/tournament-clock';
import type { TournamentRow } from '../../db/schema';

type ClockColumns = Pick<
  TournamentRow,
  'phase' | 'levelIndex' | 'levelEndsAt' | 'pausedRemainingSeconds'
>;

const toPhase = { running: 'RUNNING', paused: 'PAUSED', finished: 'FINISHED' } as const;
const fromPhase = { RUNNING: 'running', PAUSED: 'paused', FINISHED: 'finished' } as const;

export function clockStateOf(row: ClockColumns): ClockState {
  return {
    phase: toPhase[row.phase],
    levelIndex: row.levelIndex,
    levelEndsAt: row.levelEndsAt,
    pausedRemainingSeconds: row.pausedRemainingSeconds,
  };
}

/** The columns to store for a clock state. */
export function clockColumnsOf(state: ClockState): ClockColumns {
  return {
    phase: fromPhase[state.phase],
    levelIndex: state.levelIndex,
    levelEndsAt: state.levelEndsAt,
    pausedRemainingSeconds: state.pausedRemainingSeconds,
  };
}

/** The clock of a stored tournament at `now`. */
export function clockOf(
  row: ClockColumns & Pick<TournamentRow, 'template'>,
  now: Date,
): ClockReading {
  return clockAt(clockStateOf(row), row.template.levels, now);
}
