// Every query of the groups domain, and the group row lock. Every write that changes who belongs
// to a group or who is invited (invite, cancel, accept, decline, remove, leave) takes the lock
// first, so membership changes to one group run one at a time.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notExists,
  notInArray,
  sql,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  eventPlayers,
  events,
  eventWinners,
  groupInvites,
  groupMembers,
  groups,
  tournamentResults,
  users,
  type EventRow,
  type GroupRow,
} from '../../db/schema';
import { notFound } from '../errors';
import { groupMessages } from './messages';

// --- Locks -------------------------------------------------------------------------------------

/** Locks the group row for the rest of the transaction, so membership changes queue behind it. */
export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow> {
  if (!isUuid(groupId)) throw notFound(groupMessages.notFound);
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound(groupMessages.notFound);
  return group;
}

// --- Writes ------------------------------------------------------------------------------------

/** A new group with its owner as its first member. */
export async function insertGroup(
  tx: Tx,
  values: { name: string; description: string | null; ownerId: string },
): Promise<GroupRow> {
  const [created] = await tx.insert(groups).values(values).returning();
  await tx.insert(groupMembers).values({ groupId: created!.id, userId: values.ownerId });
  return created!;
}

/** Marks the group as changed. */
export async function touch(tx: Tx, groupId: string) {
  await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

/** Adds the invitations that are not pending yet; returns the addresses newly invited. */
export async function addInvites(tx: Tx, groupId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .insert(groupInvites)
    .values(emails.map((email) => ({ groupId, email })))
    .onConflictDoNothing()
    .returning({ email: groupInvites.email });
  return rows.map((r) => r.email);
}

/** Removes one address's invitation; whether there was one. */
export async function removeInvite(tx: Tx, groupId: string, email: string): Promise<boolean> {
  const removed = await tx
    .delete(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.email, email)))
    .returning();
  return removed.length > 0;
}

export async function addMember(tx: Tx, groupId: string, userId: string) {
  await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
}

export async function removeMember(tx: Tx, groupId: string, userId: string) {
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

// --- Reads inside a write ----------------------------------------------------------------------

export async function memberIdsOf(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.userId);
}

/** The address's invitation to the group, as a list of zero or one address. */
export async function invitedEmailsAmong(
  db: Executor,
  groupId: string,
  email: string,
): Promise<string[]> {
  const rows = await db
    .select({ email: groupInvites.email })
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.email, email)));
  return rows.map((r) => r.email);
}

/** Of `emails`, those that belong to the group's members. */
export async function memberEmailsAmong(
  db: Executor,
  groupId: string,
  emails: string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), inArray(users.email, emails)));
  return rows.map((r) => r.email);
}

/** The ids of the accounts behind these addresses (whose dashboards must hear of a change). */
export async function accountIdsFor(db: Executor, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.id);
}

// --- Lists -------------------------------------------------------------------------------------

const byName = [asc(sql`lower(${groups.name})`), asc(groups.createdAt), asc(groups.id)];

/** Groups the user is a member of (owned ones included), by name. */
export async function groupsOfMember(db: Executor, userId: string): Promise<GroupRow[]> {
  const mine = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, mine))
    .orderBy(...byName);
}

/** Groups the address is invited to that the user has not joined, by name. */
export async function groupsInvitingOf(
  db: Executor,
  user: { id: string; email: string },
): Promise<GroupRow[]> {
  // Driven from the address's invitations (group_invites_email), not from every group.
  const joined = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, user.id));
  return db
    .select(getTableColumns(groups))
    .from(groupInvites)
    .innerJoin(groups, eq(groups.id, groupInvites.groupId))
    .where(and(eq(groupInvites.email, user.email), notInArray(groupInvites.groupId, joined)))
    .orderBy(...byName);
}

// --- Batched reads (loaders.ts) ----------------------------------------------------------------

export async function groupsByIds(db: Executor, ids: readonly string[]): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, [...ids]));
}

/** Members per group, in joining order (the owner joins first). */
export async function membersOfGroups(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...ids]))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
}

/** Per user, everyone who shares at least one group with them (themself included). */
export async function groupMatesOf(db: Executor, userIds: readonly string[]) {
  const mates = alias(groupMembers, 'mates');
  return db
    .selectDistinct({ userId: groupMembers.userId, mateId: mates.userId })
    .from(groupMembers)
    .innerJoin(mates, eq(mates.groupId, groupMembers.groupId))
    .where(inArray(groupMembers.userId, [...userIds]));
}

export async function memberCountsOf(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupMembers.groupId, count: count() })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...ids]))
    .groupBy(groupMembers.groupId);
}

/** Pending invitations (lower-cased e-mails) per group, oldest first. */
export async function invitesOfGroups(db: Executor, ids: readonly string[]) {
  return db
    .select({ groupId: groupInvites.groupId, email: groupInvites.email })
    .from(groupInvites)
    .where(inArray(groupInvites.groupId, [...ids]))
    .orderBy(asc(groupInvites.createdAt), asc(groupInvites.email));
}

