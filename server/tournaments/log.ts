// Writing the night's log (docs/product.md §10, issue 28): every tournament write appends one line
// in its own transaction — who did what to whom, when — so a line exists exactly when the action
// committed. writes.ts hands each write `locked.log`; the start, which has no tournament yet when
// its frame opens, calls appendLine itself. Undo (undo.ts) reads what `data` keeps.
import type { LogKind } from '../../core/tournament-log';
import type { Tx } from '../../db/client';
import type { TournamentLogRow } from '../../db/schema';
import * as store from './store';

export interface LineOf {
  /** The player it is about; null for the night as a whole. */
  playerId?: string | null;
  /** What an undo needs to put back (core/tournament-log's *LogData), or a detail to show. */
  data?: Record<string, unknown>;
}

export function appendLine(
  tx: Tx,
  frame: { tournamentId: string; actorId: string; now: Date },
  kind: LogKind,
  { playerId = null, data = {} }: LineOf = {},
): Promise<TournamentLogRow> {
  return store.appendLog(tx, {
    tournamentId: frame.tournamentId,
    actorId: frame.actorId,
    kind,
    playerId,
    data,
    at: frame.now,
  });
}
