import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import * as accounts from '../../auth/accounts';
import { canSeeEmailOf } from '../../users/access';
import type { SessionStarted } from '../../auth/accounts';
import { topics } from '../../realtime/topics';
import type { GraphQLContext, SessionCookie } from '../context';
import { httpOnly } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

/**
 * The session cookie of an HTTP request. register, signIn and signOut set or clear it, which a
 * WebSocket message cannot: over WebSocket they are refused before anything happens, rather
 * than creating a session nobody receives (or ending one the browser keeps presenting).
 */
function requireCookie(ctx: GraphQLContext, mutation: string): SessionCookie {
  if (!ctx.sessionCookie) throw httpOnly(mutation);
  return ctx.sessionCookie;
}

function startSession(cookie: SessionCookie, started: SessionStarted) {
  cookie.set(started.token, started.expiresAt);
  return started.user;
}

export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => (ctx.viewer.kind === 'user' ? ctx.viewer.user : null),
    signInMethods: (_parent, _args, ctx) => ({ google: ctx.services.google !== null }),
  },
  Mutation: {
    register: async (_parent, { email, password }, ctx) => {
      const cookie = requireCookie(ctx, 'register');
      const input = { email, password, clientIp: ctx.clientIp };
      return startSession(cookie, await accounts.register(ctx.services, input));
    },
    signIn: async (_parent, { email, password }, ctx) => {
      const cookie = requireCookie(ctx, 'signIn');
      const input = { email, password, clientIp: ctx.clientIp };
      return startSession(cookie, await accounts.signIn(ctx.services, input));
    },
    signOut: async (_parent, _args, ctx) => {
      const cookie = requireCookie(ctx, 'signOut');
      if (ctx.viewer.kind === 'user') await accounts.signOut(ctx.services, ctx.viewer.user.id);
      cookie.clear();
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
