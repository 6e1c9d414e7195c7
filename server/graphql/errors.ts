// Errors of the GraphQL transport itself; the domain's errors are in server/errors.ts.
import { GraphQLError } from 'graphql';

/** A mutation that sets the session cookie, sent over WebSocket. */
export const httpOnly = (mutation: string) =>
  new GraphQLError(
    `${mutation} works over HTTP only: it sets the session cookie, which a WebSocket cannot. Send it as an HTTP POST to /graphql.`,
    { extensions: { code: 'BAD_REQUEST' } },
  );
