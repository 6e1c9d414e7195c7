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
import { ME_QUERY, SIGN_OUT_MUTATION } from './documents';

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
  /** Ends the session on the server and forgets every cached result of this user. */
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

  const signOut = useCallback(async () => {
    await client.mutate({ mutation: SIGN_OUT_MUTATION });
    // Signed out at once, then drop everything the previous user could see; the reset
    // refetches `me`, which the server now answers with null.
    client.writeQuery({ query: ME_QUERY, data: { me: null } });
    await client.resetStore();
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
