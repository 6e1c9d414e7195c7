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

/** When the network last came back (0: not since the page opened). */
let cameOnlineAt = 0;
/** The socket graphql-ws opened last: one made while offline can hang in CONNECTING. */
let lastSocket: WebSocket | null = null;

function remember(socket: WebSocket) {
  lastSocket = socket;
}

/** A WebSocket that graphql-ws creates, remembered so a reconnect can replace a stuck one. */
class TrackedWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    remember(this);
  }
}

/**
 * Back online: a socket that is not open (one tried while offline may never fail by itself) is
 * closed, so graphql-ws reconnects now and sends its subscriptions again.
 */
function onOnline() {
  cameOnlineAt = Date.now();
  if (lastSocket && lastSocket.readyState !== WebSocket.OPEN) lastSocket.close();
}

/**
 * Waits before the next reconnection: the backoff while a network is there; with none, until it
 * comes back (no attempts doomed to fail meanwhile). Right after the network returns, only a
 * short jitter (so every open tab does not retry in the same instant), so live updates resume
 * within a moment instead of after up to 30 s.
 */
export function waitToRetry(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', soon);
      resolve();
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(done, Math.random() * 500);
    };
    const justBack = Date.now() - cameOnlineAt < 5_000;
    let timer = !isOnline()
      ? undefined
      : setTimeout(done, justBack ? Math.random() * 500 : retryDelay(retries));
    window.addEventListener('online', soon);
  });
}

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * `onReconnected` runs when the socket is back after a drop (offline, server restart): changes
 * published while it was down were never delivered, so the pages ask again.
 */
export function createWsLink(onReconnected: () => void = () => {}) {
  window.addEventListener('online', onOnline);
  return new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      webSocketImpl: TrackedWebSocket,
      lazy: true,
      // Keep the socket for a moment after the last subscription ends, so page changes that
      // swap one subscription for another do not reconnect.
      lazyCloseTimeout: 3_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: waitToRetry,
      on: {
        // After the subscriptions are sent again, so nothing falls between the two.
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) setTimeout(onReconnected, 0);
        },
      },
    }),
  );
}
