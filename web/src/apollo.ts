// The one Apollo Client of the browser app. Queries and mutations go over HTTP with the session
// cookie; subscriptions go over graphql-ws on the same /graphql path (apollo-ws.ts), whose code
// is fetched with the first subscription; the socket reconnects with backoff after drops.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { isSessionErrorCode } from '../../core/error-codes';

/** Refetches the signed-in user when any other operation reports a session-level error. */
export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === 'Me' || !CombinedGraphQLErrors.is(error)) return;
  const sessionChanged = error.errors.some((e) => isSessionErrorCode(e.extensions?.code));
  if (sessionChanged) void operation.client.refetchQueries({ include: ['Me'] });
});

/** A link whose code is loaded by its first operation (and then kept). */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) =>
    from((link ??= load())).pipe(mergeMap((loaded) => loaded.request(operation, forward))),
  );
}

export function createApolloClient() {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

  const wsLink = lazyLink(async () => (await import('./apollo-ws')).createWsLink());

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
