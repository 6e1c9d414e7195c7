// The host's undo of a mis-tap (issue 28, docs/product.md §10): a rebuy, an add-on, a bust or a
// level change of the running night, taken back from its log line as if it had not happened.
// The rules (what can be undone, what a bust's undo does to places and knockouts, what a level's
// does to the clock) are core/tournament-log.ts's; this runs them in the write frame, marks the
// line undone and logs the UNDO, all in one transaction, then every screen hears of it.
import {
  clockAfterLevelUndo,
  restoreChanges,
  undoProblem,
  type LevelLogData,
  type UndoLogData,
} from '../../core/tournament-log';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import { clockColumnsOf, clockStateOf } from './clock-view';
import { tournamentMessages } from './messages';
import type { TournamentView } from './models';
import * as store from './store';
import { tournamentWrite } from './writes';

export function undoTournamentAction(
  ctx: DomainContext,
  eventId: string,
  entryId: string,
): Promise<TournamentView> {
  return tournamentWrite(ctx, eventId, async (locked) => {
    const { tx, tournament, entries, now } = locked;
    const line = await store.lockLogLine(tx, tournament.id, entryId);
    if (!line) throw notFound(tournamentMessages.entryNotFound);
    const problem = undoProblem(line, entries);
    if (problem) throw badInput(problem);

    let row = tournament;
    const userId = line.playerId!;
    const entry = entries.find((e) => e.userId === userId);
    if (line.kind === 'REBUY' && entry) {
      const patch = { rebuys: Math.max(0, entry.rebuys - 1) };
      await store.updateEntries(tx, tournament.id, new Map([[userId, patch]]));
    } else if (line.kind === 'ADD_ON' && entry) {
      const patch = { addOns: Math.max(0, entry.addOns - 1) };
      await store.updateEntries(tx, tournament.id, new Map([[userId, patch]]));
    } else if (line.kind === 'BUST') {
      await store.updateEntries(tx, tournament.id, restoreChanges(entries, userId));
    } else if (line.kind === 'LEVEL') {
      const clock = clockAfterLevelUndo(
        clockStateOf(tournament),
        line.data as unknown as LevelLogData,
        tournament.template.levels.length,
        now,
      );
      row = await store.updateTournament(tx, tournament.id, clockColumnsOf(clock));
    }

    const data: UndoLogData = { entryId: line.id, kind: line.kind };
    const undo = await locked.log('UNDO', { playerId: line.playerId, data: { ...data } });
    await store.markLogLineUndone(tx, line.id, now, undo.id);
    return { row, now, namesOnly: false };
  });
}
