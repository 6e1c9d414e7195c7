// The users table as the auth domain writes it: creating accounts, the password and the verified
// flag. The row locks here are what keep a password sign-in, change or reset and a Google
// takeover of the same account from interleaving.
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';

export async function userWithEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** Creates a password account; null when the address already has an account. */
export async function insertPasswordAccount(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created ?? null;
}

/** Locks the account row until the transaction ends and returns its password hash as it is now. */
export async function lockPasswordHash(tx: Tx, userId: string): Promise<string | null> {
  const [current] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return current?.passwordHash ?? null;
}

export async function markEmailVerified(db: Executor, userId: string): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/** A reset: the new password, and the address counts as verified. */
export async function setPasswordAndVerify(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Replaces the password only if it is still `currentHash`; whether it was replaced. */
export async function replacePassword(
  db: Executor,
  userId: string,
  currentHash: string,
  passwordHash: string,
): Promise<boolean> {
  const [changed] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordHash, currentHash)))
    .returning({ id: users.id });
  return changed !== undefined;
}
