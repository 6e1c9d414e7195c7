// Sessions as Lucia's guide prescribes: a random token in an HttpOnly cookie, its SHA-256 as the
// row id (looked up by equality on the hash, so no timing oracle on the token itself), and a
// sliding 30-day expiry renewed once less than half of it is left.
import type { Db, Executor } from '../../db/client';
import type { SessionRow } from '../../db/schema';
import { asAccount, type AccountRow } from '../../db/account';
import * as store from './store/sessions';
import { generateToken, hashToken } from '../shared/token';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_COOKIE = 'pn_session';

export async function createSession(db: Executor, userId: string) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await store.insertSession(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ValidSession {
  session: SessionRow;
  user: AccountRow;
}

export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  const id = hashToken(token);
  const row = await store.sessionWithUser(db, id);
  if (!row) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await store.deleteSession(db, id);
    return null;
  }
  if (row.session.expiresAt.getTime() - now < SESSION_LIFETIME_MS / 2) {
    row.session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await store.extendSession(db, id, row.session.expiresAt);
  }
  return { session: row.session, user: asAccount(row.user) };
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function invalidateUserSessions(db: Executor, userId: string, keepSessionId?: string) {
  await store.deleteSessionsOf(db, userId, keepSessionId);
}

export function isSessionActive(db: Executor, sessionId: string): Promise<boolean> {
  return store.sessionIsLive(db, sessionId);
}
