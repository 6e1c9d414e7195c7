// The one Apollo Client of the browser app. Queries and mutations go over HTTP with the session
// cookie; subscriptions go over graphql-ws on the same /graphql path. The socket opens lazily on
// the first subscription and reconnects with backoff after drops.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { isSessionErrorCode } from '../../core/error-codes';

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/** Refetches the signed-in user when any other operation reports a session-level error. */
export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === 'Me' || !CombinedGraphQLErrors.is(error)) return;
  const sessionChanged = error.errors.some((e) => isSessionErrorCode(e.extensions?.code));
  if (sessionChanged) void operation.client.refetchQueries({ include: ['Me'] });
});

export function createApolloClient() {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      lazy: true,
      // Keep the socket for a moment after the last subscription ends, so page changes that
      // swap one subscription for another do not reconnect.
      lazyCloseTimeout: 3_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      // Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s.
      retryWait: async (retries) => {
        const delay = Math.min(1_000 * 2 ** retries, 30_000);
        await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * 500));
      },
    }),
  );

  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );

  return new ApolloClient({
    link: ApolloLink.from([sessionErrorLink, transport]),
    cache: new InMemoryCache({
      // Lists of objects without ids are replaced whole on every refetch or live update.
      typePolicies: {
        Event: { fields: { winners: { merge: false } } },
        EventTable: { fields: { seats: { merge: false } } },
        Group: { fields: { leaderboard: { merge: false } } },
        Me: { fields: { stats: { merge: true } } },
      },
    }),
  });
}
