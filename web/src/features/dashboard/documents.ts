// The dashboard's data (SPEC §2): stats, upcoming events, pending invitations; `meChanged` tells
// us when any of it changed so the page can ask again.
import { graphql } from '../../gql';

export const DASHBOARD_QUERY = graphql(`
  query Dashboard {
    me {
      id
      stats {
        gamesPlayed
        gamesWon
        upcomingGames
      }
      upcomingEvents {
        ...EventCard
      }
      pendingEventInvites {
        ...EventCard
      }
      pendingGroupInvites {
        id
        name
        description
        memberCount
        owner {
          ...PersonName_user
        }
      }
    }
  }
`);

export const ME_CHANGED_SUBSCRIPTION = graphql(`
  subscription MeChanged {
    meChanged {
      id
    }
  }
`);

export const ACCEPT_GROUP_INVITE_MUTATION = graphql(`
  mutation AcceptGroupInvite($groupId: ID!) {
    acceptGroupInvite(groupId: $groupId) {
      id
      name
      memberCount
    }
  }
`);

export const DECLINE_GROUP_INVITE_MUTATION = graphql(`
  mutation DeclineGroupInvite($groupId: ID!) {
    declineGroupInvite(groupId: $groupId)
  }
`);
