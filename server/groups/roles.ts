// Roles (issue 13): the owner makes members admins and back, and hands the group over. Giving
// someone OWNER transfers ownership; the old owner stays as an admin (core/group-roles).
import {
  afterRoleChange,
  managesEvent,
  setRoleProblem,
  type GroupMemberRole,
} from '../../core/group-roles';
import { personName } from '../../core/people';
import { isUuid } from '../../db/ids';
import type { Executor } from '../../db/client';
import type { GroupRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { forbidden } from '../errors';
import { memberRoleFrom, memberRoleOf } from './access';
import { lockGroupFor } from './locked';
import { groupMessages } from './messages';
import { publishGroupChange } from './notify';
import * as store from './store';

const roleWords: Record<GroupMemberRole, string> = {
  owner: 'the owner',
  admin: 'an admin',
  member: 'a member',
};

/**
 * Sets a member's role, under the group lock. Setting the role someone already has changes
 * nothing (no log line, no announcement).
 */
export async function setGroupRole(
  ctx: DomainContext,
  input: { groupId: string; userId: string; role: GroupMemberRole },
): Promise<GroupRow> {
  const actor = ctx.requireMember();
  const { group, changed, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await lockGroupFor(tx, input.groupId, actor);
    const adminIds = await store.adminIdsOf(tx, group.id);
    const targetRole = memberRoleFrom(group, input.userId, memberIds, adminIds);
    const problem = setRoleProblem(
      { id: actor.id, role: memberRoleOf(role) },
      { id: input.userId, role: targetRole },
    );
    if (problem)
      throw forbidden(role === 'none' || role === 'invited' ? groupMessages.noAccess : problem);
    if (targetRole === input.role) return { group, changed: false, memberIds };

    const after = afterRoleChange(group.ownerId, input.userId, input.role);
    if (after.ownerId !== group.ownerId) await store.setOwner(tx, group.id, after.ownerId);
    for (const change of after.changes) {
      await store.setMemberRole(tx, group.id, change.userId, change.role);
    }
    // The new owner's own row is never read for rights; reset it so a later hand-back starts clean.
    if (input.role === 'owner') await store.setMemberRole(tx, group.id, input.userId, 'member');
    const target = await store.userById(tx, input.userId);
    await recordActivity(tx, {
      groupId: group.id,
      actorId: actor.id,
      summary: `${personName(actor)} made ${personName(target ?? {})} ${roleWords[input.role]}`,
    });
    await store.touch(tx, group.id);
    return { group: { ...group, ownerId: after.ownerId }, changed: true, memberIds };
  });
  if (changed) await publishGroupChange(ctx, group.id, memberIds);
  return group;
}

/**
 * `userId`'s member role in the group (null: not a member, or no such group), read from `db` (a
 * transaction's, to decide under its locks). For other domains' checks outside a GraphQL read,
 * e.g. who may run an event's money: the same rule as the viewer's role (memberRoleFrom).
 */
export async function groupRoleOf(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<GroupMemberRole | null> {
  if (!isUuid(groupId) || !isUuid(userId)) return null;
  const membership = await store.membershipOf(db, groupId, userId);
  if (!membership) return null;
  const { ownerId, role } = membership;
  return memberRoleFrom(
    { ownerId },
    userId,
    role ? [userId] : [],
    role === 'admin' ? [userId] : [],
  );
}

/**
 * Whether `userId` runs `event` (core's managesEvent): its host, or for a group's event an owner
 * or admin of that group, read from `db` (a transaction's, to decide under its locks). The events,
 * tournaments and cash-games writes all refuse through it.
 */
export async function managesEventIn(
  db: Executor,
  event: { ownerId: string; groupId: string | null },
  userId: string,
): Promise<boolean> {
  if (event.ownerId === userId) return true;
  const role = event.groupId ? await groupRoleOf(db, event.groupId, userId) : null;
  return managesEvent(event.ownerId, userId, role);
}
