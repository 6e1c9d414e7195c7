// The subscription transport: graphql-ws on the same /graphql path. Its own module so the
// WebSocket client is downloaded with the first subscription (apollo.ts loads it lazily), not
// with the landing page.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { isOnline } from './offline/online';

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(retries: number) {
  return Math.min(1_000 * 2 ** retries, 30_000) + Math.random() * 500;
}

/**
 * Waits before the next reconnection: the backoff while a network is there; with none, until it
 * comes back (no attempts doomed to fail meanwhile). Coming back online cuts any wait short, so
 * live updates resume within a moment of reconnecting instead of after up to 30 s.
 */
export function waitToRetry(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', soon);
      resolve();
    };
    // A short jitter after reconnecting, so every open tab does not retry in the same instant.
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(done, Math.random() * 500);
    };
    let timer = isOnline() ? setTimeout(done, retryDelay(retries)) : undefined;
    window.addEventListener('online', soon);
  });
}

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

export function createWsLink() {
  return new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      lazy: true,
      // Keep the socket for a moment after the last subscription ends, so page changes that
      // swap one subscription for another do not reconnect.
      lazyCloseTimeout: 3_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: waitToRetry,
    }),
  );
}
