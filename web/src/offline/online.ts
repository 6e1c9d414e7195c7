// Whether the browser has a network (SPEC §4 "network state"): navigator.onLine and its
// online/offline events. "Online" only means a network is there, not that the server answers;
// requests that then fail say so themselves (ui/errors.ts: time-out, connection, status).
import { useSyncExternalStore } from 'react';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
