// Seasons (issue 13): a group's seasons and standings, and createSeason.
import * as seasons from '../../seasons';
import type { Resolvers } from '../generated/resolvers-types';

export const seasonResolvers: Resolvers = {
  Group: {
    seasons: (group, _args, ctx) => seasons.seasonsOf(ctx, group),
    currentSeason: (group, _args, ctx) => seasons.currentSeasonFor(ctx, group),
  },
  Season: {
    pointsFormula: (season) => seasons.formulaOf[season.pointsFormula],
    standings: (season, _args, ctx) => seasons.standingsOf(ctx, season),
  },
  SeasonStanding: {
    user: async (row, _args, ctx) => (await ctx.loaders.userById.load(row.userId))!,
  },
  Mutation: {
    createSeason: async (_parent, args, ctx) => {
      const season = await seasons.createSeason(ctx, args);
      ctx.resetLoaders(); // later reads in the operation see the new season
      return season;
    },
  },
};
