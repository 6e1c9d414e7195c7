// The landing page's one query, for a signed-in visitor only: their upcoming games (the first is
// the next one). Imported by NextGame, which loads lazily, so visitors download none of it.
import { graphql } from '../../gql';

export const LANDING_NEXT_GAME_QUERY = graphql(`
  query LandingNextGame {
    me {
      id
      upcomingEvents {
        id
        title
        startsAt
        location
      }
    }
  }
`);
