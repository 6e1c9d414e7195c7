// The group page's guests (docs/product.md §11): the list and what managers do with a guest.
import { graphql } from '../../gql';

export const GUESTS_CARD_FRAGMENT = graphql(`
  fragment GuestsCard_group on Group {
    id
    guests {
      id
      displayName
      viewerCanManageGuest
    }
  }
`);

export const RENAME_GUEST_MUTATION = graphql(`
  mutation RenameGuest($guestId: ID!, $displayName: String!) {
    renameGuest(guestId: $guestId, displayName: $displayName) {
      id
      displayName
    }
  }
`);

export const REMOVE_GUEST_MUTATION = graphql(`
  mutation RemoveGuest($guestId: ID!) {
    removeGuest(guestId: $guestId)
  }
`);

export const INVITE_GUEST_TO_CLAIM_MUTATION = graphql(`
  mutation InviteGuestToClaim($guestId: ID!, $email: String!) {
    inviteGuestToClaim(guestId: $guestId, email: $email)
  }
`);
