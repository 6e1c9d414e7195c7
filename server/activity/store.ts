// The group activity log's queries: one row per action worth listing on the group's dashboard.
import { and, desc, isNotNull, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { groupActivity } from '../../db/schema';

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
