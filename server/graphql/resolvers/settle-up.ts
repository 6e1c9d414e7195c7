// Settle-up resolvers (issue 13) map GraphQL to the settle-up domain (server/settle-up).
import * as settleUp from '../../settle-up';
import type { Resolvers } from '../generated/resolvers-types';

export const settleUpResolvers: Resolvers = {
  Group: {
    balances: (group, _args, ctx) => settleUp.balancesFor(ctx, group),
    settleUp: (group, _args, ctx) => settleUp.settleUpFor(ctx, group),
    payments: (group, args, ctx) => settleUp.paymentsPageFor(ctx, group, args),
  },
  Payment: {
    from: async (payment, _args, ctx) => (await ctx.loaders.userById.load(payment.fromUserId))!,
    to: async (payment, _args, ctx) => (await ctx.loaders.userById.load(payment.toUserId))!,
    recordedAt: (payment) => payment.createdAt,
    // Group.payments lists only payments whose recorder still has an account.
    recordedBy: async (payment, _args, ctx) =>
      (await ctx.loaders.userById.load(payment.recordedBy!))!,
  },
  Mutation: {
    recordPayment: async (_parent, args, ctx) => {
      const group = await settleUp.recordPayment(ctx, args);
      ctx.resetLoaders(); // later reads in the operation see the payment
      return group;
    },
    deletePayment: async (_parent, args, ctx) => {
      const group = await settleUp.deletePayment(ctx, args.paymentId);
      ctx.resetLoaders(); // later reads in the operation see the balances without it
      return group;
    },
  },
};
