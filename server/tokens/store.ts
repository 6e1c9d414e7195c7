// The access_tokens table. Rows are found by the token's SHA-256 (authenticate.ts hashes it);
// nothing here ever sees a raw token.
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { accessTokens, users, type AccessTokenRow, type UserRow } from '../../db/schema';

export type StoredScope = AccessTokenRow['scopes'][number];

/** Locks the user's row: creating tokens one at a time per user keeps the cap exact. */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countTokensOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertToken(
  db: Executor,
  token: {
    userId: string;
    name: string;
    tokenHash: string;
    prefix: string;
    scopes: StoredScope[];
    expiresAt: Date | null;
  },
): Promise<AccessTokenRow> {
  const [row] = await db.insert(accessTokens).values(token).returning();
  return row!;
}

/** The user's tokens, newest first. */
export function tokensOf(db: Executor, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

/** Deletes the user's token `id`; whether there was one. */
export async function deleteToken(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/** Deletes every token of the user (a reset or takeover: whoever had the account made them). */
export async function deleteTokensOf(db: Executor, userId: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

const tokenWithUserQuery = (db: Db) =>
  db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, sql.placeholder('hash')))
    .prepare('access_token_with_user');

/** Built once per database, as the session lookup is: every bearer request runs it. */
const preparedLookups = new WeakMap<Db, ReturnType<typeof tokenWithUserQuery>>();

/** The token with its owner, whether or not it has expired (authenticate.ts judges that). */
export async function tokenWithUser(
  db: Db,
  hash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = tokenWithUserQuery(db)));
  const [row] = await lookup.execute({ hash });
  return row ?? null;
}

/**
 * Records a use unless one was recorded since `staleBefore`: the condition is in the statement,
 * so instances racing on the same token write once.
 */
export async function touchToken(db: Executor, id: string, now: Date, staleBefore: Date) {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(accessTokens.id, id),
        or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore)),
      ),
    );
}

/** When the token expires (null: never), or undefined when it no longer exists. */
export async function expiryOf(db: Executor, id: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .where(eq(accessTokens.id, id));
  return row ? row.expiresAt : undefined;
}
