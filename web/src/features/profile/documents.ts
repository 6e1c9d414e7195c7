import { graphql } from '../../gql';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($displayName: String!, $timezone: String!) {
    updateProfile(displayName: $displayName, timezone: $timezone) {
      ...CurrentUser
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword(
    $currentPassword: String!
    $newPassword: String!
    $endEveryAccess: Boolean
  ) {
    changePassword(
      currentPassword: $currentPassword
      newPassword: $newPassword
      endEveryAccess: $endEveryAccess
    )
  }
`);

export const ACCESS_TOKEN_FIELDS = graphql(`
  fragment AccessTokensCard_token on AccessToken {
    id
    name
    prefix
    scopes
    createdAt
    lastUsedAt
    expiresAt
  }
`);

export const ACCESS_TOKENS_QUERY = graphql(`
  query AccessTokens {
    me {
      id
      accessTokens {
        ...AccessTokensCard_token
      }
    }
  }
`);

export const CREATE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {
    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {
      token
      accessToken {
        ...AccessTokensCard_token
      }
    }
  }
`);

export const REVOKE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id)
  }
`);

export const CALENDAR_FEED_QUERY = graphql(`
  query CalendarFeed {
    me {
      id
      calendarFeedUrl
    }
  }
`);

export const ROTATE_CALENDAR_FEED_MUTATION = graphql(`
  mutation RotateCalendarFeed {
    rotateCalendarFeed {
      id
      calendarFeedUrl
    }
  }
`);
