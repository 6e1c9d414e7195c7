// Game night during play (issue 11): the players card (entries, seats, rebuys, add-ons, busts),
// the chop and the finish, and the results of a finished night. The clock's own documents are in
// documents.ts. Each component selects what it renders; TournamentPlay_event gathers them for the
// event page, whose query spreads it. Writes answer with what they changed, so Apollo's cache
// updates every screen at once; the clock's tournamentChanged subscription (documents.ts) carries
// these fragments too, so one subscription keeps every player's card live.
import { graphql } from '../../gql';

export const TOURNAMENT_ENTRY_FRAGMENT = graphql(`
  fragment TournamentEntryRow_entry on TournamentEntry {
    player {
      ...PersonName_user
    }
    rebuys
    addOns
    knockouts
    finishPlace
    bustedAt
    eliminatedBy {
      ...PersonName_user
    }
    tableName
    seatNumber
  }
`);

export const TOURNAMENT_PLAYERS_CARD_FRAGMENT = graphql(`
  fragment TournamentPlayersCard_tournament on Tournament {
    id
    phase
    levelIndex
    rebuyCents
    addOnCents
    rebuyLevels
    addOnLevels
    # Breaks do not count towards rebuyLevels and addOnLevels (core/breaks.ts). The same fields
    # as the clock's fragment: the copy has no id, so an answer carrying only this fragment
    # (drawSeats, balanceTables) replaces the cached template and must leave the clock whole.
    template {
      name
      levels {
        smallBlind
        bigBlind
        ante
        durationMinutes
        isBreak
        note
      }
    }
    bountyCents
    playersLeft
    entries {
      ...TournamentEntryRow_entry
    }
    seatMoves {
      player {
        ...PersonName_user
      }
      fromTable
      fromSeat
      toTable
      toSeat
    }
  }
`);

export const CHOP_MODAL_FRAGMENT = graphql(`
  fragment ChopModal_tournament on Tournament {
    id
    prizePoolCents
    chipsInPlay
    payouts {
      place
      amountCents
    }
  }
`);

/** The event page's share of game night during play (spread into EventDetail). */
export const TOURNAMENT_PLAY_EVENT_FRAGMENT = graphql(`
  fragment TournamentPlay_event on Event {
    id
    status
    viewerCan {
      runTournament
    }
    tournament {
      id
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

export const EVENT_RESULTS_CARD_FRAGMENT = graphql(`
  fragment EventResultsCard_event on Event {
    id
    results {
      place
      prizeCents
      bountyCents
      user {
        ...PersonName_user
      }
    }
  }
`);

// Rebuys, add-ons and busts move the prize pool, payouts, players left and average stack too: the
// answers carry the clock card's fragment as well.
export const RECORD_REBUY_MUTATION = graphql(`
  mutation RecordRebuy($eventId: ID!, $userId: ID!) {
    recordRebuy(eventId: $eventId, userId: $userId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

export const RECORD_ADD_ON_MUTATION = graphql(`
  mutation RecordAddOn($eventId: ID!, $userId: ID!) {
    recordAddOn(eventId: $eventId, userId: $userId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

export const BUST_PLAYER_MUTATION = graphql(`
  mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {
    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

export const RESTORE_PLAYER_MUTATION = graphql(`
  mutation RestorePlayer($eventId: ID!, $userId: ID!) {
    restorePlayer(eventId: $eventId, userId: $userId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

// Seating changes the event's tables (seat maps) as well as each entry's table and seat.
export const DRAW_SEATS_MUTATION = graphql(`
  mutation DrawSeats($eventId: ID!) {
    drawSeats(eventId: $eventId) {
      id
      tables {
        ...SeatMap_table
      }
      ...TournamentPlay_event
    }
  }
`);

export const BALANCE_TABLES_MUTATION = graphql(`
  mutation BalanceTables($eventId: ID!) {
    balanceTables(eventId: $eventId) {
      id
      tables {
        ...SeatMap_table
      }
      ...TournamentPlay_event
    }
  }
`);

export const CHOP_PREVIEW_QUERY = graphql(`
  query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {
    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) {
      amountCents
      user {
        id
      }
    }
  }
`);

// The finish completes the event: its status, winners, results and tournament all change.
export const FINISH_TOURNAMENT_MUTATION = graphql(`
  mutation FinishTournament($eventId: ID!) {
    finishTournament(eventId: $eventId) {
      ...EventDetail
    }
  }
`);

export const CHOP_TOURNAMENT_MUTATION = graphql(`
  mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {
    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) {
      ...EventDetail
    }
  }
`);
