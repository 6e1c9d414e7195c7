// Sessions as Lucia's guide prescribes: a random token in an HttpOnly cookie, its SHA-256 as the
// row id (looked up by equality on the hash, so no timing oracle on the token itself), and a
// sliding 30-day expiry renewed once less than half of it is left.
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema';
import { generateToken, hashToken } from './token';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_COOKIE = 'pn_session';

export async function createSession(db: Executor, userId: string) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ValidSession {
  session: SessionRow;
  user: UserRow;
}

export async function validateSessionToken(
  db: Executor,
  token: string,
): Promise<ValidSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.session.expiresAt.getTime() - now < SESSION_LIFETIME_MS / 2) {
    row.session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id));
  }
  return row;
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function invalidateUserSessions(db: Executor, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function isSessionActive(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return Boolean(row);
}
