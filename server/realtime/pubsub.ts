// Topics ("event:{id}", "group:{id}", "user:{id}", "sessions:{userId}") announce that something
// changed after a write commits; subscribers re-read fresh data themselves. In one process
// (PGlite) an EventEmitter carries them; on Postgres, LISTEN/NOTIFY does, so every instance
// behind a load balancer hears every change.
import { EventEmitter } from 'node:events';
import type postgres from 'postgres';

const CHANNEL = 'poker_night_topics';

export interface PubSub {
  publish(...topics: string[]): Promise<void>;
  /** An async iterator of the topic's announcements; `return()` unsubscribes. */
  subscribe(topic: string): AsyncIterableIterator<string>;
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

function iterate(emitter: EventEmitter, topic: string): AsyncIterableIterator<string> {
  const pending: string[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const listener = () => {
    pending.push(topic);
    wake?.();
  };
  const finish = () => {
    done = true;
    pending.length = 0;
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
      while (!done && pending.length === 0) await new Promise<void>((r) => (wake = r));
      wake = null;
      if (done) return { done: true, value: undefined };
      // Several announcements queued while the client was busy collapse into one re-read.
      pending.length = 0;
      return { done: false, value: topic };
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

/** The parts both buses share: local delivery through `emitter`, and ending subscriptions on close. */
function busOver(
  emitter: EventEmitter,
  publish: PubSub['publish'],
  release: () => Promise<void> = async () => {},
): PubSub {
  return {
    publish,
    subscribe: (topic) => iterate(emitter, topic),
    on(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    async close() {
      emitter.emit(CLOSE);
      emitter.removeAllListeners();
      await release();
    },
  };
}

export function createLocalPubSub(): PubSub {
  const emitter = createLocalBus();
  return busOver(emitter, async (...topics) => {
    for (const topic of topics) emitter.emit(topic);
  });
}

export async function createPostgresPubSub(sql: postgres.Sql): Promise<PubSub> {
  const emitter = createLocalBus();
  // postgres.js keeps a dedicated connection for LISTEN and re-listens after reconnecting.
  const listening = await sql.listen(CHANNEL, (payload) => emitter.emit(payload));
  // Our own NOTIFY comes back through LISTEN, so local subscribers hear it the same way.
  return busOver(
    emitter,
    async (...topics) => {
      for (const topic of topics) await sql`select pg_notify(${CHANNEL}, ${topic})`;
    },
    () => listening.unlisten(),
  );
}
