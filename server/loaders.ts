// DataLoaders batch the lookups that list fields make (users of a player list, groups of an
// event list) into one query per list. Created per operation by the context, never shared
// between requests or users; each domain owns its own (events/loaders.ts, groups/loaders.ts).
import type { Db } from '../db/client';
import { createEventLoaders } from './events/loaders';
import { createGroupLoaders } from './groups/loaders';
import { createGuestLoaders } from './guests/loaders';
import { createSeasonLoaders } from './seasons/loaders';
import { createSettleUpLoaders } from './settle-up/loaders';
import { createTournamentLoaders } from './tournaments/loaders';
import { createUserByIdLoader } from './users/loaders';

export function createLoaders(db: Db) {
  return {
    userById: createUserByIdLoader(db),
    events: createEventLoaders(db),
    groups: createGroupLoaders(db),
    guests: createGuestLoaders(db),
    tournaments: createTournamentLoaders(db),
    seasons: createSeasonLoaders(db),
    settleUp: createSettleUpLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
