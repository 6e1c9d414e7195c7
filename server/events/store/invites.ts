// Invitations by address: the event_invites table.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { eventInvites, users } from '../../../db/schema';

// --- Invitations -------------------------------------------------------------------------------

/** Adds invitations; returns the addresses newly invited (an existing invitation stays as is). */
export async function addInvites(
  tx: Tx,
  eventId: string,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const inserted = await tx
    .insert(eventInvites)
    .values(emails.map((email) => ({ eventId, email })))
    .onConflictDoNothing()
    .returning({ email: eventInvites.email });
  return inserted.map((r) => r.email);
}

export async function removeInvite(db: Executor, eventId: string, email: string) {
  await db
    .delete(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.email, email)));
}

export async function invitedEmailsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ email: eventInvites.email })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  return rows.map((r) => r.email);
}

/** The time zone of each address that belongs to an account (an e-mail is written in it). */
export async function timeZonesByEmail(
  db: Executor,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email, timeZone: users.timezone })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.flatMap((r) => (r.email ? [[r.email, r.timeZone] as const] : [])));
}

export const invitesOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventInvites)
    .where(inArray(eventInvites.eventId, [...ids]))
    .orderBy(asc(eventInvites.createdAt), asc(eventInvites.email));
