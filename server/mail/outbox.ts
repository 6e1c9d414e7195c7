// Queuing e-mail is a database write in the caller's transaction: the mail goes out only if the
// action commits, and a crash after commit loses nothing, because the worker finds the row later.
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailProps, EmailTemplateName } from '../../emails';

export interface OutboxMessage<K extends EmailTemplateName> {
  template: K;
  to: string;
  replyTo?: string;
  props: EmailProps[K];
}

/** Any one message, with its props tied to its template. */
export type AnyOutboxMessage = { [K in EmailTemplateName]: OutboxMessage<K> }[EmailTemplateName];

/** What email_outbox.payload holds; the worker reads it back. */
export type OutboxPayload = {
  props: Record<string, unknown>;
  replyTo?: string;
};

function toRow(message: AnyOutboxMessage) {
  const payload: OutboxPayload = { props: { ...message.props } };
  if (message.replyTo) payload.replyTo = message.replyTo;
  return { template: message.template, to: message.to, payload };
}

/** Queues one e-mail; returns the outbox row id. Call the worker's wake() after the commit. */
export async function enqueueEmail<K extends EmailTemplateName>(
  executor: Executor,
  message: OutboxMessage<K>,
): Promise<number> {
  const [row] = await executor
    .insert(emailOutbox)
    .values(toRow(message as AnyOutboxMessage))
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
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
