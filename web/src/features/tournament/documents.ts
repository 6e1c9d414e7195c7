// Game night's clock documents: what the clock card and the TV display read of a tournament, the
// host's clock controls and start, the display link's rotation, and the live subscriptions. Every
// write answers with the tournament (serverNow included), so Apollo's cache updates every screen.
import { graphql } from '../../gql';

export const TOURNAMENT_CLOCK_FRAGMENT = graphql(`
  fragment TournamentClock_tournament on Tournament {
    id
    eventId
    phase
    levelIndex
    levelEndsAt
    remainingSeconds
    serverNow
    # No ids under template: the copy must not merge in Apollo's cache with the template it was
    # copied from (the timer's list), which its owner may edit afterwards.
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
    buyInCents
    rebuyCents
    addOnCents
    bountyCents
    prizePoolCents
    payouts {
      place
      percent
      amountCents
    }
    playersLeft
    averageStack
    displayUrl
    ...NightLogCard_tournament
  }
`);

/** The clock alone, asked again when a sleeping phone wakes (small: no event around it). */
export const TOURNAMENT_CLOCK_QUERY = graphql(`
  query TournamentClock($eventId: ID!) {
    event(id: $eventId) {
      id
      tournament {
        ...TournamentClock_tournament
      }
    }
  }
`);

export const TOURNAMENT_CHANGED_SUBSCRIPTION = graphql(`
  subscription TournamentClockChanged($eventId: ID!) {
    tournamentChanged(eventId: $eventId) {
      ...TournamentClock_tournament
      ...TournamentPlayersCard_tournament
      ...ChopModal_tournament
    }
  }
`);

export const START_TOURNAMENT_MUTATION = graphql(`
  mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {
    startTournament(eventId: $eventId, settings: $settings) {
      ...TournamentClock_tournament
    }
  }
`);

export const PAUSE_TOURNAMENT_MUTATION = graphql(`
  mutation PauseTournament($eventId: ID!) {
    pauseTournament(eventId: $eventId) {
      ...TournamentClock_tournament
    }
  }
`);

export const RESUME_TOURNAMENT_MUTATION = graphql(`
  mutation ResumeTournament($eventId: ID!) {
    resumeTournament(eventId: $eventId) {
      ...TournamentClock_tournament
    }
  }
`);

export const SET_TOURNAMENT_LEVEL_MUTATION = graphql(`
  mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {
    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) {
      ...TournamentClock_tournament
    }
  }
`);

export const ROTATE_TOURNAMENT_DISPLAY_MUTATION = graphql(`
  mutation RotateTournamentDisplay($eventId: ID!) {
    rotateTournamentDisplay(eventId: $eventId) {
      ...TournamentClock_tournament
    }
  }
`);

export const TOURNAMENT_DISPLAY_FRAGMENT = graphql(`
  fragment TournamentDisplay_display on TournamentDisplay {
    eventTitle
    tournament {
      ...TournamentClock_tournament
    }
    seats {
      tableName
      seatNumber
      playerName
    }
    results {
      place
      playerName
      prizeCents
      bountyCents
    }
  }
`);

export const TOURNAMENT_DISPLAY_QUERY = graphql(`
  query TournamentDisplay($token: String!) {
    tournamentDisplay(token: $token) {
      ...TournamentDisplay_display
    }
  }
`);

export const TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION = graphql(`
  subscription TournamentDisplayChanged($token: String!) {
    tournamentDisplayChanged(token: $token) {
      ...TournamentDisplay_display
    }
  }
`);
