// The claim page's documents (docs/product.md §11): what a claim link offers, and accepting it.
import { graphql } from '../../gql';

export const GUEST_CLAIM_QUERY = graphql(`
  query GuestClaim($code: String!) {
    guestClaim(code: $code) {
      guest {
        id
        displayName
      }
      gamesPlayed
      groupName
    }
  }
`);

export const CLAIM_GUEST_MUTATION = graphql(`
  mutation ClaimGuest($code: String!) {
    claimGuest(code: $code) {
      id
    }
  }
`);
