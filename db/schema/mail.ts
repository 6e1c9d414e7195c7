// Mail and throttles: contact messages, the e-mail outbox and the shared rate-limit counters.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: text('template').notNull(),
    to: text('to_address').notNull(),
    // The template's props; rendered by the worker at send time.
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    // Lower is sent first: account mail (verify, reset) never waits behind invitations.
    priority: smallint('priority').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // Sent to Postmark as Metadata, so a send whose outcome was lost can be looked up there.
    messageKey: uuid('message_key').notNull().defaultRandom(),
    // A request went out and no answer came back (timeout, dropped connection, crash): Postmark
    // may have the mail, so the next attempt asks before sending again.
    sendInDoubt: boolean('send_in_doubt').notNull().default(false),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    index('email_outbox_claim')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Fixed-window counters shared by every instance: sign-in, registration, reset and contact
// throttles, and the e-mail send rate, all hold across a load-balanced deployment.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export type OutboxRow = typeof emailOutbox.$inferSelect;
