// Event History (docs/product.md §2): my past events with their players (for the winners dialog), winners
// and what I may do with each; a cash game has no winners, only its money on its page.
import { graphql } from '../../gql';

export const HISTORY_QUERY = graphql(`
  query History {
    me {
      id
      pastEvents {
        ...EventCard
        ...EventWinners
        kind
      }
    }
  }
`);
