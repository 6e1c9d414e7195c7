// Invitations to a group by address: the group_invites table.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { groupInvites } from '../../../db/schema';

/** Adds the invitations that are not pending yet; returns the addresses newly invited. */
export async function addInvites(tx: Tx, groupId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .insert(groupInvites)
    .values(emails.map((email) => ({ groupId, email })))
    .onConflictDoNothing()
    .returning({ email: groupInvites.email });
  return rows.map((r) => r.email);
}

/** Removes one address's invitation; whether there was one. */
export async function removeInvite(tx: Tx, groupId: string, email: string): Promise<boolean> {
  const removed = await tx
    .delete(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.email, email)))
    .returning();
  return removed.length > 0;
}

/** The address's invitation to the group, as a list of zero or one address. */
export async function invitedEmailsAmong(
  db: Executor,
  groupId: string,
  email: string,
): Promise<string[]> {
  const rows = await db
    .select({ email: groupInvites.email })
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.email, email)));
  return rows.map((r) => r.email);
}

/** Pending invitations (lower-cased e-mails) per group, oldest first. */
export async function invitesOfGroups(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupInvites.groupId, email: groupInvites.email })
    .from(groupInvites)
    .where(inArray(groupInvites.groupId, [...ids]))
    .orderBy(asc(groupInvites.createdAt), asc(groupInvites.email));
}
