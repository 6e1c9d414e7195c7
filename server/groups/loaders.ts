// Batched lookups for group fields: a list of N groups costs one query per field, not N.
// Created per operation by the context (server/loaders.ts), never shared.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { EventRow, GroupRow } from '../../db/schema';
import { byKeys, groupedByKeys } from '../shared/dataloader';
import * as store from './store';

export function createGroupLoaders(db: Db) {
  return {
    byId: new DataLoader<string, GroupRow | null>(async (ids) =>
      byKeys(ids, await store.groupsByIds(db, ids), (g) => g.id),
    ),
    /** Member user ids per group, in joining order (the owner joins first). */
    memberIds: new DataLoader<string, string[]>(async (ids) => {
      const rows = await store.membersOfGroups(db, ids);
      return groupedByKeys(ids, rows, (r) => r.groupId).map((list) => list.map((r) => r.userId));
    }),
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
