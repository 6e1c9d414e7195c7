// The groups domain's GraphQL documents (docs/product.md §2 Groups and Group detail, §4 Group actions).
// Writes that return the group select the same fields as the page, so Apollo's normalised cache
// updates the page in place; `groupChanged` does the same for changes made by others.
import { graphql } from '../../gql';

// People are selected through PersonName_user (web/src/ui/personName.ts), the boards through
// Leaderboards_entry (Leaderboards.tsx) and the event cards through GroupEventCard_event
// (GroupEventsCard.tsx), the season through SeasonStandings_season (SeasonStandingsCard.tsx); documents.test.ts checks each document against the server's query
// limits (server/graphql/armor.ts).

export const GROUP_CARD_FRAGMENT = graphql(`
  fragment GroupCard on Group {
    id
    name
    description
    memberCount
    owner {
      ...PersonName_user
    }
  }
`);

/** Everything the group page shows except its event lists (loaded on their own, see below). */
export const GROUP_DETAIL_FRAGMENT = graphql(`
  fragment GroupDetail on Group {
    id
    name
    description
    memberCount
    owner {
      ...PersonName_user
    }
    members {
      ...PersonName_user
    }
    invitedEmails
    leaderboard {
      ...Leaderboards_entry
    }
    viewerRole
    memberRoles {
      role
      user {
        ...PersonName_user
      }
    }
    currentSeason {
      ...SeasonStandings_season
    }
    ...SettleUp_group
    ...GuestsCard_group
    viewerCan {
      invite
      leave
      removeMembers
      createEvent
      respondToInvite
      manageSeasons
      manageRoles
    }
  }
`);

export const GROUP_EVENTS_FRAGMENT = graphql(`
  fragment GroupEvents on Group {
    id
    upcomingEvents {
      ...GroupEventCard_event
    }
    pastEvents {
      ...GroupEventCard_event
    }
  }
`);

export const GROUPS_QUERY = graphql(`
  query Groups {
    me {
      id
      groups {
        ...GroupCard
      }
      pendingGroupInvites {
        ...GroupCard
      }
    }
  }
`);

export const GROUP_QUERY = graphql(`
  query Group($id: ID!) {
    group(id: $id) {
      ...GroupDetail
    }
  }
`);

/**
 * The event lists on their own query: docs/product.md §8 says their load errors are only logged, which a
 * failing non-null list inside the main query could not allow (it would null the whole group).
 */
export const GROUP_EVENTS_QUERY = graphql(`
  query GroupEventLists($id: ID!) {
    group(id: $id) {
      ...GroupEvents
    }
  }
`);

export const GROUP_CHANGED_SUBSCRIPTION = graphql(`
  subscription GroupChanged($id: ID!) {
    groupChanged(id: $id) {
      ...GroupDetail
      ...GroupEvents
    }
  }
`);

export const CREATE_GROUP_MUTATION = graphql(`
  mutation CreateGroup($name: String!, $description: String) {
    createGroup(name: $name, description: $description) {
      ...GroupCard
    }
  }
`);

export const INVITE_TO_GROUP_MUTATION = graphql(`
  mutation InviteToGroup($groupId: ID!, $emails: String!) {
    inviteToGroup(groupId: $groupId, emails: $emails) {
      ...InviteResultFields
    }
  }
`);

export const CANCEL_GROUP_INVITE_MUTATION = graphql(`
  mutation CancelGroupInvite($groupId: ID!, $email: String!) {
    cancelGroupInvite(groupId: $groupId, email: $email) {
      ...GroupDetail
    }
  }
`);

export const ACCEPT_GROUP_INVITATION_MUTATION = graphql(`
  mutation AcceptGroupInvitation($groupId: ID!) {
    acceptGroupInvite(groupId: $groupId) {
      ...GroupDetail
    }
  }
`);

export const DECLINE_GROUP_INVITATION_MUTATION = graphql(`
  mutation DeclineGroupInvitation($groupId: ID!) {
    declineGroupInvite(groupId: $groupId)
  }
`);

export const REMOVE_GROUP_MEMBER_MUTATION = graphql(`
  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) {
      ...GroupDetail
    }
  }
`);

export const LEAVE_GROUP_MUTATION = graphql(`
  mutation LeaveGroup($groupId: ID!) {
    leaveGroup(groupId: $groupId)
  }
`);

export const SET_GROUP_ROLE_MUTATION = graphql(`
  mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {
    setGroupRole(groupId: $groupId, userId: $userId, role: $role) {
      ...GroupDetail
    }
  }
`);

export const CREATE_SEASON_MUTATION = graphql(`
  mutation CreateSeason(
    $groupId: ID!
    $name: String!
    $startsAt: DateTime!
    $endsAt: DateTime!
    $pointsFormula: PointsFormula!
  ) {
    createSeason(
      groupId: $groupId
      name: $name
      startsAt: $startsAt
      endsAt: $endsAt
      pointsFormula: $pointsFormula
    ) {
      id
    }
  }
`);
