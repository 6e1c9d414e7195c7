// DataLoaders batch the lookups that list fields make (users of a player list, groups of an
// event list) into one query per list. Created per operation by the context.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { createEventLoaders } from '../events/loaders';
import { createGroupLoaders } from '../groups/loaders';

/** Orders rows to match the requested keys, as DataLoader requires. */
export function byKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

/** Groups rows per requested key, for one-to-many lookups (players of events, …). */
export function groupedByKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const map = new Map<K, R[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}

export function createLoaders(db: Db) {
  return {
    userById: new DataLoader<string, UserRow | null>(async (ids) =>
      byKeys(
        ids,
        await db
          .select()
          .from(users)
          .where(inArray(users.id, [...ids])),
        (u) => u.id,
      ),
    ),
    events: createEventLoaders(db),
    groups: createGroupLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
