// Users and sign-in: accounts and guests, OAuth links, sessions and mailed tokens. The groups
// table is here too, not in groups.ts: users.guest_group_id and groups.owner_id point at each
// other, and one file keeps the area files free of import cycles.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-cased: e-mail is the identity for sign-in and invitations. Null only
    // for a guest (docs/product.md, "Guests"): a name a host plays with, who never signs in.
    email: text('email').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    // The secret of the user's iCalendar feed URL, kept as is (not hashed): the profile shows the
    // URL on every visit, and it only grants a read-only list of the user's own events. Null
    // until first asked for; rotating replaces it.
    calendarFeedToken: text('calendar_feed_token').unique(),
    // A guest has no e-mail, no password and no session; it belongs to the group whose events it
    // plays (reused there night after night) or, outside groups, to the host who added it.
    isGuest: boolean('is_guest').notNull().default(false),
    guestGroupId: uuid('guest_group_id').references((): AnyPgColumn => groups.id, {
      onDelete: 'set null',
    }),
    guestOwnerId: uuid('guest_owner_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    // Set once, when a real account took the guest's games over (claimGuest): a claimed guest
    // keeps no rows and cannot be claimed again.
    claimedBy: uuid('claimed_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'users_guest_has_no_email',
      sql`(${t.isGuest} and ${t.email} is null and ${t.passwordHash} is null) or (not ${t.isGuest} and ${t.email} is not null)`,
    ),
    index('users_guest_group').on(t.guestGroupId),
    index('users_guest_owner').on(t.guestOwnerId),
  ],
);

// An invitation for a guest's games to move to whoever holds this e-mail (inviteGuestToClaim).
// Only the token's SHA-256 is stored, as for every mailed link.
export const guestClaims = pgTable(
  'guest_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('guest_claims_email_lower', sql`${t.email} = lower(${t.email})`),
    index('guest_claims_guest').on(t.guestId),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_accounts_user').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 hex of the token in the cookie; the token itself is never stored.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const emailTokenKind = pgEnum('email_token_kind', ['verify', 'reset']);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKind('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user').on(t.userId, t.kind)],
);

export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type GuestClaimRow = typeof guestClaims.$inferSelect;
