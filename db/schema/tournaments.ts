// --- Game night (issue 11) ---------------------------------------------------------------------
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';
import type { BlindLevelData, ChipData } from './templates';
import { users } from './users';

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

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
export type TournamentResultRow = typeof tournamentResults.$inferSelect;
export type TournamentLogRow = typeof tournamentLog.$inferSelect;
