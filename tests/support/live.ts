// Subscriptions in tests. graphql-ws acknowledges the connection but not a subscribe, and a write
// made before the server has subscribed to its topic is never pushed. So the harness counts the
// topic subscriptions the server opens, and `listen` returns once the server has opened one for
// this subscription: the test writes next, with no sleep and no race.
import type { Client as WsClient } from 'graphql-ws';
import type { App } from '../../server/http/app';
import type { PubSub } from '../../server/realtime';
import { sourceOf, type GqlResult, type Operation } from './request';
import { eventually } from './wait';

/** Collects a subscription's results; `next()` waits for the next one. */
export function subscribe<T = any, V = Record<string, unknown>>(
  client: WsClient,
  operation: Operation<T, V>,
  variables?: V,
) {
  const results: GqlResult<T>[] = [];
  const waiters: (() => void)[] = [];
  let ended: unknown = undefined;
  const stop = client.subscribe<T>(
    { query: sourceOf(operation), variables: variables as Record<string, unknown> | undefined },
    {
      next: (value) => {
        results.push(value as GqlResult<T>);
        waiters.splice(0).forEach((w) => w());
      },
      error: (error) => {
        ended = error ?? 'error';
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => {
        ended = ended ?? 'complete';
        waiters.splice(0).forEach((w) => w());
      },
    },
  );
  let read = 0;
  return {
    results,
    get ended() {
      return ended;
    },
    async next(timeoutMs = 5000): Promise<GqlResult<T>> {
      const deadline = Date.now() + timeoutMs;
      while (results.length <= read) {
        if (ended !== undefined) throw new Error(`subscription ended: ${describeEnd(ended)}`);
        if (Date.now() > deadline) throw new Error('no subscription result in time');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return results[read++]!;
    },
    stop,
  };
}

function describeEnd(reason: unknown): string {
  if (reason && typeof reason === 'object' && 'code' in reason) {
    const { code, reason: text } = reason as { code: number; reason?: string };
    return `closed ${code} ${text ?? ''}`.trim();
  }
  if (reason instanceof Error) return reason.message;
  return Array.isArray(reason) ? JSON.stringify(reason) : String(reason);
}

export interface TopicCounter {
  /** Topic subscriptions the server has opened since the app started (never decreases). */
  opened(): number;
}

/** Wraps the app's pubsub so every topic subscription the resolvers open is counted. */
export function countTopicSubscriptions(app: App): TopicCounter {
  const pubsub = app.services.pubsub;
  let opened = 0;
  const counted: PubSub = {
    ...pubsub,
    subscribe(topic) {
      opened += 1;
      return pubsub.subscribe(topic);
    },
  };
  // Resolvers read `services.pubsub` per operation, so the swap reaches every later subscription.
  app.services.pubsub = counted;
  return { opened: () => opened };
}

export type LiveSubscription<T = any> = ReturnType<typeof subscribe<T>> & {
  /** Reads pushes until one matches; several writes may arrive as several pushes. */
  until(matches: (result: GqlResult<T>) => boolean, timeoutMs?: number): Promise<GqlResult<T>>;
  /** Stops the subscription and closes its socket. */
  close(): Promise<void>;
};

/**
 * Subscribes `client` over its own socket and resolves once the server listens on the topic.
 * A subscription the server refuses (an error, a closed socket) fails here with its reason.
 */
export async function listen<T = any, V = Record<string, unknown>>(
  topics: TopicCounter,
  client: { ws(): WsClient },
  operation: Operation<T, V>,
  variables?: V,
): Promise<LiveSubscription<T>> {
  const ws = client.ws();
  const before = topics.opened();
  const sub = subscribe(ws, operation, variables);
  const live: LiveSubscription<T> = Object.assign(sub, {
    async until(matches: (result: GqlResult<T>) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const left = deadline - Date.now();
        let result: GqlResult<T>;
        try {
          if (left <= 0) throw new Error('no subscription result in time');
          result = await sub.next(left);
        } catch (error) {
          const pushes = JSON.stringify(sub.results);
          throw new Error(`${(error as Error).message}; pushes so far: ${pushes}`);
        }
        if (matches(result)) return result;
      }
    },
    async close() {
      sub.stop();
      await ws.dispose();
    },
  });
  try {
    await eventually(
      () => {
        if (sub.ended !== undefined || sub.results.length > 0)
          throw new Error(`the subscription did not start: ${JSON.stringify(sub.results)}`);
        return topics.opened() > before;
      },
      { timeoutMs: 5000, what: 'the server to subscribe' },
    );
  } catch (error) {
    await live.close();
    throw error;
  }
  return live;
}
