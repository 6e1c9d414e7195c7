import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import * as accounts from '../../auth/accounts';
import { canSeeEmailOf } from '../../users/access';
import type { SessionStarted } from '../../auth/accounts';
import { topics } from '../../services';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

function startSession(ctx: GraphQLContext, started: SessionStarted) {
  if (!ctx.sessionCookie) throw badInput('Sign-in needs an HTTP request, not a WebSocket');
  ctx.sessionCookie.set(started.token, started.expiresAt);
  return started.user;
}

export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => (ctx.viewer.kind === 'user' ? ctx.viewer.user : null),
    signInMethods: (_parent, _args, ctx) => ({ google: ctx.services.google !== null }),
  },
  Mutation: {
    register: async (_parent, { email, password }, ctx) =>
      startSession(
        ctx,
        await accounts.register(ctx.services, { email, password, clientIp: ctx.clientIp }),
      ),
    signIn: async (_parent, { email, password }, ctx) =>
      startSession(
        ctx,
        await accounts.signIn(ctx.services, { email, password, clientIp: ctx.clientIp }),
      ),
    signOut: async (_parent, _args, ctx) => {
      if (ctx.viewer.kind === 'user') await accounts.signOut(ctx.services, ctx.viewer.user.id);
      ctx.sessionCookie?.clear();
      return true;
    },
    sendVerificationEmail: async (_parent, _args, ctx) => {
      await accounts.sendVerificationEmail(ctx.services, ctx.requireUser(), ctx.clientIp);
      return true;
    },
    verifyEmail: (_parent, { code }, ctx) => accounts.verifyEmail(ctx.services, code),
    requestPasswordReset: async (_parent, { email }, ctx) => {
      await accounts.requestPasswordReset(ctx.services, email, ctx.clientIp);
      return true;
    },
    resetPassword: async (_parent, { code, newPassword }, ctx) => {
      await accounts.resetPassword(ctx.services, code, newPassword);
      return true;
    },
    changePassword: async (_parent, { currentPassword, newPassword }, ctx) => {
      const user = ctx.requireUser();
      if (ctx.viewer.kind !== 'user') return false;
      await accounts.changePassword(ctx.services, {
        user,
        sessionId: ctx.viewer.sessionId,
        currentPassword,
        newPassword,
      });
      return true;
    },
    updateProfile: (_parent, { displayName, timezone }, ctx) =>
      accounts.updateProfile(ctx.services, ctx.requireVerifiedUser().id, { displayName, timezone }),
  },
  Subscription: {
    meChanged: {
      subscribe: (_parent, _args, ctx) =>
        ctx.services.pubsub.subscribe(topics.user(ctx.requireUser().id)),
      resolve: async (_payload: unknown, _args: unknown, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.requireUser().id));
        return user ?? null;
      },
    },
  },
  Me: {
    authProvider: (user) => (user.passwordHash ? 'PASSWORD' : 'GOOGLE'),
  },
  User: {
    email: async (user, _args, ctx) => {
      const viewer = ctx.viewer.kind === 'user' ? ctx.viewer.user : null;
      return (await canSeeEmailOf(ctx.loaders, viewer, user.id)) ? user.email : null;
    },
  },
};
