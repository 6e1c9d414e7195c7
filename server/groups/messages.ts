// What the groups domain says to people when it refuses something. The group-name rule's own
// messages, and the one "no access" text, live with the rule in core/groups.ts.
import { groupMessages as coreGroupMessages } from '../../core/groups';

/** the product's texts where it has them (§5, §6), clear ones where it has none. */
export const groupMessages = {
  notFound: 'Group not found',
  noAccess: coreGroupMessages.noAccess,
  ownerOnlyInvite: 'Only the group owner or an admin can invite members',
  ownerOnlyCancelInvite: 'Only the group owner or an admin can cancel invitations',
  ownerOnlyRemove: 'Only the group owner or an admin can remove members',
  ownerCannotBeRemoved: 'The group owner cannot be removed',
  ownerCannotLeave: 'The group owner cannot leave the group',
  ownerOnlySeasons: 'Only the group owner or an admin can manage seasons',
  notInvited: 'You have not been invited to this group',
} as const;
