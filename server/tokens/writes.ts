// Creating and revoking personal access tokens: only with a signed-in session (access.ts), for
// a verified member. A new token is `pn_` and 160 random bits in base32; only its SHA-256 is
// stored, with its first characters as `prefix`, and its text is returned once. At most
// MAX_ACCESS_TOKENS_PER_USER each, counted under the user's row lock so two creates at once
// cannot both take the last place. Revoking deletes the row, then announces `sessions:{userId}`,
// on which every instance closes the sockets that token opened.
import {
  ACCESS_TOKEN_PREFIX_LENGTH,
  ACCESS_TOKEN_START,
  accessTokenMessages,
  expiryDaysProblem,
  MAX_ACCESS_TOKENS_PER_USER,
  normalizeScopes,
  type AccessScopeName,
} from '../../core/access-tokens';
import { requiredTextProblem } from '../../core/limits';
import { generateToken, hashToken } from '../shared/token';
import type { Executor } from '../../db/client';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { topics } from '../realtime';
import { requireSession } from './access';
import { toAccessToken, type AccessTokenModel } from './queries';
import * as store from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreateAccessTokenInput {
  name: string;
  scopes: readonly AccessScopeName[];
  expiresInDays?: number | null;
}

export async function createAccessToken(
  ctx: DomainContext,
  input: CreateAccessTokenInput,
): Promise<{ token: string; accessToken: AccessTokenModel }> {
  requireSession(ctx, 'createAccessToken');
  const user = ctx.requireMember();
  const name = input.name.trim();
  const nameProblem = requiredTextProblem(
    'accessTokenName',
    name,
    accessTokenMessages.nameRequired,
  );
  if (nameProblem) throw badInput(nameProblem, { field: 'name' });
  const scopes = normalizeScopes(input.scopes);
  if (scopes.length === 0) throw badInput(accessTokenMessages.scopeRequired, { field: 'scopes' });
  const expiryProblem = expiryDaysProblem(input.expiresInDays);
  if (expiryProblem) throw badInput(expiryProblem, { field: 'expiresInDays' });

  const token = `${ACCESS_TOKEN_START}${generateToken()}`;
  const row = await ctx.db.transaction(async (tx) => {
    await store.lockUser(tx, user.id);
    if ((await store.countTokensOf(tx, user.id)) >= MAX_ACCESS_TOKENS_PER_USER) {
      throw badInput(accessTokenMessages.tooMany);
    }
    return store.insertToken(tx, {
      userId: user.id,
      name,
      tokenHash: hashToken(token),
      prefix: token.slice(0, ACCESS_TOKEN_PREFIX_LENGTH),
      scopes: scopes.map((scope) => (scope === 'WRITE' ? 'write' : 'read')),
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
    });
  });
  return { token, accessToken: toAccessToken(row) };
}

/** True when one of the viewer's tokens was revoked; false when they have none with that id. */
export async function revokeAccessToken(ctx: DomainContext, id: string): Promise<boolean> {
  requireSession(ctx, 'revokeAccessToken');
  const user = ctx.requireUser();
  if (!UUID.test(id)) return false;
  const revoked = await store.deleteToken(ctx.db, user.id, id);
  if (revoked) await ctx.services.pubsub.publish(topics.sessions(user.id));
  return revoked;
}

/** Every token of the user stops working with the caller's commit (auth/end-access.ts). */
export async function revokeAllAccessTokens(db: Executor, userId: string): Promise<void> {
  await store.deleteTokensOf(db, userId);
}
