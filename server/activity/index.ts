// The group activity log (issue 13: "recent activity, who did what, when"). Every domain whose
// action a group's admins would want listed calls recordActivity inside the action's own
// transaction, so an entry exists exactly when the action committed.
import type { Executor, Tx } from '../../db/client';
import { keysetPage, type PageArgs } from '../shared/connections';
import * as store from './store';

export const ACTIVITY_LIST_LIMIT = 50;

/** Adds one line to the group's log, in the caller's transaction. */
export async function recordActivity(
  tx: Tx,
  entry: { groupId: string; actorId: string; summary: string },
): Promise<void> {
  await store.insertActivity(tx, entry);
}

export { latestActivityOf, type GroupActivityRow } from './store';

/** A group's log a page at a time, newest first (Group.activityLog); the caller checks access. */
export function activityPageOf(db: Executor, groupId: string, args: PageArgs) {
  return keysetPage('group-activity', args, store.activitySource(db, groupId));
}
