// Batched lookups for season fields: a group's seasons and a season's games, one query (or
// three) per field however many are asked. Created per operation (server/loaders.ts).
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import { groupedByKeys } from '../shared/dataloader';
import * as store from './store';

export function createSeasonLoaders(db: Db) {
  return {
    /** Each group's seasons, latest start first. */
    ofGroup: new DataLoader<string, store.SeasonRow[]>(async (groupIds) =>
      groupedByKeys(groupIds, await store.seasonsOfGroups(db, groupIds), (s) => s.groupId),
    ),
    /** Each season's counted games, a line per player. */
    games: new DataLoader<string, store.SeasonGameLine[]>(async (seasonIds) =>
      groupedByKeys(seasonIds, await store.seasonGamesOf(db, seasonIds), (g) => g.seasonId),
    ),
  };
}
