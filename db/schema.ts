// The whole relational data model of DESIGN.md. Ownership is by foreign key, lists are join
// tables, money is whole cents, instants are timestamptz. Capacity and seat rules the database
// can enforce (checks, unique constraints) live here so no code path can bypass them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-cased: e-mail is the identity for sign-in and invitations.
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
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

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user').on(t.userId)],
);

export const groupInvites = pgTable(
  'group_invites',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.email] }), index('group_invites_email').on(t.email)],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('locations_owner').on(t.ownerId, t.name)],
);

export const eventStatus = pgEnum('event_status', ['upcoming', 'completed']);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    // The address text as shown on the event; copied from a saved location when one is picked.
    location: text('location').notNull(),
    buyInCents: integer('buy_in_cents').notNull(),
    maxPlayers: integer('max_players').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    status: eventStatus('status').notNull().default('upcoming'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_buy_in_not_negative', sql`${t.buyInCents} >= 0`),
    check('events_max_players_at_least_2', sql`${t.maxPlayers} >= 2`),
    index('events_starts_at').on(t.startsAt),
    index('events_group').on(t.groupId, t.startsAt),
    index('events_owner').on(t.ownerId),
  ],
);

export const eventPlayers = pgTable(
  'event_players',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_players_user').on(t.userId)],
);

export const eventInvites = pgTable(
  'event_invites',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] }), index('event_invites_email').on(t.email)],
);

export const eventTables = pgTable(
  'event_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxSeats: integer('max_seats').notNull().default(9),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_tables_seats_6_to_10', sql`${t.maxSeats} between 6 and 10`),
    index('event_tables_event').on(t.eventId),
  ],
);

export const seatReservations = pgTable(
  'seat_reservations',
  {
    tableId: uuid('table_id')
      .notNull()
      .references(() => eventTables.id, { onDelete: 'cascade' }),
    seatNumber: integer('seat_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.seatNumber] }),
    unique('seat_reservations_one_per_player').on(t.tableId, t.userId),
    check('seat_reservations_seat_positive', sql`${t.seatNumber} >= 1`),
  ],
);

export const eventWinners = pgTable(
  'event_winners',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeCents: integer('prize_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.place] }),
    check('event_winners_place_1_to_3', sql`${t.place} between 1 and 3`),
    check('event_winners_prize_not_negative', sql`${t.prizeCents} >= 0`),
    index('event_winners_user').on(t.userId),
  ],
);

export interface BlindLevelData {
  id: string;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
}

export interface ChipData {
  value: number;
  color: string;
  quantity: number;
}

export const tournamentTemplates = pgTable(
  'tournament_templates',
  {
    // Custom template ids start with "custom-" so they never collide with the built-in ones.
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    levels: jsonb('levels').$type<BlindLevelData[]>().notNull(),
    chips: jsonb('chips').$type<ChipData[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tournament_templates_custom_id', sql`${t.id} like 'custom-%'`),
    index('tournament_templates_owner').on(t.ownerId),
  ],
);

// --- Game night (issue 11) ---------------------------------------------------------------------

export const tournamentPhase = pgEnum('tournament_phase', ['running', 'paused', 'finished']);

/** The template as copied at the start: later edits of the template change nothing here. */
export interface TournamentTemplateCopy {
  id: string;
  name: string;
  builtIn: boolean;
  blindStructureName: string;
  levels: BlindLevelData[];
  chipSetName: string;
  chips: ChipData[];
}

/** One move of the latest table balancing, kept so every screen can list it. */
export interface SeatMoveData {
  userId: string;
  fromTable: string;
  fromSeat: number;
  toTable: string;
  toSeat: number;
}

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One tournament per event: two host phones pressing Start race on this constraint.
    eventId: uuid('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    template: jsonb('template').$type<TournamentTemplateCopy>().notNull(),
    phase: tournamentPhase('phase').notNull().default('running'),
    levelIndex: integer('level_index').notNull().default(0),
    // The clock's state (core/tournament-clock.ts): running → when the level ends; paused → the
    // seconds it had left. Both are instants or durations, so a restart loses nothing.
    levelEndsAt: timestamp('level_ends_at', { withTimezone: true }),
    pausedRemainingSeconds: integer('paused_remaining_seconds'),
    buyInCents: integer('buy_in_cents').notNull(),
    rebuyCents: integer('rebuy_cents').notNull().default(0),
    addOnCents: integer('add_on_cents').notNull().default(0),
    bountyCents: integer('bounty_cents').notNull().default(0),
    // Rebuys and add-ons are open during the first this-many levels; null: all night.
    rebuyLevels: integer('rebuy_levels'),
    addOnLevels: integer('add_on_levels'),
    payoutPercents: jsonb('payout_percents').$type<number[]>().notNull(),
    // The display link's token itself, not a hash: the host and players are shown the link (and
    // its QR code) again on every visit, and it only grants a names-only, read-only view.
    displayToken: text('display_token').notNull().unique(),
    seatMoves: jsonb('seat_moves').$type<SeatMoveData[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tournaments_level_index_not_negative', sql`${t.levelIndex} >= 0`),
    check(
      'tournaments_amounts_not_negative',
      sql`${t.buyInCents} >= 0 and ${t.rebuyCents} >= 0 and ${t.addOnCents} >= 0 and ${t.bountyCents} >= 0`,
    ),
  ],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rebuys: integer('rebuys').notNull().default(0),
    addOns: integer('add_ons').notNull().default(0),
    knockouts: integer('knockouts').notNull().default(0),
    finishPlace: integer('finish_place'),
    bustedAt: timestamp('busted_at', { withTimezone: true }),
    eliminatedBy: uuid('eliminated_by').references(() => users.id, { onDelete: 'set null' }),
    // Entries list in this order (the event's joining order, host first).
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    // Two busts can never share a place, whatever the race.
    unique('tournament_entries_one_per_place').on(t.tournamentId, t.finishPlace),
    check(
      'tournament_entries_counts_not_negative',
      sql`${t.rebuys} >= 0 and ${t.addOns} >= 0 and ${t.knockouts} >= 0`,
    ),
  ],
);

export const tournamentResults = pgTable(
  'tournament_results',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeCents: integer('prize_cents').notNull().default(0),
    bountyCents: integer('bounty_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.place] }),
    check('tournament_results_place_positive', sql`${t.place} >= 1`),
    check(
      'tournament_results_money_not_negative',
      sql`${t.prizeCents} >= 0 and ${t.bountyCents} >= 0`,
    ),
    index('tournament_results_user').on(t.userId),
  ],
);

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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventTableRow = typeof eventTables.$inferSelect;
export type SeatRow = typeof seatReservations.$inferSelect;
export type WinnerRow = typeof eventWinners.$inferSelect;
export type TournamentTemplateRow = typeof tournamentTemplates.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
export type TournamentResultRow = typeof tournamentResults.$inferSelect;
