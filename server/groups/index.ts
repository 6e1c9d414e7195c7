// The groups domain module: membership, invitations, reads and leaderboards, with their rules.
export {
  canView,
  capabilitiesOf,
  groupMessages,
  inviterNameOf,
  roleIn,
  type GroupCapabilities,
  type GroupRole,
} from './access';
export {
  acceptGroupInvite,
  cancelGroupInvite,
  createGroup,
  declineGroupInvite,
  inviteToGroup,
  leaveGroup,
  removeGroupMember,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  type InviteOutcome,
} from './groups';
export { leaderboardsOf, type GroupLeaderboardRow } from './leaderboard';
export {
  canSee,
  capabilitiesFor,
  groupForViewer,
  groupsOf,
  invitedEmailsFor,
  membersOf,
  pastEventsOf,
  pendingGroupInvitesOf,
  roleOf,
  upcomingEventsOf,
  visibleGroup,
} from './queries';
