// Signing a request in with a personal access token: `Authorization: Bearer <token>` over HTTP,
// `{ authorization: 'Bearer <token>' }` in graphql-ws connectionParams. The token's SHA-256 is
// looked up by equality (no timing oracle on the token itself, as for sessions); an expired token
// is as good as none. Each use is recorded in `last_used_at` at most once a minute, so a busy
// script does not write on every request.
import type { Db, Executor } from '../../db/client';
import type { AccessTokenRow } from '../../db/schema';
import { asAccount } from '../../db/account';
import { hashToken } from '../shared/token';
import { looksLikeAccessToken } from '../../core/access-tokens';
import type { AccessScope, Viewer } from '../context';
import * as store from './store';

/** How often a token's use is written down at most. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function scopesOf(row: Pick<AccessTokenRow, 'scopes'>): AccessScope[] {
  return row.scopes.map((scope) => (scope === 'write' ? 'WRITE' : 'READ'));
}

/**
 * The token an `Authorization` header (or connectionParams value) carries: a string for the
 * Bearer scheme (case-insensitive, as RFC 6750 has it), null for no header or another scheme —
 * `Basic` from a password-protecting proxy in front of the app is none of ours.
 */
export function bearerToken(authorization: unknown): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^\s*bearer(?:\s+(.*?))?\s*$/i.exec(authorization);
  return match ? (match[1] ?? '') : null;
}

/** The token's owner as the viewer, or null for an unknown, revoked or expired token. */
export async function authenticateToken(db: Db, token: string, now = new Date()) {
  if (!looksLikeAccessToken(token)) return null;
  const found = await store.tokenWithUser(db, hashToken(token));
  if (!found) return null;
  const { token: row, user } = found;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    await store.touchToken(db, row.id, now, staleBefore);
  }
  const viewer: Viewer = {
    kind: 'user',
    user: asAccount(user),
    sessionId: null,
    token: { id: row.id, scopes: scopesOf(row) },
  };
  return { viewer, expiresAt: row.expiresAt };
}

/** Whether the token still works: not revoked, not expired (sockets opened with it ask). */
export async function isTokenLive(db: Executor, id: string, now = new Date()): Promise<boolean> {
  const expiresAt = await store.expiryOf(db, id);
  if (expiresAt === undefined) return false;
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}
