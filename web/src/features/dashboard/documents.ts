// The dashboard's data (docs/product.md §2): stats, upcoming events, pending invitations. The page asks again
// when `meChanged` fires (web/src/auth/useMeChanged.ts).
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
      waitlistedEvents {
        ...EventCard
        waitlist {
          id
        }
      }
      pendingEventInvites {
        ...EventCard
      }
      pendingGroupInvites {
        ...GroupCard
      }
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
