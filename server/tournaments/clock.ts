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
import { clockColumnsOf, clockStateOf } from './clock-view';
import { tournamentMessages } from './messages';
import type { TournamentView } from './models';
import * as store from './store';
import { tournamentWrite, type Locked } from './write';

/** Applies a clock change and stores it; returns the tournament as the host now sees it. */
function clockWrite(
  ctx: DomainContext,
  eventId: string,
  change: (state: ClockState, locked: Locked) => ClockState,
): Promise<TournamentView> {
  return tournamentWrite(ctx, eventId, async (locked) => {
    const next = change(clockStateOf(locked.tournament), locked);
    const row = await store.updateTournament(locked.tx, locked.tournament.id, clockColumnsOf(next));
    return { row, now: locked.now, namesOnly: false };
  });
}

export function pauseTournament(ctx: DomainContext, eventId: string) {
  return clockWrite(ctx, eventId, (state, { tournament, now }) => {
    if (state.phase !== 'RUNNING') throw badInput(tournamentMessages.alreadyPaused);
    return pause(state, tournament.template.levels, now);
  });
}

export function resumeTournament(ctx: DomainContext, eventId: string) {
  return clockWrite(ctx, eventId, (state, { tournament, now }) => {
    if (state.phase !== 'PAUSED') throw badInput(tournamentMessages.notPaused);
    return resume(state, tournament.template.levels, now);
  });
}

export function setTournamentLevel(ctx: DomainContext, eventId: string, levelIndex: number) {
  return clockWrite(ctx, eventId, (state, { tournament, now }) => {
    const problem = validateLevelIndex(levelIndex, tournament.template.levels);
    if (problem) throw badInput(problem);
    return setLevel(state, tournament.template.levels, levelIndex, now);
  });
}
