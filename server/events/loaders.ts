// Batched lookups for event fields, so a list of N events costs one query per field, not N.
import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventInvites,
  eventPlayers,
  events,
  eventTables,
  eventWinners,
  seatReservations,
  type EventRow,
  type EventTableRow,
  type SeatRow,
  type WinnerRow,
} from '../../db/schema';
import { byKeys, groupedByKeys } from '../shared/dataloader';

export function createEventLoaders(db: Db) {
  return {
    byId: new DataLoader<string, EventRow | null>(async (ids) =>
      byKeys(
        ids,
        await db
          .select()
          .from(events)
          .where(inArray(events.id, [...ids])),
        (e) => e.id,
      ),
    ),
    /** Player ids per event, in joining order (the host joins first). */
    playerIds: new DataLoader<string, string[]>(async (ids) => {
      const rows = await db
        .select()
        .from(eventPlayers)
        .where(inArray(eventPlayers.eventId, [...ids]))
        .orderBy(asc(eventPlayers.joinedAt));
      return groupedByKeys(ids, rows, (r) => r.eventId).map((list) => list.map((r) => r.userId));
    }),
    invitedEmails: new DataLoader<string, string[]>(async (ids) => {
      const rows = await db
        .select()
        .from(eventInvites)
        .where(inArray(eventInvites.eventId, [...ids]))
        .orderBy(asc(eventInvites.createdAt), asc(eventInvites.email));
      return groupedByKeys(ids, rows, (r) => r.eventId).map((list) => list.map((r) => r.email));
    }),
    tables: new DataLoader<string, EventTableRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(eventTables)
        .where(inArray(eventTables.eventId, [...ids]))
        .orderBy(asc(eventTables.createdAt));
      return groupedByKeys(ids, rows, (r) => r.eventId);
    }),
    seats: new DataLoader<string, SeatRow[]>(async (tableIds) => {
      const rows = await db
        .select()
        .from(seatReservations)
        .where(inArray(seatReservations.tableId, [...tableIds]))
        .orderBy(asc(seatReservations.seatNumber));
      return groupedByKeys(tableIds, rows, (r) => r.tableId);
    }),
    winners: new DataLoader<string, WinnerRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(eventWinners)
        .where(inArray(eventWinners.eventId, [...ids]))
        .orderBy(asc(eventWinners.place));
      return groupedByKeys(ids, rows, (r) => r.eventId);
    }),
  };
}
