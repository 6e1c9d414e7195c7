// The groups domain module, what the resolvers import. Inside: access.ts (role and capabilities:
// the only place group permissions live) → the writes (create, invitations, membership) and
// queries.ts → store.ts (every query, the leaderboard and the row lock). messages.ts holds what
// it says, emails.ts the mail it sends, loaders.ts its batched reads, notify.ts who hears about
// a change.
export {
  canView,
  capabilitiesOf,
  inviterNameOf,
  memberRoleFrom,
  memberRoleOf,
  requireGroupAction,
  roleIn,
  type GroupCapabilities,
  type GroupRole,
} from './access';
export { createGroup } from './create';
export {
  acceptGroupInvite,
  cancelGroupInvite,
  declineGroupInvite,
  inviteToGroup,
  type InviteOutcome,
} from './invitations';
export { addClaimingMember, leaveGroup, removeGroupMember } from './membership';
export { groupMessages } from './messages';
export {
  canSee,
  capabilitiesFor,
  groupForViewer,
  groupsOf,
  invitedEmailsFor,
  leaderboardOf,
  membersOf,
  pendingGroupInvitesOf,
  activityOf,
  activityLogOf,
  memberRolesOf,
  roleOf,
  viewerGroupRole,
  viewerManagesEvent,
  eventManagerRule,
  visibleGroup,
} from './queries';
export { groupRoleOf, managesEventIn, setGroupRole } from './roles';
export { lockGroupFor } from './locked';
export { publishGroupChange } from './notify';
export { resultLinesOf, touch as touchGroup } from './store';
export type {
  GroupLeaderboardRow,
  GroupMemberLine,
  GroupPlayerStats,
  GroupResultLine,
} from './store';
