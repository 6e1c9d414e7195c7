// The frame every tournament write runs in: the host only, in one transaction holding the event
// and tournament locks (store.ts), on a started and unfinished tournament whose entries match the
// event's players; each write logs what it did (log.ts: a write that logs nothing is a bug and
// rolls back), and the change is announced once the transaction has committed.
import { reconcileEntries } from '../../core/tournament';
import type { LogKind } from '../../core/tournament-log';
import type { Tx } from '../../db/client';
import type {
  EventRow,
  TournamentEntryRow,
  TournamentLogRow,
  TournamentRow,
  UserRow,
} from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { requireRunner, requireRunnable } from './access';
import { appendLine, type LineOf } from './log';
import { tournamentMessages } from './messages';
import { publishTournamentChange } from './notify';
import * as store from './store';

export interface Locked {
  tx: Tx;
  host: UserRow;
  event: EventRow;
  tournament: TournamentRow;
  /** In joining order, the event's current players all present. */
  entries: TournamentEntryRow[];
  /** One instant for the whole write: the clock and every timestamp agree. */
  now: Date;
  /** Appends the night's log line for this write, by the host, at `now`. */
  log: (kind: LogKind, line?: LineOf) => Promise<TournamentLogRow>;
}

export async function tournamentWrite<T>(
  ctx: DomainContext,
  eventId: string,
  write: (locked: Locked) => Promise<T>,
  reach: 'tournament' | 'event' = 'tournament',
): Promise<T> {
  const host = ctx.requireMember();
  const result = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { event, tournament } = await store.lockTournament(tx, eventId);
    await requireRunner(tx, event, host);
    if (!tournament) throw badInput(tournamentMessages.notStarted);
    if (tournament.phase === 'finished') throw badInput(tournamentMessages.over);
    requireRunnable(event);
    const entries = await syncEntries(tx, tournament);
    let logged = 0;
    const frame = { tournamentId: tournament.id, actorId: host.id, now };
    const log = (kind: LogKind, line?: LineOf) => {
      logged += 1;
      return appendLine(tx, frame, kind, line);
    };
    const done = await write({ tx, host, event, tournament, entries, now, log });
    if (logged === 0) throw new Error('Every game-night write is logged (docs/product.md §10)');
    return done;
  });
  await publishTournamentChange(ctx, eventId, reach);
  return result;
}

/**
 * Stores the entries as core's reconcileEntries has them follow the event's players (late
 * registration; a leave before going out). Joins and leaves take the same event lock.
 */
async function syncEntries(tx: Tx, tournament: TournamentRow): Promise<TournamentEntryRow[]> {
  const playerIds = await store.playerIdsOf(tx, tournament.eventId);
  const entries = await store.entriesOf(tx, tournament.id);
  const { left, joined, nextPosition } = reconcileEntries(entries, playerIds);
  if (joined.length === 0 && left.length === 0) return entries;
  await store.deleteUnplacedEntries(
    tx,
    tournament.id,
    left.map((e) => e.userId),
  );
  await store.insertEntries(tx, tournament.id, joined, nextPosition);
  return store.entriesOf(tx, tournament.id);
}
