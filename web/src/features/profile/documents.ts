import { graphql } from '../../gql';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($displayName: String!, $timezone: String!) {
    updateProfile(displayName: $displayName, timezone: $timezone) {
      ...CurrentUser
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
