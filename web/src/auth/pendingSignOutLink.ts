// The app's requests wait for a sign-out made offline to reach the server (pendingSignOut.ts).
import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';
import { endPendingSession, isSignOutPending } from './pendingSignOut';

/**
 * Holds every operation until a pending sign-out has reached the server; while it cannot, the
 * operation fails as a request with no network would, and nothing goes out on the old session.
 */
export const pendingSignOutLink = new ApolloLink((operation, forward) =>
  isSignOutPending()
    ? from(endPendingSession()).pipe(mergeMap(() => forward(operation)))
    : forward(operation),
);
