import * as auth from '../../auth';
import type { SessionStarted } from '../../auth';
import { topics } from '../../realtime';
import * as users from '../../users';
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
      return startSession(cookie, await auth.register(ctx, { email, password }));
    },
    signIn: async (_parent, { email, password }, ctx) => {
      const cookie = requireCookie(ctx, 'signIn');
      return startSession(cookie, await auth.signIn(ctx, { email, password }));
    },
    signOut: async (_parent, _args, ctx) => {
      const cookie = requireCookie(ctx, 'signOut');
      await auth.signOut(ctx);
      cookie.clear();
      return true;
    },
    sendVerificationEmail: async (_parent, _args, ctx) => {
      await auth.sendVerificationEmail(ctx);
      return true;
    },
    verifyEmail: (_parent, { code }, ctx) => auth.verifyEmail(ctx, code),
    requestPasswordReset: async (_parent, { email }, ctx) => {
      await auth.requestPasswordReset(ctx, email);
      return true;
    },
    resetPassword: async (_parent, { code, newPassword }, ctx) => {
      await auth.resetPassword(ctx, { code, newPassword });
      return true;
    },
    changePassword: async (_parent, args, ctx) => {
      await auth.changePassword(ctx, args);
      return true;
    },
    updateProfile: (_parent, { displayName, timezone }, ctx) =>
      users.updateProfile(ctx, { displayName, timezone }),
  },
  Subscription: {
    meChanged: {
      subscribe: (_parent, _args, ctx) =>
        ctx.services.pubsub.subscribe(topics.user(ctx.requireUser().id)),
      resolve: (_payload: unknown, _args: unknown, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return users.currentUser(ctx);
      },
    },
  },
  Me: {
    authProvider: (user) => auth.authProviderOf(user),
  },
  User: {
    email: (user, _args, ctx) => users.visibleEmailOf(ctx, user),
  },
};
