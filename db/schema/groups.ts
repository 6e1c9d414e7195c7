// A group's members, invitations, activity and league seasons (the groups table itself is in
// users.ts).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { groups, users } from './users';

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

// --- League -------------------------------------------------------------------------------------

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

export type SeasonRow = typeof seasons.$inferSelect;
