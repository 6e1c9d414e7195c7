// The sessions table. Rows are keyed by the token's SHA-256 (session.ts decides lifetimes and
// hashing); nothing here ever sees a raw token.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../../db/schema';

export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

const sessionWithUserQuery = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');

/**
 * Every signed-in request runs this lookup, so it is built once per database (a prepared query):
 * building it anew each time cost the Node thread about four times what running it does.
 */
const preparedLookups = new WeakMap<Db, ReturnType<typeof sessionWithUserQuery>>();

/** The session with its user, whether or not it has expired (session.ts judges that). */
export async function sessionWithUser(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = sessionWithUserQuery(db)));
  const [row] = await lookup.execute({ id });
  return row ?? null;
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function extendSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/** Deletes every session of the user, or every one but `keepSessionId`. */
export async function deleteSessionsOf(
  db: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Whether the session exists and has not expired by the server clock. */
export async function sessionIsLive(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  return Boolean(row);
}
