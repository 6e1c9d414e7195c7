// Batched reads for guest fields, so a list of groups costs one query for all their guests.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { groupedByKeys } from '../shared/dataloader';
import * as store from './store/guests';

export function createGuestLoaders(db: Db) {
  return {
    /** A group's unclaimed guests by group id, by name. */
    ofGroup: new DataLoader<string, UserRow[]>(async (groupIds) =>
      groupedByKeys(groupIds, await store.guestsOfGroups(db, groupIds), (g) => g.guestGroupId!),
    ),
  };
}
