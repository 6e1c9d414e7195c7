// Batched lookups of people, so the players of a list cost one query, not one per person.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { byKeys } from '../shared/dataloader';
import { usersByIds } from './store';

export function createUserByIdLoader(db: Db) {
  return new DataLoader<string, UserRow | null>(async (ids) =>
    byKeys(ids, await usersByIds(db, ids), (u) => u.id),
  );
}
