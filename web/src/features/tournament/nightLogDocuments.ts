// The night's log (issue 28): what the Night's log card reads (the clock's fragment spreads it,
// documents.ts, so every open screen's log arrives and stays live with the clock), the log asked
// afresh by a toast's Undo (useUndoToast), and the host's undo, which answers with everything an
// undo can change (clock, players, pool, log).
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
    }
  }
`);
