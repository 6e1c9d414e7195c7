// Sign-in, registration and the e-mail link flows.
import { graphql } from '../../gql';

export const SIGN_IN_METHODS_QUERY = graphql(`
  query SignInMethods {
    signInMethods {
      google
    }
  }
`);

export const SIGN_IN_MUTATION = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...CurrentUser
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($email: String!, $password: String!) {
    register(email: $email, password: $password) {
      ...CurrentUser
    }
  }
`);

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($code: String!, $newPassword: String!) {
    resetPassword(code: $code, newPassword: $newPassword)
  }
`);

export const VERIFY_EMAIL_MUTATION = graphql(`
  mutation VerifyEmail($code: String!) {
    verifyEmail(code: $code) {
      ...CurrentUser
    }
  }
`);
