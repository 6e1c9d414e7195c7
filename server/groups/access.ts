// Who the viewer is to a group, and what that lets them do (SPEC §4 "Group actions", §6). One
// function decides the role; the mutations enforce it and `viewerCan` reports it, so the buttons
// a client shows are exactly the actions the server allows.
import { personName } from '../../core/people';
import type { GroupRow, UserRow } from '../../db/schema';
import { forbidden } from '../errors';
import type { GroupCapabilities as GeneratedGroupCapabilities } from '../graphql/generated/resolvers-types';
import { groupMessages } from './messages';

export type GroupRole = 'owner' | 'member' | 'invited' | 'none';

/** What the schema's GroupCapabilities reports, every flag decided. */
export type GroupCapabilities = Required<Omit<GeneratedGroupCapabilities, '__typename'>>;

/**
 * The viewer's role. An invitation counts only for a verified address: registering someone
 * else's e-mail must not reveal or accept their invitations.
 */
export function roleIn(
  group: Pick<GroupRow, 'ownerId'>,
  viewer: Pick<UserRow, 'id' | 'email' | 'emailVerified'> | null,
  memberIds: readonly string[],
  invitedEmails: readonly string[],
): GroupRole {
  if (!viewer) return 'none';
  if (group.ownerId === viewer.id) return 'owner';
  if (memberIds.includes(viewer.id)) return 'member';
  if (viewer.emailVerified && invitedEmails.includes(viewer.email)) return 'invited';
  return 'none';
}

/** Members and invited addresses may see the group (SPEC §6 "Group access"). */
export function canView(role: GroupRole): boolean {
  return role !== 'none';
}

export function capabilitiesOf(role: GroupRole): GroupCapabilities {
  const owner = role === 'owner';
  const member = owner || role === 'member';
  return {
    invite: owner,
    leave: role === 'member',
    removeMembers: owner,
    createEvent: member,
    respondToInvite: role === 'invited',
  };
}

/** Owner-only actions: a stranger is told they have no access, anyone else that it is the owner's. */
export function requireOwner(role: GroupRole, ownerOnlyMessage: string) {
  if (role === 'owner') return;
  if (role === 'none') throw forbidden(groupMessages.noAccess);
  throw forbidden(ownerOnlyMessage);
}

/** The name a group invitation gives for its sender: display name, else e-mail, else a stand-in. */
export function inviterNameOf(inviter: {
  displayName?: string | null;
  email?: string | null;
}): string {
  return personName(inviter);
}
