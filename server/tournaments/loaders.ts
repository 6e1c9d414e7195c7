// Batched reads for Game night fields, so an event list or a subscription fan-out costs one
// query per field, not one per event.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type {
  TournamentEntryRow,
  TournamentLogRow,
  TournamentResultRow,
  TournamentRow,
} from '../../db/schema';
import { byKeys, groupedByKeys } from '../shared/dataloader';
import * as store from './store';

export function createTournamentLoaders(db: Db) {
  return {
    /** The event's tournament by event id; null until the host starts one. */
    byEventId: new DataLoader<string, TournamentRow | null>(async (eventIds) =>
      byKeys(eventIds, await store.tournamentsOfEvents(db, eventIds), (t) => t.eventId),
    ),
    /** Entries by tournament id, in the event's joining order. */
    entries: new DataLoader<string, TournamentEntryRow[]>(async (ids) =>
      groupedByKeys(ids, await store.entriesOfTournaments(db, ids), (e) => e.tournamentId),
    ),
    /** The night's log by tournament id, newest first. */
    log: new DataLoader<string, TournamentLogRow[]>(async (ids) =>
      groupedByKeys(ids, await store.logsOfTournaments(db, ids), (l) => l.tournamentId),
    ),
    /** Results by event id, by place. */
    results: new DataLoader<string, TournamentResultRow[]>(async (eventIds) =>
      groupedByKeys(eventIds, await store.resultsOfEvents(db, eventIds), (r) => r.eventId),
    ),
  };
}
