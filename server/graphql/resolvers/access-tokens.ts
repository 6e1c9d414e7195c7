import * as tokens from '../../tokens';
import type { Resolvers } from '../generated/resolvers-types';

export const accessTokenResolvers: Resolvers = {
  Me: {
    accessTokens: (_me, _args, ctx) => tokens.accessTokensOf(ctx),
  },
  Mutation: {
    createAccessToken: (_parent, { name, scopes, expiresInDays }, ctx) =>
      tokens.createAccessToken(ctx, { name, scopes, expiresInDays }),
    revokeAccessToken: (_parent, { id }, ctx) => tokens.revokeAccessToken(ctx, id),
  },
};
