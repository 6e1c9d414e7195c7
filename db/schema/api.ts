// --- Integrator API -----------------------------------------------------------------------------
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const accessScope = pgEnum('access_scope', ['read', 'write']);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // SHA-256 hex of the token; the token itself is shown once and never stored.
    tokenHash: text('token_hash').notNull().unique(),
    // The token's first characters (after its recognisable "pn_" start), so a list can tell
    // tokens apart without holding them.
    prefix: text('prefix').notNull(),
    scopes: accessScope('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

// Cost budgets (token buckets) per token or session, shared by every instance.
export const costBudgets = pgTable('cost_budgets', {
  key: text('key').primaryKey(),
  remaining: integer('remaining').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
});

// A mutation's first response for an Idempotency-Key, replayed for 24 h. `response` is null
// while the first request is still running, so a concurrent retry waits instead of running twice.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Whose key it is (a user id): one caller's key never answers another's request.
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    // SHA-256 of the request body: the same key with another request is refused, not replayed.
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.principal, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);

export type AccessTokenRow = typeof accessTokens.$inferSelect;
