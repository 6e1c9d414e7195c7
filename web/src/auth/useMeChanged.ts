// The dashboard, history and groups pages show lists of mine that other people's writes change
// (an invitation arrives, a host cancels); `meChanged` says when, and the page asks again.
import { useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { ME_CHANGED_SUBSCRIPTION } from './documents';

/**
 * Asks the page's query again whenever `meChanged` fires. Returns that reload, for after the
 * page's own writes. A failed reload keeps what is on screen (it is logged, not shown).
 */
export function useRefetchOnMeChanged(refetch: () => Promise<unknown>): () => Promise<void> {
  const reload = useCallback(async () => {
    try {
      await refetch();
    } catch (refetchError) {
      console.error(refetchError);
    }
  }, [refetch]);

  useSubscription(ME_CHANGED_SUBSCRIPTION, {
    onData: () => void reload(),
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  return reload;
}
