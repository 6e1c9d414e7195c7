// The start of every membership write: lock the group, then read the actor's role under that
// lock, so the decision and the change see the same members and invitations.
import type { Tx } from '../../db/client';
import type { GroupRow } from '../../db/schema';
import type { AccountRow } from '../../db/account';
import { roleIn, type GroupRole } from './access';
import * as store from './store';

export async function lockGroupFor(
  tx: Tx,
  groupId: string,
  user: AccountRow,
): Promise<{ group: GroupRow; role: GroupRole; memberIds: string[] }> {
  const group = await store.lockGroup(tx, groupId);
  const memberIds = await store.memberIdsOf(tx, group.id);
  const invited = await store.invitedEmailsAmong(tx, group.id, user.email);
  const adminIds = await store.adminIdsOf(tx, group.id);
  return { group, role: roleIn(group, user, memberIds, invited, adminIds), memberIds };
}