/** Every event of each group, by start time ascending. */
export async function eventsOfGroups(db: Executor, ids: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(inArray(events.groupId, [...ids]))
    .orderBy(asc(events.startsAt), asc(events.createdAt));
}

// --- Leaderboards ------------------------------------------------------------------------------
//
// From each group's COMPLETED events: a participant is anyone in the event's players or placed
// among its winners (the events domain only lets players place; the union keeps a stray winner
// row from vanishing). Per (group, player): gamesPlayed = completed events participated in,
// gamesWon = events where the player took first place, totalEarningsCents = sum of the player's
// prizes at any place (for a tournament: every paid place and bounty, from its results). Membership is NOT a filter: a player who left (or was removed from) the
// group keeps their history on the board, as do guests who played a group event.
// Order: core/leaderboard.ts's compareByWins, in SQL — wins, earnings, fewer games, name, id.

// The contract types the total as Int (32-bit): a larger total saturates rather than failing
// the whole group page for everyone.
const GRAPHQL_INT_MAX = 2_147_483_647;

/** One player's line on a group's leaderboard (the GraphQL type GroupPlayerStats). */
export interface GroupPlayerStats {
  userId: string;
  gamesPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
}

export interface GroupLeaderboardRow extends GroupPlayerStats {
  groupId: string;
}

/** Every given group's leaderboard, computed by the database in one statement. */
export async function leaderboardsOf(
  db: Executor,
  groupIds: readonly string[],
): Promise<GroupLeaderboardRow[]> {
  if (groupIds.length === 0) return [];
  const completed = and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed'));
  const completedIds = db.select({ id: events.id }).from(events).where(completed);

  // Each part carries its event's group, so the statement reads only the groups' events (through
  // events_group) and never joins the whole events table back in.
  const participants = union(
    db
      .select({
        groupId: events.groupId,
        eventId: eventPlayers.eventId,
        userId: eventPlayers.userId,
      })
      .from(events)
      .innerJoin(eventPlayers, eq(eventPlayers.eventId, events.id))
      .where(completed),
    db
      .select({
        groupId: events.groupId,
        eventId: eventWinners.eventId,
        userId: eventWinners.userId,
      })
      .from(events)
      .innerJoin(eventWinners, eq(eventWinners.eventId, events.id))
      .where(completed),
  ).as('participants');

  // Every paid place: an event run as a tournament (issue 11) has a result for every place, its
  // prize and bounties, which is what its players took home; any other event has its winners.
  const placings = union(
    db
      .select({
        eventId: eventWinners.eventId,
        userId: eventWinners.userId,
        place: eventWinners.place,
        cents: eventWinners.prizeCents,
      })
      .from(eventWinners)
      .where(
        and(
          inArray(eventWinners.eventId, completedIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(tournamentResults)
              .where(eq(tournamentResults.eventId, eventWinners.eventId)),
          ),
        ),
      ),
    db
      .select({
        eventId: tournamentResults.eventId,
        userId: tournamentResults.userId,
        place: tournamentResults.place,
        cents: sql<number>`${tournamentResults.prizeCents} + ${tournamentResults.bountyCents}`.as(
          'cents',
        ),
      })
      .from(tournamentResults)
      .where(inArray(tournamentResults.eventId, completedIds)),
  ).as('placings');

  // One row per (event, player) who placed: did they win, and what did they take home.
  const results = db
    .select({
      eventId: placings.eventId,
      userId: placings.userId,
      won: sql<boolean>`bool_or(${placings.place} = 1)`.as('won'),
      prizeCents: sql<number>`sum(${placings.cents})::bigint`.as('prize_cents'),
    })
    .from(placings)
    .groupBy(placings.eventId, placings.userId)
    .as('results');

  const gamesPlayed = sql<number>`count(*)::int`;
  const gamesWon = sql<number>`(count(*) filter (where ${results.won}))::int`;
  // Prizes are summed as bigint: a group's running total outgrows a 32-bit integer long before
  // any single prize could (issue 8: two large prizes once broke the page for everyone).
  const totalEarningsCents = sql<string | number>`coalesce(sum(${results.prizeCents}), 0)::bigint`;
  const nameKey = sql`lower(${users.displayName} collate "C")`;

  const rows = await db
    .select({
      groupId: participants.groupId,
      userId: participants.userId,
      gamesPlayed,
      gamesWon,
      totalEarningsCents,
    })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      results,
      and(eq(results.eventId, participants.eventId), eq(results.userId, participants.userId)),
    )
    .groupBy(participants.groupId, participants.userId, users.displayName, users.email)
    .orderBy(
      desc(gamesWon),
      desc(totalEarningsCents),
      asc(gamesPlayed),
      asc(nameKey),
      asc(participants.userId),
    );

  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    gamesWon: Number(row.gamesWon),
    totalEarningsCents: Math.min(Number(row.totalEarningsCents), GRAPHQL_INT_MAX),
  }));
}
