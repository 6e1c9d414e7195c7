// Sends what actions queued in email_outbox: claims one due row at a time, renders its template,
// waits for a deployment-wide send slot, sends, and records the outcome on the row.
//
// A claim is a lease, not a lock held during the send: one short statement picks the row with
// FOR UPDATE SKIP LOCKED (so concurrent instances never pick the same row) and pushes its
// next_attempt_at past the send, which hides it from every other instance until the lease ends.
// Holding a transaction open across an HTTP call would pin a Postgres connection and, on PGlite,
// stall every other query of the app. If an instance dies mid-send, the lease runs out and
// another instance sends the row again: delivery is at least once.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { emailOutbox, type OutboxRow } from '../../db/schema';
import { isEmailTemplateName, renderEmail, type RenderedEmail } from '../../emails';
import type { OutboxPayload } from './outbox';
import { releaseSendSlot, takeSendSlot } from './send-rate';
import { TransportError, type MailTransport } from './transport';

/** Pino's methods fit: (obj, msg). */
export type LogFn = (obj: object, msg?: string) => void;
export interface MailLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: MailLogger;
  sendsPerSecond?: number;
  retryDelayMs?: number;
  /** Retries after the first attempt; a row gets at most maxRetries + 1 attempts. */
  maxRetries?: number;
  /** How often an idle worker looks for rows queued by other instances. */
  pollIntervalMs?: number;
  /**
   * How long a claimed row stays hidden from other instances. It covers the wait for a send slot
   * (a few seconds even with many instances) and the send itself (the Postmark transport gives
   * up after 30 s).
   */
  leaseMs?: number;
}

export interface MailWorker {
  start(): void;
  /** Finishes the send in progress, hands back rows not yet sent, and stops polling. */
  stop(): Promise<void>;
  /** Looks for due mail now; actions call it after their transaction commits. */
  wake(): void;
  /** Sends everything due (waiting for the rate limit); resolves to the number sent. */
  runOnce(): Promise<number>;
}

const RATE_WINDOW_MS = 1000;

function interval(ms: number) {
  return sql.raw(`interval '${Math.round(ms)} milliseconds'`);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    from,
    logger,
    sendsPerSecond = 3,
    retryDelayMs = 2000,
    maxRetries = 3,
    pollIntervalMs = 1000,
    leaseMs = 60_000,
  } = options;
  const stopping = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let wakeAgain = false;
  // One pass at a time per instance, whether started by the timer or by runOnce().
  let passes: Promise<unknown> = Promise.resolve();

  async function claimNext(): Promise<OutboxRow | undefined> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${interval(leaseMs)}`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return row;
  }

  /** Updates the row only while our claim holds: an expired lease may belong to someone else now. */
  async function settle(row: OutboxRow, set: PgUpdateSetSource<typeof emailOutbox>) {
    const updated = await db
      .update(emailOutbox)
      .set(set)
      .where(
        and(
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.status, 'pending'),
          eq(emailOutbox.attempts, row.attempts),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (updated.length === 0) {
      logger.warn({ outboxId: row.id }, 'e-mail claim expired before its outcome was recorded');
    }
  }

  async function fail(row: OutboxRow, error: unknown, reason: string) {
    const lastError = errorText(error);
    await settle(row, { status: 'failed', lastError });
    logger.error(
      {
        outboxId: row.id,
        template: row.template,
        to: row.to,
        attempts: row.attempts,
        err: lastError,
      },
      `e-mail not sent: ${reason}`,
    );
  }

  /** The slot's key, or null when the worker is stopping. */
  async function waitForSendSlot(): Promise<string | null> {
    while (!stopping.signal.aborted) {
      const slot = await takeSendSlot(db, {
        limit: sendsPerSecond,
        windowMs: RATE_WINDOW_MS,
        holdMs: leaseMs,
      });
      if (slot.granted) return slot.key;
      await sleep(slot.retryInMs, stopping.signal);
    }
    return null;
  }

  /** Returns true when the mail went out. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    const payload = row.payload as OutboxPayload;
    let email: RenderedEmail;
    try {
      if (!isEmailTemplateName(row.template)) {
        throw new Error(`unknown template "${row.template}"`);
      }
      email = await renderEmail(row.template, payload.props as never);
    } catch (error) {
      await fail(row, error, 'its template did not render');
      return false;
    }

    const slot = await waitForSendSlot();
    if (slot === null) {
      // Stopping: hand the row back untouched so the next start (here or elsewhere) sends it.
      await settle(row, { attempts: row.attempts - 1, nextAttemptAt: sql`now()` });
      return false;
    }

    let failure: { error: unknown } | null = null;
    try {
      await transport.send({ from, to: row.to, replyTo: payload.replyTo, ...email });
    } catch (error) {
      failure = { error };
    }
    await releaseSendSlot(db, slot);

    if (!failure) {
      await settle(row, { status: 'sent', sentAt: sql`now()`, lastError: null });
      logger.info({ outboxId: row.id, template: row.template }, 'e-mail sent');
      return true;
    }
    await recordFailure(row, failure.error);
    return false;
  }

  async function recordFailure(row: OutboxRow, error: unknown) {
    // A transport that throws something else is treated like a network error: worth a retry.
    const retryable = !(error instanceof TransportError) || error.retryable;
    if (!retryable) return fail(row, error, 'the provider refused it');
    if (row.attempts > maxRetries) {
      return fail(row, error, `still failing after ${maxRetries} retries`);
    }
    const lastError = errorText(error);
    await settle(row, { lastError, nextAttemptAt: sql`now() + ${interval(retryDelayMs)}` });
    logger.warn(
      {
        outboxId: row.id,
        template: row.template,
        to: row.to,
        attempts: row.attempts,
        err: lastError,
      },
      `e-mail send failed; retrying in ${retryDelayMs} ms`,
    );
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopping.signal.aborted) {
      const row = await claimNext();
      if (!row) break;
      if (await deliver(row)) sent++;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    const pass = passes.then(drain);
    passes = pass.catch(() => {});
    return pass;
  }

  /** Until the earliest pending row is due (a retry), but at least every poll interval. */
  async function nextDelay(): Promise<number> {
    const [next] = await db
      .select({
        ms: sql<
          number | null
        >`extract(epoch from (min(${emailOutbox.nextAttemptAt}) - now())) * 1000`.mapWith(Number),
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    const ms = next?.ms;
    if (ms === null || ms === undefined || Number.isNaN(ms)) return pollIntervalMs;
    return Math.min(pollIntervalMs, Math.max(5, Math.ceil(ms) + 5));
  }

  async function tick() {
    wakeAgain = false;
    let delay = pollIntervalMs;
    try {
      await runOnce();
      if (!stopping.signal.aborted) delay = await nextDelay();
    } catch (error) {
      // The database may be briefly unreachable; the rows wait, and so do we.
      logger.error({ err: errorText(error) }, 'mail worker pass failed');
    }
    ticking = null;
    schedule(wakeAgain ? 0 : delay);
  }

  function schedule(delayMs: number) {
    if (!started || stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      ticking = tick();
    }, delayMs);
    // The server's sockets keep the process alive; a mail poll alone should not.
    timer.unref();
  }

  return {
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await ticking;
      await passes;
    },
    wake() {
      if (ticking) wakeAgain = true;
      else schedule(0);
    },
    runOnce,
  };
}
