// Topics ("event:{id}", "group:{id}", "user:{id}", "sessions:{userId}") announce that something
// changed after a write commits; subscribers re-read fresh data themselves. In one process
// (PGlite) an EventEmitter carries them; on Postgres, LISTEN/NOTIFY does, so every instance
// behind a load balancer hears every change. One write's topics go out in one statement, and
// publishing never waits for them to be delivered or for anyone to re-read.
import { EventEmitter } from 'node:events';
import type postgres from 'postgres';

const CHANNEL = 'poker_night_topics';

/**
 * One announcement of one topic, as every subscriber to it on this instance receives it: the
 * same object for all of them, so the work of re-reading can be shared (graphql/live-updates.ts
 * keeps what it shares in `shared`, and it goes away with the announcement).
 */
export class Announcement {
  readonly shared = new Map<unknown, unknown>();
  constructor(readonly topic: string) {}
}

export interface PubSub {
  /**
   * Announces the topics. Resolves once they are handed over, not once anyone has heard them:
   * a writer never waits for the fan-out. `close()` waits for what is still being sent.
   */
  publish(...topics: string[]): Promise<void>;
  /** An async iterator of the topic's announcements; `return()` unsubscribes. */
  subscribe(topic: string): AsyncIterableIterator<Announcement>;
  /** A plain callback subscription (for socket bookkeeping); returns the unsubscribe function. */
  on(topic: string, listener: () => void): () => void;
  close(): Promise<void>;
}

function createLocalBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

/** Ends every open subscription when the bus closes, so none resolves against a closed database. */
const CLOSE = Symbol('close');

function iterate(emitter: EventEmitter, topic: string): AsyncIterableIterator<Announcement> {
  let latest: Announcement | null = null;
  let wake: (() => void) | null = null;
  let done = false;
  const listener = (announcement: Announcement) => {
    latest = announcement;
    wake?.();
  };
  const finish = () => {
    done = true;
    latest = null;
    emitter.off(topic, listener);
    emitter.off(CLOSE, finish);
    wake?.();
  };
  emitter.on(topic, listener);
  emitter.on(CLOSE, finish);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      while (!done && !latest) await new Promise<void>((r) => (wake = r));
      wake = null;
      if (done || !latest) return { done: true, value: undefined };
      // Several announcements queued while the client was busy collapse into one re-read, of
      // the latest (what others hearing it at the same time share).
      const value: Announcement = latest;
      latest = null;
      return { done: false, value };
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    async throw(error) {
      finish();
      throw error;
    },
  };
}

/** Tells this instance's subscribers: one Announcement per topic, shared by all who hear it. */
function deliver(emitter: EventEmitter, topic: string) {
  if (emitter.listenerCount(topic) > 0) emitter.emit(topic, new Announcement(topic));
}

/**
 * The parts both buses share: local delivery through `emitter`, ending subscriptions on close,
 * and sends that run in the background (`send` rejecting is logged by `onError`, never thrown at
 * the writer, whose change has committed either way).
 */
function busOver(
  emitter: EventEmitter,
  send: (topics: string[]) => Promise<void>,
  onError: (error: unknown) => void,
  release: () => Promise<void> = async () => {},
): PubSub {
  const sending = new Set<Promise<void>>();
  return {
    async publish(...topics) {
      if (topics.length === 0) return;
      const sent = send([...new Set(topics)]).catch(onError);
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    subscribe: (topic) => iterate(emitter, topic),
    on(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    async close() {
      await Promise.all(sending);
      emitter.emit(CLOSE);
      emitter.removeAllListeners();
      await release();
    },
  };
}

const logToStderr = (error: unknown) => console.error('Live-update announcement failed', error);

export function createLocalPubSub(onError: (error: unknown) => void = logToStderr): PubSub {
  const emitter = createLocalBus();
  // On the next turn of the event loop, so the writer carries on first.
  const send = (topics: string[]) =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        for (const topic of topics) deliver(emitter, topic);
        resolve();
      }),
    );
  return busOver(emitter, send, onError);
}

export async function createPostgresPubSub(
  sql: postgres.Sql,
  onError: (error: unknown) => void = logToStderr,
): Promise<PubSub> {
  const emitter = createLocalBus();
  // postgres.js keeps a dedicated connection for LISTEN and re-listens after reconnecting.
  const listening = await sql.listen(CHANNEL, (payload) => deliver(emitter, payload));
  // Our own NOTIFY comes back through LISTEN, so local subscribers hear it the same way. All of
  // a write's topics in one statement (one notification each, as LISTEN expects).
  const send = async (topics: string[]) => {
    await sql`select pg_notify(${CHANNEL}, topic) from unnest(${topics}::text[]) as topic`;
  };
  return busOver(emitter, send, onError, () => listening.unlisten());
}
