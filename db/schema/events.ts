// Events and what hangs off one: saved locations, players, the waitlist, invitations, tables and
// seats, and winners.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { groups, users } from './users';

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

export type LocationRow = typeof locations.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventTableRow = typeof eventTables.$inferSelect;
export type SeatRow = typeof seatReservations.$inferSelect;
export type WinnerRow = typeof eventWinners.$inferSelect;
