// The group activity log's queries: one row per action worth listing on the group's dashboard.
import { and, count, desc, eq, isNotNull, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { groupActivity } from '../../db/schema';
import { keysetAfter, keysetOrder, type KeysetSource } from '../shared/connections';

export type GroupActivityRow = typeof groupActivity.$inferSelect;

export async function insertActivity(
  tx: Tx,
  row: { groupId: string; actorId: string; summary: string },
): Promise<void> {
  await tx.insert(groupActivity).values(row);
}

/** The latest `limit` entries of each group, newest first, in one statement for every group. */
export async function latestActivityOf(
  db: Executor,
  groupIds: readonly string[],
  limit: number,
): Promise<GroupActivityRow[]> {
  if (groupIds.length === 0) return [];
  const ranked = db
    .select({
      id: groupActivity.id,
      n: sql<number>`row_number() over (partition by ${groupActivity.groupId} order by ${groupActivity.at} desc, ${groupActivity.id} desc)`.as(
        'n',
      ),
    })
    .from(groupActivity)
    // A deleted account's lines keep their summary but have no actor to show: left out.
    .where(and(inArray(groupActivity.groupId, [...groupIds]), isNotNull(groupActivity.actorId)))
    .as('ranked');
  const latest = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.n, limit));
  return db
    .select()
    .from(groupActivity)
    .where(inArray(groupActivity.id, latest))
    .orderBy(desc(groupActivity.at), desc(groupActivity.id));
}

/**
 * A group's log as a keyset list (Group.activityLog), newest first, the serial id breaking
 * ties; like latestActivityOf, lines whose actor's account is gone are left out.
 */
export function activitySource(db: Executor, groupId: string): KeysetSource<GroupActivityRow> {
  const inList = and(eq(groupActivity.groupId, groupId), isNotNull(groupActivity.actorId));
  return {
    idKind: 'serial',
    rows: (limit, after) =>
      db
        .select()
        .from(groupActivity)
        .where(
          and(inList, keysetAfter(groupActivity.at, groupActivity.id, 'desc', after, 'serial')),
        )
        .orderBy(...keysetOrder(groupActivity.at, groupActivity.id, 'desc'))
        .limit(limit),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(groupActivity).where(inList);
      return row?.n ?? 0;
    },
    keyOf: (row) => ({ at: row.at, id: String(row.id) }),
  };
}
