// The writes of a cash game's money (docs/product.md §10): a buy-in, a cash-out and settling
// the game. Each returns the whole event page, so the money table updates from Apollo's cache.
import { graphql } from '../../gql';

export const RECORD_CASH_BUY_IN_MUTATION = graphql(`
  mutation RecordCashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) {
      ...EventDetail
    }
  }
`);

export const RECORD_CASH_OUT_MUTATION = graphql(`
  mutation RecordCashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) {
      ...EventDetail
    }
  }
`);

export const SETTLE_CASH_GAME_MUTATION = graphql(`
  mutation SettleCashGame($eventId: ID!) {
    settleCashGame(eventId: $eventId) {
      ...EventDetail
    }
  }
`);
