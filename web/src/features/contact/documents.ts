import { graphql } from '../../gql';

export const SEND_CONTACT_MESSAGE_MUTATION = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);
