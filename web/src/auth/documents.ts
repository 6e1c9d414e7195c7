// The signed-in user: the one query every screen's guards read, and the session mutations
// (sign-out is sent with fetch, auth/pendingSignOut.ts).
import { graphql } from '../gql';

export const CURRENT_USER_FRAGMENT = graphql(`
  fragment CurrentUser on Me {
    id
    email
    emailVerified
    displayName
    timezone
    authProvider
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...CurrentUser
    }
  }
`);

/** My lists changed (an invitation, a game or group joined or left): list pages ask again. */
export const ME_CHANGED_SUBSCRIPTION = graphql(`
  subscription MeChanged {
    meChanged {
      id
    }
  }
`);

export const SEND_VERIFICATION_EMAIL_MUTATION = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail
  }
`);
