// Row counts, for "a refused write changes nothing": count, send the refused input, count again.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  contactMessages,
  eventInvites,
  events,
  eventTables,
  groups,
  locations,
  tournamentTemplates,
  users,
} from '../../db/schema';

/** The rows of `table`, of those matching `where` when given. */
export async function rowCount(database: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/** Every table a refused input could have written to, counted (in this order). */
export function countEveryTable(database: Database): Promise<number[]> {
  const tables = [events, eventTables, eventInvites, locations, groups, tournamentTemplates];
  return Promise.all([...tables, contactMessages, users].map((table) => rowCount(database, table)));
}
