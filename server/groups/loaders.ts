// Batched lookups for group fields: a list of N groups costs one query per field, not N.
// Created per operation by the context (server/loaders.ts), never shared.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { EventRow, GroupRow } from '../../db/schema';
import { ACTIVITY_LIST_LIMIT, latestActivityOf, type GroupActivityRow } from '../activity';
import { byKeys, groupedByKeys } from '../shared/dataloader';
import * as store from './store';

export function createGroupLoaders(db: Db) {
  // Both member ids and admin ids come from this one read, so a page that needs both (the group
  // page: the viewer's role and each member's) reads group_members once.
  const memberRows = new DataLoader<string, Awaited<ReturnType<typeof store.membersOfGroups>>>(
    async (ids) => groupedByKeys(ids, await store.membersOfGroups(db, ids), (r) => r.groupId),
  );
  return {
    byId: new DataLoader<string, GroupRow | null>(async (ids) =>
      byKeys(ids, await store.groupsByIds(db, ids), (g) => g.id),
    ),
    /** Member user ids per group, in joining order (the owner joins first). */
    memberIds: new DataLoader<string, string[]>(async (ids) =>
      (await memberRows.loadMany(ids)).map((rows) =>
        rows instanceof Error ? rows : rows.map((r) => r.userId),
      ),
    ),
    /** Admin user ids per group (the owner is groups.owner_id and is not among them). */
    adminIds: new DataLoader<string, string[]>(async (ids) =>
      (await memberRows.loadMany(ids)).map((rows) =>
        rows instanceof Error ? rows : rows.filter((r) => r.role === 'admin').map((r) => r.userId),
      ),
    ),
    /** Per group, each player's completed games and when they last played, by user id. */
    playedCounts: new DataLoader<string, Map<string, { gamesPlayed: number; lastPlayedAt: Date }>>(
      async (ids) => {
        const rows = await store.playedCountsOf(db, ids);
        return groupedByKeys(ids, rows, (r) => r.groupId).map(
          (list) => new Map(list.map((r) => [r.userId, r])),
        );
      },
    ),
    /** Each group's latest activity, newest first (server/activity). */
    activity: new DataLoader<string, GroupActivityRow[]>(async (ids) =>
      groupedByKeys(ids, await latestActivityOf(db, ids, ACTIVITY_LIST_LIMIT), (r) => r.groupId),
    ),
    /**
     * Per user, everyone who shares at least one group with them (themself included, when they
     * belong to any): the people whose e-mail addresses they see (server/users/access.ts).
     */
    groupMateIds: new DataLoader<string, Set<string>>(async (userIds) => {
      const rows = await store.groupMatesOf(db, userIds);
      return groupedByKeys(userIds, rows, (r) => r.userId).map(
        (list) => new Set(list.map((r) => r.mateId)),
      );
    }),
    /** Member counts, for group cards that show only the number. */
    memberCount: new DataLoader<string, number>(async (ids) => {
      const rows = await store.memberCountsOf(db, ids);
      return byKeys(ids, rows, (r) => r.groupId).map((row) => Number(row?.count ?? 0));
    }),
    /** Pending invitations (lower-cased e-mails) per group, oldest first. */
    invitedEmails: new DataLoader<string, string[]>(async (ids) => {
      const rows = await store.invitesOfGroups(db, ids);
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) => list.map((r) => r.email));
    }),
    /** Every event of each group, by start time ascending; split into upcoming and past by the caller. */
    events: new DataLoader<string, EventRow[]>(async (ids) =>
      groupedByKeys(ids, await store.eventsOfGroups(db, ids), (r) => r.groupId!),
    ),
    /** Per-player figures from each group's completed events, already in leaderboard order. */
    leaderboard: new DataLoader<string, store.GroupPlayerStats[]>(async (ids) => {
      const rows = await store.leaderboardsOf(db, ids);
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) =>
        list.map(({ groupId: _groupId, ...stats }) => stats),
      );
    }),
  };
}

export type GroupLoaders = ReturnType<typeof createGroupLoaders>;
