// Batched lookups for group fields: a list of N groups costs one query per field, not N.
// Created per operation by the context (server/loaders.ts), never shared.
import DataLoader from 'dataloader';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  events,
  groupInvites,
  groupMembers,
  groups,
  type EventRow,
  type GroupRow,
} from '../../db/schema';
import { byKeys, groupedByKeys } from '../shared/dataloader';
import { leaderboardsOf, type GroupPlayerStats } from './leaderboard';

export function createGroupLoaders(db: Db) {
  return {
    byId: new DataLoader<string, GroupRow | null>(async (ids) =>
      byKeys(
        ids,
        await db
          .select()
          .from(groups)
          .where(inArray(groups.id, [...ids])),
        (g) => g.id,
      ),
    ),
    /** Member user ids per group, in joining order (the owner joins first). */
    memberIds: new DataLoader<string, string[]>(async (ids) => {
      const rows = await db
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, [...ids]))
        .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) => list.map((r) => r.userId));
    }),
    /**
     * Per user, everyone who shares at least one group with them (themself included, when they
     * belong to any): the people whose e-mail addresses they see (server/users/access.ts).
     */
    groupMateIds: new DataLoader<string, Set<string>>(async (userIds) => {
      const mates = alias(groupMembers, 'mates');
      const rows = await db
        .selectDistinct({ userId: groupMembers.userId, mateId: mates.userId })
        .from(groupMembers)
        .innerJoin(mates, eq(mates.groupId, groupMembers.groupId))
        .where(inArray(groupMembers.userId, [...userIds]));
      return groupedByKeys(userIds, rows, (r) => r.userId).map(
        (list) => new Set(list.map((r) => r.mateId)),
      );
    }),
    /** Member counts, for group cards that show only the number. */
    memberCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ groupId: groupMembers.groupId, count: count() })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, [...ids]))
        .groupBy(groupMembers.groupId);
      return byKeys(ids, rows, (r) => r.groupId).map((row) => Number(row?.count ?? 0));
    }),
    /** Pending invitations (lower-cased e-mails) per group, oldest first. */
    invitedEmails: new DataLoader<string, string[]>(async (ids) => {
      const rows = await db
        .select({ groupId: groupInvites.groupId, email: groupInvites.email })
        .from(groupInvites)
        .where(inArray(groupInvites.groupId, [...ids]))
        .orderBy(asc(groupInvites.createdAt), asc(groupInvites.email));
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) => list.map((r) => r.email));
    }),
    /** Every event of each group, by start time ascending; split into upcoming and past by the caller. */
    events: new DataLoader<string, EventRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(events)
        .where(inArray(events.groupId, [...ids]))
        .orderBy(asc(events.startsAt), asc(events.createdAt));
      return groupedByKeys(ids, rows, (r) => r.groupId!);
    }),
    /** Per-player figures from each group's completed events, already in leaderboard order. */
    leaderboard: new DataLoader<string, GroupPlayerStats[]>(async (ids) => {
      const rows = await leaderboardsOf(db, [...ids]);
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) =>
        list.map(({ groupId: _groupId, ...stats }) => stats),
      );
    }),
  };
}

export type GroupLoaders = ReturnType<typeof createGroupLoaders>;
