// The groups table: the group row lock every write to a group takes first, and the rows.
import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { isUuid } from '../../../db/ids';
import {
  events,
  groupInvites,
  groupMembers,
  groups,
  users,
  type EventRow,
  type GroupRow,
} from '../../../db/schema';
import { notFound } from '../../errors';
import { groupMessages } from '../messages';

/** Locks the group row for the rest of the transaction, so membership changes queue behind it. */
export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow> {
  if (!isUuid(groupId)) throw notFound(groupMessages.notFound);
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound(groupMessages.notFound);
  return group;
}

/** A new group with its owner as its first member. */
export async function insertGroup(
  tx: Tx,
  values: { name: string; description: string | null; ownerId: string },
): Promise<GroupRow> {
  const [created] = await tx.insert(groups).values(values).returning();
  await tx.insert(groupMembers).values({ groupId: created!.id, userId: values.ownerId });
  return created!;
}

/** Marks the group as changed. */
export async function touch(tx: Tx, groupId: string) {
  await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

/** Hands the group to another member (the caller makes the old owner an admin). */
export async function setOwner(tx: Tx, groupId: string, userId: string) {
  await tx.update(groups).set({ ownerId: userId }).where(eq(groups.id, groupId));
}

const byName = [asc(sql`lower(${groups.name})`), asc(groups.createdAt), asc(groups.id)];

/** Groups the user is a member of (owned ones included), by name. */
export async function groupsOfMember(db: Executor, userId: string): Promise<GroupRow[]> {
  const mine = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, mine))
    .orderBy(...byName);
}

/** Groups the address is invited to that the user has not joined, by name. */
export async function groupsInvitingOf(
  db: Executor,
  user: { id: string; email: string },
): Promise<GroupRow[]> {
  // Driven from the address's invitations (group_invites_email), not from every group.
  const joined = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, user.id));
  return db
    .select(getTableColumns(groups))
    .from(groupInvites)
    .innerJoin(groups, eq(groups.id, groupInvites.groupId))
    .where(and(eq(groupInvites.email, user.email), notInArray(groupInvites.groupId, joined)))
    .orderBy(...byName);
}

export async function groupsByIds(db: Executor, ids: readonly string[]): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, [...ids]));
}

/** Every event of each group, by start time ascending. */
export async function eventsOfGroups(db: Executor, ids: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(inArray(events.groupId, [...ids]))
    .orderBy(asc(events.startsAt), asc(events.createdAt));
}

export async function userById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The ids of the accounts behind these addresses (whose dashboards must hear of a change). */
export async function accountIdsFor(db: Executor, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.id);
}
