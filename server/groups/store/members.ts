// Who belongs to a group, and with what role: the group_members table.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GroupMemberRole } from '../../../core/group-roles';
import type { Executor, Tx } from '../../../db/client';
import {
  eventPlayers,
  events,
  groupMembers,
  groups,
  users,
  type UserRow,
} from '../../../db/schema';

export async function addMember(tx: Tx, groupId: string, userId: string) {
  await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
}

export async function removeMember(tx: Tx, groupId: string, userId: string) {
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** The group's admins (group_members.role); the owner is groups.owner_id, never read from here. */
export async function adminIdsOf(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'admin')));
  return rows.map((r) => r.userId);
}

/** Makes a member an admin or a plain member again (the owner's own row is never read). */
export async function setMemberRole(
  tx: Tx,
  groupId: string,
  userId: string,
  role: 'admin' | 'member',
) {
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** The group's owner and `userId`'s membership row role (null when not a member); null: no group. */
export async function membershipOf(db: Executor, groupId: string, userId: string) {
  const [row] = await db
    .select({ ownerId: groups.ownerId, role: groupMembers.role })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)),
    )
    .where(eq(groups.id, groupId));
  return row ?? null;
}

export async function memberIdsOf(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.userId);
}

/** Of `emails`, those that belong to the group's members. */
export async function memberEmailsAmong(
  db: Executor,
  groupId: string,
  emails: string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), inArray(users.email, emails)));
  return rows.flatMap((r) => r.email ?? []);
}

/** Members per group, in joining order (the owner joins first). */
export async function membersOfGroups(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...ids]))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
}

/** Per user, everyone who shares at least one group with them (themself included). */
export async function groupMatesOf(db: Executor, userIds: readonly string[]) {
  const mates = alias(groupMembers, 'mates');
  return db
    .selectDistinct({ userId: groupMembers.userId, mateId: mates.userId })
    .from(groupMembers)
    .innerJoin(mates, eq(mates.groupId, groupMembers.groupId))
    .where(inArray(groupMembers.userId, [...userIds]));
}

export async function memberCountsOf(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupMembers.groupId, count: count() })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...ids]))
    .groupBy(groupMembers.groupId);
}

/** One member's line in the members list with their role (Group.memberRoles). */
export interface GroupMemberLine {
  user: UserRow;
  role: GroupMemberRole;
  gamesPlayed: number;
  lastPlayedAt: Date | null;
}

/**
 * Per (group, player): the group's COMPLETED events they played in and the start of the latest,
 * for the members list (Group.memberRoles), one statement for every group asked.
 */
export async function playedCountsOf(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      groupId: events.groupId,
      userId: eventPlayers.userId,
      gamesPlayed: sql<number>`count(*)::int`,
      lastPlayedAt: sql<Date | string>`max(${events.startsAt})`,
    })
    .from(events)
    .innerJoin(eventPlayers, eq(eventPlayers.eventId, events.id))
    .where(and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed')))
    .groupBy(events.groupId, eventPlayers.userId);
  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    lastPlayedAt: new Date(row.lastPlayedAt),
  }));
}
