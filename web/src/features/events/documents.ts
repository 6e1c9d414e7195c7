// The events domain's GraphQL documents: the event card (dashboard, history), the full event
// page, its live subscription and every write of docs/product.md §4. Each write returns the changed event,
// so Apollo's normalised cache updates every screen that shows it.
import { graphql } from '../../gql';

// Each component's own fragment lives beside it (SeatMap_table, WinnersModal_event,
// WinnersDisplay_winner; PersonName_user in web/src/ui/personName.ts); the page fragments spread them.
export const EVENT_CARD_FRAGMENT = graphql(`
  fragment EventCard on Event {
    id
    title
    startsAt
    location
    buyInCents
    maxPlayers
    playerCount
    status
    owner {
      ...PersonName_user
    }
    group {
      id
      name
    }
  }
`);

export const EVENT_WINNERS_FRAGMENT = graphql(`
  fragment EventWinners on Event {
    id
    status
    ...WinnersModal_event
    winners {
      ...WinnersDisplay_winner
    }
    viewerCan {
      join
      acceptInvite
      decline
      leave
      invite
      cancel
      setWinners
      manageTables
      removeInvite
      reserveSeat
    }
  }
`);

export const EVENT_DETAIL_FRAGMENT = graphql(`
  fragment EventDetail on Event {
    id
    title
    description
    startsAt
    location
    buyInCents
    maxPlayers
    playerCount
    reminderHoursBefore
    status
    createdAt
    owner {
      ...PersonName_user
    }
    group {
      id
      name
    }
    players {
      ...PersonName_user
      isGuest
    }
    invitedEmails
    # Names only: the line is shown to everyone who may see the event.
    waitlist {
      id
      displayName
    }
    ...WinnersModal_event
    ...TournamentPlay_event
    ...EventResultsCard_event
    kind
    ...CashGameCard_event
    tables {
      ...SeatMap_table
    }
    winners {
      ...WinnersDisplay_winner
    }
    tournament {
      ...TournamentClock_tournament
    }
    viewerCan {
      join
      acceptInvite
      decline
      leave
      invite
      cancel
      edit
      setWinners
      manageTables
      removeInvite
      reserveSeat
      runTournament
      joinWaitlist
      leaveWaitlist
      removePlayer
      addPlayer
    }
  }
`);

export const EVENT_QUERY = graphql(`
  query Event($id: ID!) {
    event(id: $id) {
      ...EventDetail
    }
  }
`);

export const EVENT_CHANGED_SUBSCRIPTION = graphql(`
  subscription EventChanged($id: ID!) {
    eventChanged(id: $id) {
      ...EventDetail
    }
  }
`);

export const CREATE_EVENT_OPTIONS_QUERY = graphql(`
  query CreateEventOptions {
    me {
      id
      groups {
        id
        name
        members {
          id
          displayName
        }
      }
      locations {
        id
        name
        address
      }
      previousAttendees {
        ...PersonName_user
      }
    }
  }
`);

export const CREATE_EVENT_MUTATION = graphql(`
  mutation CreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      ...EventDetail
    }
  }
`);

export const CREATE_EVENT_SERIES_MUTATION = graphql(`
  mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {
    createEventSeries(input: $input, recurrence: $recurrence) {
      id
      startsAt
    }
  }
`);

export const UPDATE_EVENT_MUTATION = graphql(`
  mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {
    updateEvent(eventId: $eventId, input: $input) {
      ...EventDetail
    }
  }
`);

export const DUPLICATE_EVENT_MUTATION = graphql(`
  mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {
    duplicateEvent(eventId: $eventId, startsAt: $startsAt) {
      ...EventDetail
    }
  }
`);

export const CREATE_LOCATION_MUTATION = graphql(`
  mutation CreateLocation($name: String!, $address: String!) {
    createLocation(name: $name, address: $address) {
      id
      name
      address
    }
  }
`);

export const JOIN_EVENT_MUTATION = graphql(`
  mutation JoinEvent($eventId: ID!) {
    joinEvent(eventId: $eventId) {
      ...EventDetail
    }
  }
`);

export const LEAVE_EVENT_MUTATION = graphql(`
  mutation LeaveEvent($eventId: ID!) {
    leaveEvent(eventId: $eventId) {
      ...EventDetail
    }
  }
`);

export const DECLINE_EVENT_INVITE_MUTATION = graphql(`
  mutation DeclineEventInvite($eventId: ID!) {
    declineEventInvite(eventId: $eventId)
  }
`);

export const INVITE_TO_EVENT_MUTATION = graphql(`
  mutation InviteToEvent($eventId: ID!, $emails: String!) {
    inviteToEvent(eventId: $eventId, emails: $emails) {
      ...InviteResultFields
    }
  }
`);

export const REMOVE_EVENT_INVITE_MUTATION = graphql(`
  mutation RemoveEventInvite($eventId: ID!, $email: String!) {
    removeEventInvite(eventId: $eventId, email: $email) {
      ...EventDetail
    }
  }
`);

export const CANCEL_EVENT_MUTATION = graphql(`
  mutation CancelEvent($eventId: ID!) {
    cancelEvent(eventId: $eventId)
  }
`);

export const SET_WINNERS_MUTATION = graphql(`
  mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {
    setWinners(eventId: $eventId, winners: $winners) {
      ...EventDetail
    }
  }
`);

export const JOIN_WAITLIST_MUTATION = graphql(`
  mutation JoinWaitlist($eventId: ID!) {
    joinWaitlist(eventId: $eventId) {
      ...EventDetail
    }
  }
`);

export const LEAVE_WAITLIST_MUTATION = graphql(`
  mutation LeaveWaitlist($eventId: ID!) {
    leaveWaitlist(eventId: $eventId) {
      ...EventDetail
    }
  }
`);

export const REMOVE_EVENT_PLAYER_MUTATION = graphql(`
  mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {
    removeEventPlayer(eventId: $eventId, userId: $userId) {
      ...EventDetail
    }
  }
`);

export const ADDABLE_PLAYERS_QUERY = graphql(`
  query AddablePlayers($id: ID!) {
    event(id: $id) {
      id
      addablePlayers {
        id
        displayName
      }
      addableGuests {
        id
        displayName
      }
    }
  }
`);

export const ADD_EVENT_PLAYER_MUTATION = graphql(`
  mutation AddEventPlayer($eventId: ID!, $userId: ID!) {
    addEventPlayer(eventId: $eventId, userId: $userId) {
      ...EventDetail
    }
  }
`);

export const ADD_GUEST_PLAYER_MUTATION = graphql(`
  mutation AddGuestPlayer($eventId: ID!, $displayName: String, $guestId: ID) {
    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {
      ...EventDetail
    }
  }
`);
