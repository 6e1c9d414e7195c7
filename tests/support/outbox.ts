// What the app queued to send. Every mail is written to email_outbox in the transaction of the
// write that causes it, so once a mutation has answered, "no mail" can be checked at once, with
// no wait for the worker to (not) send.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The outbox rows addressed to `to`, of one template when given. */
export async function queuedMail(database: Database, to: string, template?: string) {
  const conditions: SQL[] = [eq(emailOutbox.to, to)];
  if (template) conditions.push(eq(emailOutbox.template, template));
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(...conditions));
}
