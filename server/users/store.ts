// The users table as the users domain reads and writes it: a person's row and their profile.
// (Accounts, passwords and verification are the auth domain's: server/auth/store/.)
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export async function userById(db: Executor, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** The people with these ids, in no particular order (the loader puts them in key order). */
export async function usersByIds(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function updateProfileRow(
  db: Executor,
  userId: string,
  profile: { displayName: string; timezone: string },
): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}
