// --- Money: cash games and settling up ----------------------------------------------------------
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';
import { groups, users } from './users';

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
