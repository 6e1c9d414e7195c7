// Settle-up resolvers (issue 13) map GraphQL to the settle-up domain (server/settle-up).
import * as settleUp from '../../settle-up';
import type { Resolvers } from '../generated/resolvers-types';

export const settleUpResolvers: Resolvers = {
  Group: {
    balances: (group, _args, ctx) => settleUp.balancesFor(ctx, group),
    settleUp: (group, _args, ctx) => settleUp.settleUpFor(ctx, group),
  },
  Mutation: {
    recordPayment: async (_parent, args, ctx) => {
      const group = await settleUp.recordPayment(ctx, args);
      ctx.resetLoaders(); // later reads in the operation see the payment
      return group;
    },
  },
};
