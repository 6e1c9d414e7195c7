// The subscription transport: graphql-ws on the same /graphql path. Its own module so the
// WebSocket client is downloaded with the first subscription (apollo.ts loads it lazily), not
// with the landing page.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { backoffDelay } from '../../core/backoff';
import { isOnline } from './offline/online';

/** Up to half a second, so every open tab does not retry in the same instant. */
const jitter = () => Math.random() * 500;

/** docs/product.md §9's backoff (1 s, ×1.5, at most 60 s) plus the small jitter above. */
export function retryDelay(retries: number) {
  return backoffDelay(retries) + jitter();
}

/** When the network last came back (0: not since the page opened). */
let cameOnlineAt = 0;
/** The socket graphql-ws opened last: one made while offline can hang in CONNECTING. */
let lastSocket: WebSocket | null = null;
/** Ends the reconnection wait in progress (after a short jitter), if there is one. */
let wakeRetry: (() => void) | null = null;
/** What the pages do to catch up on what they missed (createWsLink's `onReconnected`). */
let catchUp: () => void = () => {};

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
 * The network is back (apollo.ts's one `online` listener calls this). A socket that is waiting
 * to reconnect retries now; one tried while offline, which may never fail by itself, is closed
 * so graphql-ws reconnects. Returns true when the socket is reconnecting: it then sends its
 * subscriptions again and calls `onReconnected`, so the caller need not ask again itself.
 */
export function backOnline(): boolean {
  cameOnlineAt = Date.now();
  if (wakeRetry) {
    wakeRetry();
    return true;
  }
  if (lastSocket?.readyState === WebSocket.CONNECTING) {
    lastSocket.close();
    return true;
  }
  return false;
}

/**
 * Waits before the next reconnection: the backoff while a network is there; with none, until it
 * comes back (no attempts doomed to fail meanwhile). Right after the network returns, only a
 * jitter, so live updates resume within a moment instead of after up to 60 s.
 */
export function waitToRetry(retries: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let woken = false;
    const done = () => {
      clearTimeout(timer);
      wakeRetry = null;
      resolve();
      // Woken by the network but every subscription ended meanwhile: graphql-ws opens no socket
      // and nothing reconnects, so the pages catch up here instead.
      const before = lastSocket;
      if (woken) setTimeout(() => lastSocket === before && catchUp(), 0);
    };
    const start = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    };
    wakeRetry = () => {
      woken = true;
      start(jitter());
    };
    if (isOnline()) start(Date.now() - cameOnlineAt < 5_000 ? jitter() : retryDelay(retries));
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
  catchUp = onReconnected;
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
