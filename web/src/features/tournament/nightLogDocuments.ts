// The night's log (issue 28): what the Night's log card reads, its own query (the card loads the
// log apart from the event page's query), and the host's undo. The clock's tournamentChanged
// subscription (documents.ts) spreads the card's fragment, so every open screen's log stays live;
// the undo answers with everything an undo can change (clock, players, pool, log).
import { graphql } from '../../gql';

export const NIGHT_LOG_FRAGMENT = graphql(`
  fragment NightLogCard_tournament on Tournament {
    id
    phase
    log {
      id
      at
      kind
      actor {
        ...PersonName_user
      }
      player {
        ...PersonName_user
      }
      eliminatedBy {
        ...PersonName_user
      }
      levelIndex
      undoneKind
      undoneAt
      canUndo
    }
  }
`);

export const NIGHT_LOG_QUERY = graphql(`
  query NightLog($eventId: ID!) {
    event(id: $eventId) {
      id
      tournament {
        ...NightLogCard_tournament
      }
    }
  }
`);

export const UNDO_TOURNAMENT_ACTION_MUTATION = graphql(`
  mutation UndoTournamentAction($eventId: ID!, $entryId: ID!) {
    undoTournamentAction(eventId: $eventId, entryId: $entryId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
      ...NightLogCard_tournament
    }
  }
`);
