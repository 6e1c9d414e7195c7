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
