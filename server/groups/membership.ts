// Who stays in a group: the owner and admins remove members (only the owner an admin), members
// and admins leave. Both hold the group row lock.
import type { Tx } from '../../db/client';
import type { GroupRow } from '../../db/schema';
import { isUuid } from '../../db/ids';
import type { DomainContext } from '../context';
import { removeProblem } from '../../core/group-roles';
import { personName } from '../../core/people';
import { recordActivity } from '../activity';
import { badInput, forbidden } from '../errors';
import type { MutationRemoveGroupMemberArgs } from '../graphql/generated/resolvers-types';
import { memberRoleOf, requireGroupAction } from './access';
import { lockGroupFor } from './locked';
import { groupMessages } from './messages';
import { publishGroupChange } from './notify';
import * as store from './store';

/**
 * Removes a member (owner or admin, an admin by the owner only; never the owner). Removing someone who is not a member changes
 * nothing, so a second click or a race with their leaving is harmless.
 */
export async function removeGroupMember(
  ctx: DomainContext,
  input: MutationRemoveGroupMemberArgs,
): Promise<GroupRow> {
  const owner = ctx.requireMember();
  const { userId } = input;
  const { group, removed, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await lockGroupFor(tx, input.groupId, owner);
    requireGroupAction(role, 'removeMembers', groupMessages.ownerOnlyRemove);
    if (userId === group.ownerId) throw badInput(groupMessages.ownerCannotBeRemoved);
    if (!isUuid(userId) || !memberIds.includes(userId)) return { group, removed: false, memberIds };
    // Admins remove members; only the owner removes an admin (core/group-roles).
    const targetRole = (await store.adminIdsOf(tx, group.id)).includes(userId) ? 'admin' : 'member';
    const problem = removeProblem(memberRoleOf(role), targetRole, groupMessages.ownerOnlyRemove);
    if (problem) throw forbidden(problem);
    await store.removeMember(tx, group.id, userId);
    const removedUser = await store.userById(tx, userId);
    await recordActivity(tx, {
      groupId: group.id,
      actorId: owner.id,
      summary: `${personName(owner)} removed ${personName(removedUser ?? {})} from the group`,
    });
    await store.touch(tx, group.id);
    return { group, removed: true, memberIds };
  });
  if (removed) await publishGroupChange(ctx, group.id, [group.ownerId, ...memberIds]);
  return group;
}

/** Leaves the group (members only; never the owner). Rejoining needs a new invitation. */
export async function leaveGroup(ctx: DomainContext, groupId: string): Promise<void> {
  const user = ctx.requireMember();
  const { group, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await lockGroupFor(tx, groupId, user);
    if (role === 'owner') throw badInput(groupMessages.ownerCannotLeave);
    if (memberRoleOf(role) === null) throw forbidden(groupMessages.noAccess);
    await store.removeMember(tx, group.id, user.id);
    await recordActivity(tx, {
      groupId: group.id,
      actorId: user.id,
      summary: `${personName(user)} left the group`,
    });
    await store.touch(tx, group.id);
    return { group, memberIds };
  });
  await publishGroupChange(ctx, group.id, [group.ownerId, ...memberIds]);
}

/**
 * Makes `userId` a member of the group whose guest they took over (docs/product.md, "Guests"):
 * the group's admins invited them by claiming, so no invitation is needed. Inside the claim's
 * transaction; true when they were not a member before.
 */
export async function addClaimingMember(tx: Tx, groupId: string, userId: string): Promise<boolean> {
  const memberIds = await store.memberIdsOf(tx, groupId);
  if (memberIds.includes(userId)) return false;
  await store.addMember(tx, groupId, userId);
  await store.touch(tx, groupId);
  return true;
}
