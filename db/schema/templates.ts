// Tournament templates: a host's own blind structures and chip sets.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

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

export type TournamentTemplateRow = typeof tournamentTemplates.$inferSelect;
