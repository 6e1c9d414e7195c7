// The one Apollo Client of the browser app. Queries and mutations go over HTTP with the session
// cookie; subscriptions go over graphql-ws on the same /graphql path (apollo-ws.ts), whose code
// is fetched with the first subscription; the socket reconnects with backoff after drops.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { isSessionErrorCode } from '../../core/error-codes';
import { endPendingSession } from './auth/pendingSignOut';
import { pendingSignOutLink } from './auth/pendingSignOutLink';
import { arrivalLink } from './features/tournament/arrivalLink';
import { clearSnapshot, keepSnapshot, loadSnapshot } from './offline/cacheStore';
import { offlineLink } from './offline/offlineLink';
import { REQUEST_TIMEOUT_MS } from '../../core/backoff';
import { isOnline, reportAnswer, reportNoAnswer, subscribeOnline } from './offline/online';

/**
 * fetch() that gives up after REQUEST_TIMEOUT_MS (docs/product.md §9: "Request time out.") or when Apollo
 * cancels the request. Tells online.ts whether the server answered: a time-out or a failure to
 * connect counts it unreachable; any HTTP status, errors included, is an answer.
 */
const fetchWithTimeout: typeof fetch = async (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    init?.signal && AbortSignal.any ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    const response = await fetch(input, { ...init, signal });
    reportAnswer();
    return response;
  } catch (error) {
    if (timeout.aborted || error instanceof TypeError) reportNoAnswer();
    throw error;
  }
};

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
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: fetchWithTimeout,
  });

  // Active queries ask again when the network or the socket comes back (missed live updates).
  const refetchActive = () => void client.refetchQueries({ include: 'active' }).catch(() => {});
  let ws: typeof import('./apollo-ws') | undefined;
  const wsLink = lazyLink(async () => {
    ws = await import('./apollo-ws');
    return ws.createWsLink(refetchActive);
  });

  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );

  const cache = new InMemoryCache({
    // Lists of objects without ids are replaced whole on every refetch or live update.
    typePolicies: {
      Event: { fields: { winners: { merge: false } } },
      EventTable: { fields: { seats: { merge: false } } },
      Group: {
        fields: {
          leaderboard: { merge: false },
          balances: { merge: false },
          settleUp: { merge: false },
          payments: { merge: false },
        },
      },
      Me: { fields: { stats: { merge: true } } },
    },
  });
  // Opened with no network: show the last data seen. Online, every page asks the server as usual.
  const snapshot = isOnline() ? null : loadSnapshot();
  if (snapshot) cache.restore(snapshot);
  const saved = keepSnapshot(cache);

  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionErrorLink,
      offlineLink(() => saved.saveSoon()),
      // Behind the offline link (offline nothing goes out anyway), before any request does.
      pendingSignOutLink,
      // Nearest the network: when game night's answers arrived, for the clock's skew.
      arrivalLink,
      transport,
    ]),
    cache,
  });
  // Sign-out resets the store: the next person on this device must not find this one's data.
  client.onResetStore(async () => clearSnapshot());
  client.onClearStore(async () => clearSnapshot());
  // Back online: whatever is on screen asks again, catching up on changes missed while offline,
  // once. A socket that is reconnecting asks once it has resubscribed, so nothing falls between
  // (apollo-ws.ts); otherwise the pages ask now.
  // A sign-out made offline reaches the server first (auth/pendingSignOut.ts).
  subscribeOnline(() => {
    if (!isOnline()) return;
    void endPendingSession().catch(() => {});
    if (!ws?.backOnline()) refetchActive();
  });
  return client;
}
