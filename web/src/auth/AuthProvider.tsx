// Sign-in state (docs/product.md §4): loading, then a signed-in user or none. It is backed by the `me`
// query, so anything that writes `me` to the cache (sign-in, register, verify, profile save)
// updates every guard and the top bar at once.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { CurrentUserFragment } from '../gql/graphql';
import { notifyError } from '../ui/notify';
import { ME_QUERY } from './documents';
import { forgetExplorer } from './forgetExplorer';
import { endPendingSession, markSignOutPending } from './pendingSignOut';

export type CurrentUser = CurrentUserFragment;

export interface AuthContextValue {
  /** The signed-in user, or `null` when signed out (and while loading). */
  user: CurrentUser | null;
  /** True until the first sign-in state is known. Later refreshes keep the previous user. */
  loading: boolean;
  /** Asks the server again (network only) and returns the fresh user. */
  refresh: () => Promise<CurrentUser | null>;
  /** Records the user a sign-in or registration returned, without another round trip. */
  setUser: (user: CurrentUser | null) => void;
  /**
   * Forgets every cached result of this user at once and ends the session on the server, now
   * or once the network returns. Never fails.
   */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, previousData, error } = useQuery(ME_QUERY, { notifyOnNetworkStatusChange: false });
  const reportedError = useRef(false);

  useEffect(() => {
    // The server could not be reached, or refused this page (opened at an address it does not
    // serve): act as signed out, and say so once — with the server's explanation if it gave one.
    if (error && !data && !reportedError.current) {
      reportedError.current = true;
      notifyError(error, 'Connection failed.', { autoClose: false });
    }
  }, [error, data]);

  const setUser = useCallback(
    (user: CurrentUser | null) => {
      // Written with its __typename so the cache normalises it with the `me` query's own result.
      const me = user ? ({ __typename: 'Me' as const, ...user } as CurrentUser) : null;
      client.writeQuery({ query: ME_QUERY, data: { me } });
    },
    [client],
  );

  const refresh = useCallback(async () => {
    const result = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
    return result.data?.me ?? null;
  }, [client]);

  // Sign-out's reset (the only one) refetches the active queries once the cache is empty; `me`
  // is written back as nobody first, so offline, where the refetch reads the cache, it still
  // finds an answer (signed out), and online it waits for the session to end (pendingSignOut.ts).
  const signingOut = useRef(false);
  useEffect(
    () =>
      client.onResetStore(async () => {
        if (signingOut.current) client.writeQuery({ query: ME_QUERY, data: { me: null } });
      }),
    [client],
  );

  const signOut = useCallback(async () => {
    // This device first, online or not (issue 27, #8): the next person here must find nothing of
    // this one. The pending mark comes first, so whatever asks the server from now on waits for
    // the session to end (pendingSignOut.ts); then signed out on screen at once.
    markSignOutPending();
    signingOut.current = true;
    client.writeQuery({ query: ME_QUERY, data: { me: null } });
    forgetExplorer();
    try {
      // Empties the cache and its saved copy (apollo.ts), cancels answers still on their way.
      // Offline, the queries of the page being left fail: nothing to report.
      await client.resetStore().catch(() => {});
    } finally {
      signingOut.current = false;
    }
    // The server: now if it answers (the refetch above usually did it), else once the network
    // returns (apollo.ts).
    void endPendingSession().catch(() => {});
  }, [client]);

  // After the first answer, a cache reset (sign-out, resetStore elsewhere) keeps showing the last
  // known state until the refetch lands, instead of flashing Loading... or bouncing to /login.
  const known = data ?? previousData;
  const loading = known === undefined && !error;
  const user = known?.me ?? null;

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, refresh, setUser, signOut }),
    [user, loading, refresh, setUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state. Throws when used outside `AuthProvider` (docs/product.md §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
