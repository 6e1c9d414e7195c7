// The e-mail queue's storage, email_outbox. Queuing is a write in the caller's transaction: the
// mail goes out only if the action commits, and a crash after commit loses nothing, because the
// worker finds the row later. The worker (worker.ts) claims and settles rows through the
// functions below and holds no SQL of its own.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../../db/client';
import { emailOutbox, type OutboxRow } from '../../../db/schema';
import type { EmailProps, EmailTemplateName } from '../../../emails';

export interface OutboxMessage<K extends EmailTemplateName> {
  template: K;
  to: string;
  replyTo?: string;
  props: EmailProps[K];
}

/** One mail to each address, alike but for the recipient, replies going to `replyTo`. */
export function mailEach<K extends EmailTemplateName>(
  template: K,
  to: readonly string[],
  replyTo: string | null,
  props: EmailProps[K],
): OutboxMessage<K>[] {
  return to.map((email) => ({ template, to: email, ...(replyTo ? { replyTo } : {}), props }));
}

/** Any one message, with its props tied to its template. */
export type AnyOutboxMessage = { [K in EmailTemplateName]: OutboxMessage<K> }[EmailTemplateName];

/** What email_outbox.payload holds; the worker reads it back. */
export type OutboxPayload = {
  props: Record<string, unknown>;
  replyTo?: string;
};

/**
 * The order the worker sends in, lowest first. Someone waiting for a sign-up or reset link must
 * never wait behind a host's invitations (3 sends a second make 200 invitations a minute's queue).
 */
export const MAIL_PRIORITY = { account: 0, notice: 1, bulk: 2 } as const;

const priorityOf: Record<EmailTemplateName, number> = {
  verifyEmail: MAIL_PRIORITY.account,
  passwordReset: MAIL_PRIORITY.account,
  contactMessage: MAIL_PRIORITY.notice,
  eventCancelled: MAIL_PRIORITY.notice,
  eventUpdated: MAIL_PRIORITY.notice,
  eventReminder: MAIL_PRIORITY.notice,
  eventReminderSummary: MAIL_PRIORITY.notice,
  eventInvite: MAIL_PRIORITY.bulk,
  guestClaim: MAIL_PRIORITY.notice,
  groupInvite: MAIL_PRIORITY.bulk,
  waitlistPromoted: MAIL_PRIORITY.notice,
};

function toRow(message: AnyOutboxMessage) {
  const payload: OutboxPayload = { props: { ...message.props } };
  if (message.replyTo) payload.replyTo = message.replyTo;
  return {
    template: message.template,
    to: message.to,
    payload,
    priority: priorityOf[message.template],
  };
}

/** Queues one e-mail; returns the outbox row id. Call the worker's wake() after the commit. */
export async function enqueueEmail<K extends EmailTemplateName>(
  executor: Executor,
  message: OutboxMessage<K>,
): Promise<number> {
  const [id] = await enqueueEmails(executor, [message as AnyOutboxMessage]);
  if (id === undefined) throw new Error('email_outbox insert returned no row');
  return id;
}

/** Queues many e-mails in one statement (e.g. one invitation per address). */
export async function enqueueEmails(
  executor: Executor,
  messages: readonly AnyOutboxMessage[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await executor
    .insert(emailOutbox)
    .values(messages.map(toRow))
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

function interval(ms: number) {
  return sql.raw(`interval '${Math.round(ms)} milliseconds'`);
}

/**
 * Claims the most urgent due row for `leaseMs`: counts the attempt and pushes next_attempt_at
 * past the send, which hides the row from every other instance until the lease ends. SKIP LOCKED
 * sends racing instances to different rows.
 */
export async function claimNext(db: Db, leaseMs: number): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.priority), asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
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

/**
 * Updates a claimed row only while the claim holds (same attempt count, still pending): once a
 * lease has run out the row may belong to another instance. False when the claim was lost.
 */
async function settle(
  db: Db,
  row: OutboxRow,
  set: PgUpdateSetSource<typeof emailOutbox>,
): Promise<boolean> {
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
  return updated.length > 0;
}

export const outcomes = {
  /** Just before the request: until an answer comes back, its outcome is unknown. */
  sending: (db: Db, row: OutboxRow) => settle(db, row, { sendInDoubt: true }),
  sent: (db: Db, row: OutboxRow) =>
    settle(db, row, { status: 'sent', sentAt: sql`now()`, lastError: null, sendInDoubt: false }),
  failed: (db: Db, row: OutboxRow, lastError: string) =>
    settle(db, row, { status: 'failed', lastError }),
  retryLater: (
    db: Db,
    row: OutboxRow,
    retry: { delayMs: number; lastError: string; sendInDoubt: boolean },
  ) =>
    settle(db, row, {
      lastError: retry.lastError,
      sendInDoubt: retry.sendInDoubt,
      nextAttemptAt: sql`now() + ${interval(retry.delayMs)}`,
    }),
  /** Not attempted after all (the worker is stopping): due again at once, attempt not counted. */
  handBack: (db: Db, row: OutboxRow) =>
    settle(db, row, { attempts: row.attempts - 1, nextAttemptAt: sql`now()` }),
};

/** Milliseconds until the earliest pending row is due (≤ 0: due now), or null when none is pending. */
export async function nextDueInMs(db: Db): Promise<number | null> {
  const [next] = await db
    .select({
      ms: sql<
        number | null
      >`extract(epoch from (min(${emailOutbox.nextAttemptAt}) - now())) * 1000`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  const ms = next?.ms;
  return ms === null || ms === undefined || Number.isNaN(ms) ? null : ms;
}
