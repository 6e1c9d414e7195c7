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
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { GroupMemberRole } from '../../core/group-roles';
import type { Executor, Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import { placingsOf } from '../shared/store/placings';
import {
  eventPlayers,
  events,
  eventWinners,
  groupInvites,
  groupMembers,
  groups,
  users,
  type EventRow,
  type GroupRow,
  type UserRow,
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

/** The group's admins (group_members.role); the owner is groups.owner_id, never read from here. */
export async function adminIdsOf(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'admin')));
  return rows.map((r) => r.userId);
}

/** Makes a member an admin or a plain member again (the owner's own row is never read). */
export async function setMemberRole(
  tx: Tx,
  groupId: string,
  userId: string,
  role: 'admin' | 'member',
) {
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** The group's owner and `userId`'s membership row role (null when not a member); null: no group. */
export async function membershipOf(db: Executor, groupId: string, userId: string) {
  const [row] = await db
    .select({ ownerId: groups.ownerId, role: groupMembers.role })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)),
    )
    .where(eq(groups.id, groupId));
  return row ?? null;
}

export async function userById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Hands the group to another member (the caller makes the old owner an admin). */
export async function setOwner(tx: Tx, groupId: string, userId: string) {
  await tx.update(groups).set({ ownerId: userId }).where(eq(groups.id, groupId));
}

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
  return rows.flatMap((r) => r.email ?? []);
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
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId, role: groupMembers.role })
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

/** One member's line in the members list with their role (Group.memberRoles). */
export interface GroupMemberLine {
  user: UserRow;
  role: GroupMemberRole;
  gamesPlayed: number;
  lastPlayedAt: Date | null;
}

/**
 * Per (group, player): the group's COMPLETED events they played in and the start of the latest,
 * for the members list (Group.memberRoles), one statement for every group asked.
 */
export async function playedCountsOf(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      groupId: events.groupId,
      userId: eventPlayers.userId,
      gamesPlayed: sql<number>`count(*)::int`,
      lastPlayedAt: sql<Date | string>`max(${events.startsAt})`,
    })
    .from(events)
    .innerJoin(eventPlayers, eq(eventPlayers.eventId, events.id))
    .where(and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed')))
    .groupBy(events.groupId, eventPlayers.userId);
  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    lastPlayedAt: new Date(row.lastPlayedAt),
  }));
}

// --- Leaderboards ------------------------------------------------------------------------------
//
// From each group's COMPLETED events: a participant is anyone in the event's players or placed
// among its winners (the events domain only lets players place; the union keeps a stray winner
// row from vanishing). Per (group, player): gamesPlayed = completed events participated in,
// tournamentsPlayed = those that were tournaments (a cash game has no winners, so no win
// percentage counts it: docs/product.md §9), gamesWon = events where the player took first
// place, totalEarningsCents = sum of the player's prizes at any place (for a tournament: every
// paid place and bounty, from its results). Membership is NOT a filter: a player who left (or was
// removed from) the group keeps their history on the board, as do guests who played a group event.
// Order: core/leaderboard.ts's compareByWins, in SQL — wins, earnings, fewer tournaments, name, id.

/** One player's line on a group's leaderboard (the GraphQL type GroupPlayerStats). */
export interface GroupPlayerStats {
  userId: string;
  gamesPlayed: number;
  tournamentsPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
}

export interface GroupLeaderboardRow extends GroupPlayerStats {
  groupId: string;
}

/**
 * Who took part in the completed events `completed` selects: their players, and anyone placed
 * among their winners. Each row carries its event's group, so a statement reads only the groups'
 * events (through events_group) and never joins the whole events table back in.
 */
function participantsOf(db: Executor, completed: SQL | undefined) {
  return union(
    db
      .select({
        groupId: events.groupId,
        eventId: eventPlayers.eventId,
        userId: eventPlayers.userId,
        kind: events.kind,
      })
      .from(events)
      .innerJoin(eventPlayers, eq(eventPlayers.eventId, events.id))
      .where(completed),
    db
      .select({
        groupId: events.groupId,
        eventId: eventWinners.eventId,
        userId: eventWinners.userId,
        kind: events.kind,
      })
      .from(events)
      .innerJoin(eventWinners, eq(eventWinners.eventId, events.id))
      .where(completed),
  ).as('participants');
}

/**
 * One row per (event, player) who placed in the events `completedIds` selects: their best place,
 * whether it was first, and what they took home. An event run as a tournament (issue 11) has a
 * result for every place, its prize and bounties; any other event has its winners.
 */
