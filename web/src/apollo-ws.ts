// The subscription transport: graphql-ws on the same /graphql path. Its own module so the
// WebSocket client is downloaded with the first subscription (apollo.ts loads it lazily), not
// with the landing page.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

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
      // Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s.
      retryWait: async (retries) => {
        const delay = Math.min(1_000 * 2 ** retries, 30_000);
        await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * 500));
      },
    }),
  );
}
