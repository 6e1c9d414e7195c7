// Batched lookups for event fields, so a list of N events costs one query per field, not N.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { EventRow, EventTableRow, SeatRow, WinnerRow } from '../../db/schema';
import { byKeys, groupedByKeys } from '../shared/dataloader';
import * as store from './store';

export function createEventLoaders(db: Db) {
  return {
    byId: new DataLoader<string, EventRow | null>(async (ids) =>
      byKeys(ids, await store.eventsByIds(db, ids), (e) => e.id),
    ),
    /** Player ids per event, in joining order (the host joins first). */
    playerIds: new DataLoader<string, string[]>(async (ids) => {
      const rows = await store.playersOfEvents(db, ids);
      return groupedByKeys(ids, rows, (r) => r.eventId).map((list) => list.map((r) => r.userId));
    }),
    /** Ids of the people waiting for a place, per event, first in line first. */
    waitlistIds: new DataLoader<string, string[]>(async (ids) => {
      const rows = await store.waitlistsOfEvents(db, ids);
      return groupedByKeys(ids, rows, (r) => r.eventId).map((list) => list.map((r) => r.userId));
    }),
    invitedEmails: new DataLoader<string, string[]>(async (ids) => {
      const rows = await store.invitesOfEvents(db, ids);
      return groupedByKeys(ids, rows, (r) => r.eventId).map((list) => list.map((r) => r.email));
    }),
    tables: new DataLoader<string, EventTableRow[]>(async (ids) =>
      groupedByKeys(ids, await store.tablesOfEvents(db, ids), (r) => r.eventId),
    ),
    seats: new DataLoader<string, SeatRow[]>(async (tableIds) =>
      groupedByKeys(tableIds, await store.seatsOfTables(db, tableIds), (r) => r.tableId),
    ),
    winners: new DataLoader<string, WinnerRow[]>(async (ids) =>
      groupedByKeys(ids, await store.winnersOfEvents(db, ids), (r) => r.eventId),
    ),
  };
}
