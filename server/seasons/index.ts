// The seasons domain module (issue 13), what the resolvers import. Inside: writes.ts (createSeason,
// permission through groups' requireGroupAction) and queries.ts (lists, the current season,
// standings by core/points) → store.ts; loaders.ts batches its reads.
export { formulaOf } from './formulas';
export { createSeasonLoaders } from './loaders';
export { currentSeasonFor, seasonsOf, standingsOf } from './queries';
export type { SeasonRow } from './store';
export { createSeason, type CreateSeasonInput } from './writes';
