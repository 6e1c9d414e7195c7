// Who the viewer is to a group, and what that lets them do (docs/product.md §4 "Group actions", §6; issue
// 13's roles). One function decides the role; what each role may do is core/group-roles' one
// table. The mutations enforce it and `viewerCan` reports it, so the buttons a client shows are
// exactly the actions the server allows.
import { may, type GroupAction, type GroupMemberRole } from '../../core/group-roles';
import { personName } from '../../core/people';
import type { GroupRow, UserRow } from '../../db/schema';
import { forbidden } from '../errors';
import type { GroupCapabilities as GeneratedGroupCapabilities } from '../graphql/generated/resolvers-types';
import { groupMessages } from './messages';

/** A member's role (core's owner/admin/member), or how a non-member stands: invited or nothing. */
export type GroupRole = GroupMemberRole | 'invited' | 'none';

/** What the schema's GroupCapabilities reports, every flag decided. */
export type GroupCapabilities = Required<Omit<GeneratedGroupCapabilities, '__typename'>>;

/**
 * The viewer's role. The owner is groups.owner_id; an admin is a member whose row says so. An
 * invitation counts only for a verified address: registering someone else's e-mail must not
 * reveal or accept their invitations.
 */
export function roleIn(
  group: Pick<GroupRow, 'ownerId'>,
  viewer: Pick<UserRow, 'id' | 'email' | 'emailVerified'> | null,
  memberIds: readonly string[],
  invitedEmails: readonly string[],
  adminIds: readonly string[] = [],
): GroupRole {
  if (!viewer) return 'none';
  const member = memberRoleFrom(group, viewer.id, memberIds, adminIds);
  if (member) return member;
  if (viewer.emailVerified && viewer.email !== null && invitedEmails.includes(viewer.email)) {
    return 'invited';
  }
  return 'none';
}

/**
 * A user's member role: the owner is groups.owner_id, an admin a member whose row says so,
 * null for anyone who is not a member. Every reader of roles (the viewer's, the members list,
 * setGroupRole's target, other domains through groupRoleOf) decides it here.
 */
export function memberRoleFrom(
  group: Pick<GroupRow, 'ownerId'>,
  userId: string,
  memberIds: readonly string[],
  adminIds: readonly string[],
): GroupMemberRole | null {
  if (group.ownerId === userId) return 'owner';
  if (!memberIds.includes(userId)) return null;
  return adminIds.includes(userId) ? 'admin' : 'member';
}

/** The member role core's table reads: null for anyone who is not a member. */
export function memberRoleOf(role: GroupRole): GroupMemberRole | null {
  return role === 'invited' || role === 'none' ? null : role;
}

/** Members and invited addresses may see the group (docs/product.md §6 "Group access"). */
export function canView(role: GroupRole): boolean {
  return role !== 'none';
}

export function capabilitiesOf(role: GroupRole): GroupCapabilities {
  const member = memberRoleOf(role);
  return {
    invite: may(member, 'invite'),
    leave: may(member, 'leave'),
    removeMembers: may(member, 'removeMembers'),
    createEvent: may(member, 'createEvent'),
    respondToInvite: role === 'invited',
    manageSeasons: may(member, 'manageSeasons'),
    recordPayments: may(member, 'recordPayments'),
    deletePayments: may(member, 'deletePayments'),
    manageRoles: may(member, 'manageRoles'),
  };
}

/**
 * Refuses `action` unless core's table allows it to `role`: a stranger is told they have no
 * access, anyone else `refusal` (who may do it).
 */
export function requireGroupAction(role: GroupRole, action: GroupAction, refusal: string): void {
  if (may(memberRoleOf(role), action)) return;
  if (role === 'none') throw forbidden(groupMessages.noAccess);
  throw forbidden(refusal);
}

/** The name a group invitation gives for its sender: display name, else e-mail, else a stand-in. */
export function inviterNameOf(inviter: {
  displayName?: string | null;
  email?: string | null;
}): string {
  return personName(inviter);
}
