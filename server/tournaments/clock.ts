// The host's clock controls: pause, resume, and moving to a level (next, previous, jump). The
// rules are core/tournament-clock.ts's; each write stores the new state under the tournament lock.
import {
  pause,
  resume,
  setLevel,
  validateLevelIndex,
  type ClockState,
} from '../../core/tournament-clock';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { LevelLogData } from '../../core/tournament-log';
import { clockColumnsOf, clockOf, clockStateOf } from './clock-view';
import { tournamentMessages } from './messages';
import type { TournamentView } from './models';
import * as store from './store';
import { tournamentWrite, type Locked } from './writes';

/**
 * Applies a clock change, stores and logs it; returns the tournament as the host now sees it. A
 * level change logs the level it left and the seconds that level had left, which its undo puts
 * back (core/tournament-log's clockAfterLevelUndo).
 */
function clockWrite(
  ctx: DomainContext,
  eventId: string,
  kind: 'PAUSE' | 'RESUME' | 'LEVEL',
  change: (state: ClockState, locked: Locked) => ClockState,
): Promise<TournamentView> {
  return tournamentWrite(ctx, eventId, async (locked) => {
    const before = clockOf(locked.tournament, locked.now);
    const next = change(clockStateOf(locked.tournament), locked);
    const row = await store.updateTournament(locked.tx, locked.tournament.id, clockColumnsOf(next));
    const level: LevelLogData = {
      fromLevelIndex: before.levelIndex,
      remainingSeconds: before.remainingSeconds,
      toLevelIndex: next.levelIndex,
    };
    await locked.log(kind, { data: kind === 'LEVEL' ? { ...level } : {} });
    return { row, now: locked.now, namesOnly: false };
  });
}

export function pauseTournament(ctx: DomainContext, eventId: string) {
  return clockWrite(ctx, eventId, 'PAUSE', (state, { tournament, now }) => {
    if (state.phase !== 'RUNNING') throw badInput(tournamentMessages.alreadyPaused);
    return pause(state, tournament.template.levels, now);
  });
}

export function resumeTournament(ctx: DomainContext, eventId: string) {
  return clockWrite(ctx, eventId, 'RESUME', (state, { tournament, now }) => {
    if (state.phase !== 'PAUSED') throw badInput(tournamentMessages.notPaused);
    return resume(state, tournament.template.levels, now);
  });
}

export function setTournamentLevel(ctx: DomainContext, eventId: string, levelIndex: number) {
  return clockWrite(ctx, eventId, 'LEVEL', (state, { tournament, now }) => {
    const problem = validateLevelIndex(levelIndex, tournament.template.levels);
    if (problem) throw badInput(problem);
    return setLevel(state, tournament.template.levels, levelIndex, now);
  });
}