function resultsOf(db: Executor, completedIds: SQLWrapper) {
  const placings = placingsOf(db, completedIds);

  return db
    .select({
      eventId: placings.eventId,
      userId: placings.userId,
      place: sql<number>`min(${placings.place})`.as('place'),
      won: sql<boolean>`bool_or(${placings.place} = 1)`.as('won'),
      prizeCents: sql<number>`sum(${placings.cents})::bigint`.as('prize_cents'),
      bountyCents: sql<number>`sum(${placings.bounty})::bigint`.as('bounty_cents'),
    })
    .from(placings)
    .groupBy(placings.eventId, placings.userId)
    .as('results');
}

/** Every given group's leaderboard, computed by the database in one statement. */
export async function leaderboardsOf(
  db: Executor,
  groupIds: readonly string[],
): Promise<GroupLeaderboardRow[]> {
  if (groupIds.length === 0) return [];
  const completed = and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed'));
  const completedIds = db.select({ id: events.id }).from(events).where(completed);
  const participants = participantsOf(db, completed);
  const results = resultsOf(db, completedIds);

  const gamesPlayed = sql<number>`count(*)::int`;
  const tournamentsPlayed = sql<number>`(count(*) filter (where ${participants.kind} = 'tournament'))::int`;
  const gamesWon = sql<number>`(count(*) filter (where ${results.won}))::int`;
  // Prizes are summed as bigint: a group's running total outgrows a 32-bit integer long before
  // any single prize could (issue 8: two large prizes once broke the page for everyone), and the
  // API answers it as a SafeInt.
  const totalEarningsCents = sql<string | number>`coalesce(sum(${results.prizeCents}), 0)::bigint`;
  const nameKey = sql`lower(${users.displayName} collate "C")`;

  const rows = await db
    .select({
      groupId: participants.groupId,
      userId: participants.userId,
      gamesPlayed,
      tournamentsPlayed,
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
      asc(tournamentsPlayed),
      asc(nameKey),
      asc(participants.userId),
    );

  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    tournamentsPlayed: Number(row.tournamentsPlayed),
    gamesWon: Number(row.gamesWon),
    // A bigint, which drivers hand over as text; exact as a number far past any group's total.
    totalEarningsCents: Number(row.totalEarningsCents),
  }));
}

// --- Results export ----------------------------------------------------------------------------

/** One player's line in one completed event of a group (the results CSV). */
export interface GroupResultLine {
  eventId: string;
  title: string;
  startsAt: Date;
  buyInCents: number;
  userId: string;
  displayName: string;
  /** Their best place; null for a player who did not place. */
  place: number | null;
  /** The prize of their place, bounties apart (as the event's Results card shows them); 0 when none. */
  prizeCents: number;
  /** The bounties they took home (a game night's knockouts); 0 for any other event. */
  bountyCents: number;
}

/**
 * Every completed event of the group with everyone who took part in it, the way the leaderboard
 * counts them (participantsOf, resultsOf): events oldest first, then by place (those who did not
 * place last), then by name.
 */
export async function resultLinesOf(db: Executor, groupId: string): Promise<GroupResultLine[]> {
  const completed = and(eq(events.groupId, groupId), eq(events.status, 'completed'));
  const completedIds = db.select({ id: events.id }).from(events).where(completed);
  const participants = participantsOf(db, completed);
  const results = resultsOf(db, completedIds);
  const rows = await db
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      buyInCents: events.buyInCents,
      userId: participants.userId,
      displayName: users.displayName,
      place: results.place,
      takenHomeCents: results.prizeCents,
      bountyCents: results.bountyCents,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      results,
      and(eq(results.eventId, participants.eventId), eq(results.userId, participants.userId)),
    )
    .orderBy(
      asc(events.startsAt),
      asc(events.createdAt),
      asc(events.id),
      sql`${results.place} asc nulls last`,
      asc(sql`lower(${users.displayName} collate "C")`),
      asc(participants.userId),
    );
  return rows.map(({ takenHomeCents, bountyCents, ...row }) => ({
    ...row,
    place: row.place === null ? null : Number(row.place),
    // Bigints, which drivers hand over as text.
    prizeCents: Number(takenHomeCents ?? 0) - Number(bountyCents ?? 0),
    bountyCents: Number(bountyCents ?? 0),
  }));
}
