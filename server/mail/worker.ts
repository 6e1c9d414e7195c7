// Sends what actions queued in email_outbox (store/outbox.ts): claims the most urgent due row, renders
// its template, waits for a deployment-wide send slot, sends, and records the outcome; failures
// are retried on the schedule of `retryDelay` below.
//
// A claim is a lease, not a lock held during the send: one short statement picks the row with
// FOR UPDATE SKIP LOCKED (so concurrent instances never pick the same row) and pushes its
// next_attempt_at past the send, which hides it from every other instance until the lease ends.
// Holding a transaction open across an HTTP call would pin a Postgres connection and, on PGlite,
// stall every other query of the app. If an instance dies mid-send, the lease runs out and
// another instance takes the row again.
//
// Delivery is at least once, with duplicates avoided where the provider lets us: the row is
// marked "in doubt" just before each request and cleared when an answer comes back. A row still
// in doubt when it is next claimed (the request timed out, the connection dropped, or the
// instance died mid-send) is first looked up at the provider by its message key, and marked
// sent without a second send if the provider has it.
import type { Db } from '../../db/client';
import type { OutboxRow } from '../../db/schema';
import { isEmailTemplateName, renderEmail, type RenderedEmail } from '../../emails';
import { claimNext, nextDueInMs, outcomes, type OutboxPayload } from './store/outbox';
import { releaseSendSlot, takeSendSlot } from '../rate-limits';
import { TransportError, type MailTransport } from './transport';

/** Pino's methods fit: (obj, msg). */
export type LogFn = (obj: object, msg?: string) => void;
export interface MailLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface RetryPolicy {
  /** docs/product.md §9: a failed send is retried after 2000 ms, 3 times… */
  fastDelayMs: number;
  fastRetries: number;
  /** …then after each of these waits in turn; when they run out, the row fails for good. */
  slowDelaysMs: readonly number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * the product's quick retries ride out a blip; the slow ones ride out an outage of Postmark (or of our
 * network) of up to a day: 13 attempts over 23 h 51 min before a mail is given up.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  fastDelayMs: 2000,
  fastRetries: 3,
  slowDelaysMs: [
    1 * MINUTE,
    5 * MINUTE,
    15 * MINUTE,
    30 * MINUTE,
    1 * HOUR,
    2 * HOUR,
    4 * HOUR,
    8 * HOUR,
    8 * HOUR,
  ],
};

/** How long to wait after a row's `attempts`-th attempt failed retryably, or null to give up. */
export function retryDelay(policy: RetryPolicy, attempts: number): number | null {
  if (attempts <= policy.fastRetries) return policy.fastDelayMs;
  return policy.slowDelaysMs[attempts - policy.fastRetries - 1] ?? null;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: MailLogger;
  sendsPerSecond?: number;
  /** The quick retries' delay (DEFAULT_RETRY_POLICY.fastDelayMs unless given). */
  retryDelayMs?: number;
  /** Quick retries after the first attempt. */
  maxRetries?: number;
  /** The slow retries' waits, after the quick ones; [] gives up after the quick retries. */
  slowRetryDelaysMs?: readonly number[];
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

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}

function formatDelay(ms: number): string {
  if (ms < MINUTE) return `${ms} ms`;
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} min`;
  return `${Math.round((ms / HOUR) * 10) / 10} h`;
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
    pollIntervalMs = 1000,
    leaseMs = 60_000,
  } = options;
  const policy: RetryPolicy = {
    fastDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_POLICY.fastDelayMs,
    fastRetries: options.maxRetries ?? DEFAULT_RETRY_POLICY.fastRetries,
    slowDelaysMs: options.slowRetryDelaysMs ?? DEFAULT_RETRY_POLICY.slowDelaysMs,
  };
  const stopping = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let wakeAgain = false;
  // One pass at a time per instance, whether started by the timer or by runOnce().
  let passes: Promise<unknown> = Promise.resolve();

  function about(row: OutboxRow) {
    return { outboxId: row.id, template: row.template, to: row.to, attempts: row.attempts };
  }

  /** Records an outcome; a claim that expired meanwhile is someone else's now, so say so. */
  async function record(row: OutboxRow, settled: Promise<boolean>): Promise<boolean> {
    if (await settled) return true;
    logger.warn({ outboxId: row.id }, 'e-mail claim expired before its outcome was recorded');
    return false;
  }

  async function fail(row: OutboxRow, error: unknown, reason: string) {
    const lastError = errorText(error);
    await record(row, outcomes.failed(db, row, lastError));
    logger.error({ ...about(row), err: lastError }, `e-mail not sent: ${reason}`);
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

  /** Returns true when the mail went out (or the provider turned out to have it already). */
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
      await record(row, outcomes.handBack(db, row));
      return false;
    }

    // One request's worth of work per slot: the look-up when an earlier send's outcome is
    // unknown, and the send unless the provider has the mail already.
    let found = false;
    let sending = false;
    let failure: { error: unknown } | null = null;
    try {
      if (row.sendInDoubt && transport.findSent) found = await transport.findSent(row.messageKey);
      if (!found) {
        if (!(await record(row, outcomes.sending(db, row)))) return false;
        sending = true;
        await transport.send({
          from,
          to: row.to,
          replyTo: payload.replyTo,
          ...email,
          tag: row.template,
          reference: { outboxId: row.id, key: row.messageKey },
        });
      }
    } catch (error) {
      failure = { error };
    } finally {
      await releaseSendSlot(db, slot);
    }

    if (failure) {
      // Only an answer to the send itself settles whether the provider took the mail.
      const answered =
        failure.error instanceof TransportError && failure.error.status !== undefined;
      await recordFailure(row, failure.error, sending ? !answered : row.sendInDoubt);
      return false;
    }
    await record(row, outcomes.sent(db, row));
    logger.info(
      { outboxId: row.id, template: row.template },
      found
        ? 'e-mail found at the provider after an unanswered send; not sent again'
        : 'e-mail sent',
    );
    return true;
  }

  async function recordFailure(row: OutboxRow, error: unknown, sendInDoubt: boolean) {
    // A transport that throws something else is treated like a network error: worth a retry.
    const retryable = !(error instanceof TransportError) || error.retryable;
    if (!retryable) return fail(row, error, 'the provider refused it');
    const delayMs = retryDelay(policy, row.attempts);
    if (delayMs === null) {
      const maybe = sendInDoubt ? ' (an earlier send got no answer, so it may have arrived)' : '';
      return fail(row, error, `still failing after ${row.attempts - 1} retries${maybe}`);
    }
    const lastError = errorText(error);
    await record(row, outcomes.retryLater(db, row, { delayMs, lastError, sendInDoubt }));
    logger.warn(
      { ...about(row), err: lastError },
      `e-mail send failed; retrying in ${formatDelay(delayMs)}`,
    );
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopping.signal.aborted) {
      const row = await claimNext(db, leaseMs);
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
    const ms = await nextDueInMs(db);
    if (ms === null) return pollIntervalMs;
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
