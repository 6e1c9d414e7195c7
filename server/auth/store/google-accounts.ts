// oauth_accounts (which Google identity is linked to which user) and the user rows a Google
// sign-in creates or takes over.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { oauthAccounts, users, type UserRow } from '../../../db/schema';

export async function userLinkedTo(
  tx: Tx,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [linked] = await tx
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return linked?.user ?? null;
}

/** The account with this address, locked until the transaction ends; null when none. */
export async function lockUserWithEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  return existing ?? null;
}

/** Marks the account verified and, on a takeover, removes its password. */
export async function verifyForGoogle(
  tx: Tx,
  userId: string,
  dropPassword: boolean,
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({
      emailVerified: true,
      ...(dropPassword ? { passwordHash: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** A new account for a Google identity: verified, with no password. */
export async function insertGoogleAccount(tx: Tx, email: string): Promise<UserRow> {
  const [user] = await tx.insert(users).values({ email, emailVerified: true }).returning();
  return user!;
}

export async function linkIdentity(
  tx: Tx,
  link: { provider: string; subject: string; userId: string },
): Promise<void> {
  await tx.insert(oauthAccounts).values(link);
}
