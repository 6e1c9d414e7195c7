// The whole relational data model of docs/architecture.md. Ownership is by foreign key, lists are join
// tables, money is whole cents, instants are timestamptz. Capacity and seat rules the database
// can enforce (checks, unique constraints) live here so no code path can bypass them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

export const groupMemberRole = pgEnum('group_member_role', ['member', 'admin']);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The owner is groups.owner_id (one per group); this row says whether another member is an
    // admin. The owner's own row stays 'member' and is never read for rights.
    role: groupMemberRole('role').notNull().default('member'),
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
export const gameKind = pgEnum('game_kind', ['tournament', 'cash']);

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
    kind: gameKind('kind').notNull().default('tournament'),
    // Players are e-mailed this many hours before the start; 0 turns reminders off.
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    // The start time the host's reminder summary was sent for: claimed atomically by one
    // instance (update … where reminded_for is distinct from starts_at), so it goes out once,
    // and a new date makes the event due again. Players have their own (event_players).
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_buy_in_not_negative', sql`${t.buyInCents} >= 0`),
    check('events_reminder_hours_0_to_168', sql`${t.reminderHoursBefore} between 0 and 168`),
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
    // The start time this player's reminder was sent for, claimed as the event's is: once per
    // player and start, also for a player who joins after the event's reminder time.
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_players_user').on(t.userId)],
);

// Would-be players of a full event, first come first served (joined_at, then user_id).
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_waitlist_order').on(t.eventId, t.joinedAt),
    index('event_waitlist_user').on(t.userId),
  ],
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
  /** Breaks only (docs/product.md §10); rows saved before breaks have neither: not a break. */
  isBreak?: boolean;
  note?: string | null;
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

// Every game-night action, oldest first (docs/product.md, "The night's log"): who did what to
// whom and when. Rows are only ever added, and an undo is one more row: undoing marks the entry
// it reverses (undone_at, undone_by) and writes an 'undo' entry of its own. `data` keeps what the
// undo needs to put back (the level and clock before a level change, the place a bust took).
export const tournamentLog = pgTable(
  'tournament_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by'),
  },
  (t) => [index('tournament_log_tournament').on(t.tournamentId, t.at)],
);

// --- League and money ---------------------------------------------------------------------------

export const pointsFormula = pgEnum('points_formula', [
  'finish_order',
  'field_size_weighted',
  'participation_plus_finish',
]);

export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pointsFormula: pointsFormula('points_formula').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seasons_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('seasons_group').on(t.groupId, t.startsAt),
  ],
);

// A cash game's money: one row per buy-in (a player may buy in several times) and one cash-out
// per player, replaced when the host corrects it.
export const cashBuyIns = pgTable(
  'cash_buy_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cash_buy_ins_amount_positive', sql`${t.amountCents} > 0`),
    index('cash_buy_ins_event').on(t.eventId, t.userId),
  ],
);

export const cashOuts = pgTable(
  'cash_outs',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('cash_outs_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

// Money that changed hands outside the app to settle balances ("Bea paid Cal $40").
export const groupPayments = pgTable(
  'group_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('group_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('group_payments_two_people', sql`${t.fromUserId} <> ${t.toUserId}`),
    index('group_payments_group').on(t.groupId, t.createdAt),
  ],
);

// Who did what in a group, newest first on the admin dashboard. The summary is written at the
// time (names as they were then), so it never needs joins to read.
export const groupActivity = pgTable(
  'group_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_activity_group').on(t.groupId, t.at)],
);

// --- Integrator API -----------------------------------------------------------------------------

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
export type TournamentLogRow = typeof tournamentLog.$inferSelect;
export type GuestClaimRow = typeof guestClaims.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type AccessTokenRow = typeof accessTokens.$inferSelect;
