// Batched lookups of people, so the players of a list cost one query, not one per person.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { byKeys } from '../shared/dataloader';

export function createUserByIdLoader(db: Db) {
  return new DataLoader<string, UserRow | null>(async (ids) =>
    byKeys(
      ids,
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids])),
      (u) => u.id,
    ),
  );
}
