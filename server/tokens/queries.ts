// Reading a user's tokens: never their hash, only what tells them apart.
import type { AccessTokenRow } from '../../db/schema';
import type { AccessScope, DomainContext } from '../context';
import { scopesOf } from './authenticate';
import * as store from './store';

export interface AccessTokenModel {
  id: string;
  name: string;
  scopes: AccessScope[];
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

export function toAccessToken(row: AccessTokenRow): AccessTokenModel {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
  };
}

/** The signed-in user's tokens, newest first. */
export async function accessTokensOf(ctx: DomainContext): Promise<AccessTokenModel[]> {
  const user = ctx.requireUser();
  return (await store.tokensOf(ctx.db, user.id)).map(toAccessToken);
}
