// Cash-game resolvers map GraphQL to the cash-games domain (server/cash-games).
import * as cashGames from '../../cash-games';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

/** After a write, later reads in the same operation must not see values cached before it. */
function fresh<T>(ctx: GraphQLContext, value: T): T {
  ctx.resetLoaders();
  return value;
}

export const cashGameResolvers: Resolvers = {
  // The schema's names for the stored kinds.
  GameKind: { TOURNAMENT: 'tournament', CASH: 'cash' },
  Mutation: {
    recordCashBuyIn: async (_parent, args, ctx) =>
      fresh(ctx, await cashGames.recordCashBuyIn(ctx, args)),
    recordCashOut: async (_parent, args, ctx) =>
      fresh(ctx, await cashGames.recordCashOut(ctx, args)),
    settleCashGame: async (_parent, { eventId }, ctx) =>
      fresh(ctx, await cashGames.settleCashGame(ctx, eventId)),
  },
  Event: {
    kind: (event) => event.kind,
    cashEntries: (event, _args, ctx) => cashGames.cashEntriesOf(ctx, event),
  },
};
