// The frame every tournament write runs in: the host only, in one transaction holding the event
// and tournament locks (store.ts), on a started and unfinished tournament whose entries match the
// event's players; the change is announced once the transaction has committed.
import type { Tx } from '../../db/client';
import type { EventRow, TournamentEntryRow, TournamentRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { requireHost, requireRunWindow } from './access';
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
    requireHost(event, host);
    if (!tournament) throw badInput(tournamentMessages.notStarted);
    if (tournament.phase === 'finished') throw badInput(tournamentMessages.over);
    requireRunWindow(event, now);
    const entries = await syncEntries(tx, tournament);
    return write({ tx, host, event, tournament, entries, now });
  });
  await publishTournamentChange(ctx, eventId, reach);
  return result;
}

/**
 * Entries follow the event's players: the host may start up to an hour before the event, while
 * people can still join or leave, so a late joiner gets an entry (late registration) and someone
 * who left before the start loses theirs. Joins and leaves take the same event lock.
 */
async function syncEntries(tx: Tx, tournament: TournamentRow): Promise<TournamentEntryRow[]> {
  const playerIds = await store.playerIdsOf(tx, tournament.eventId);
  const entries = await store.entriesOf(tx, tournament.id);
  const entered = new Set(entries.map((e) => e.userId));
  const players = new Set(playerIds);
  const joined = playerIds.filter((id) => !entered.has(id));
  const left = entries.filter((e) => !players.has(e.userId) && e.finishPlace === null);
  if (joined.length === 0 && left.length === 0) return entries;
  const next = Math.max(-1, ...entries.map((e) => e.position)) + 1;
  await store.deleteUnplacedEntries(
    tx,
    tournament.id,
    left.map((e) => e.userId),
  );
  await store.insertEntries(tx, tournament.id, joined, next);
  return store.entriesOf(tx, tournament.id);
}
