// The writes of an event's tables and seats (docs/product.md §4 and §5): add and remove a table,
// take, move and give up a seat. Each returns the whole event page, so every open screen of
// it updates from Apollo's normalised cache.
import { graphql } from '../../gql';

export const ADD_TABLE_MUTATION = graphql(`
  mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {
    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) {
      ...EventDetail
    }
  }
`);

export const REMOVE_TABLE_MUTATION = graphql(`
  mutation RemoveTable($tableId: ID!) {
    removeTable(tableId: $tableId) {
      ...EventDetail
    }
  }
`);

export const RESERVE_SEAT_MUTATION = graphql(`
  mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {
    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) {
      ...EventDetail
    }
  }
`);

export const MOVE_SEAT_MUTATION = graphql(`
  mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {
    moveSeat(tableId: $tableId, seatNumber: $seatNumber) {
      ...EventDetail
    }
  }
`);

export const RELEASE_SEAT_MUTATION = graphql(`
  mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {
    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) {
      ...EventDetail
    }
  }
`);
