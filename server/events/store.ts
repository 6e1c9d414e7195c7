// Every query of the events domain, and the event row lock. Every write that changes who plays
// or who sits where (join, leave, invite, winners, tables, seats) takes the lock first, so those
// writes run one at a time per event: capacity is never overbooked, and a seat can never be
// reserved by a player whose leave is committing.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  eventInvites,
  eventPlayers,
  events,
  eventTables,
  eventWaitlist,
  eventWinners,
  groupMembers,
  locations,
  seatReservations,
  tournaments,
  users,
  type EventRow,
  type EventTableRow,
  type UserRow,
} from '../../db/schema';
import { notFound } from '../errors';
import { keysetAfter, keysetOrder, type Direction, type KeysetSource } from '../shared/connections';
import { eventMessages } from './messages';

// --- Locks -------------------------------------------------------------------------------------

/** Locks the event row for the rest of the transaction; other writes to the event queue behind it. */
export async function lockEvent(tx: Tx, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(eventMessages.notFound);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(eventMessages.notFound);
  return event;
}

/**
 * Locks the event a table belongs to, then reads the table again under that lock: a table removed
 * while we waited is "Table not found", never a seat written into a table that no longer exists.
 */
export async function lockTable(
  tx: Tx,
  tableId: string,
): Promise<{ table: EventTableRow; event: EventRow }> {
  if (!isUuid(tableId)) throw notFound(eventMessages.tableNotFound);
  const tableNow = () => tx.select().from(eventTables).where(eq(eventTables.id, tableId));
  const [before] = await tableNow();
  if (!before) throw notFound(eventMessages.tableNotFound);
  const event = await lockEvent(tx, before.eventId);
  const [table] = await tableNow();
  if (!table) throw notFound(eventMessages.tableNotFound);
  return { table, event };
}

// --- Lifecycle as SQL (core/lifecycle.ts's rule, as events/lifecycle.ts applies it to a row) ---

/** core/lifecycle's isUpcoming in SQL: not started (a start at or after now) and no results. */
const upcomingAt = (now: Date) => and(ne(events.status, 'completed'), gte(events.startsAt, now));

/** Everything that is not upcoming: started, or with results recorded. */
const pastAt = (now: Date) => or(eq(events.status, 'completed'), lt(events.startsAt, now));

// --- Events ------------------------------------------------------------------------------------

export async function findEvent(db: Executor, eventId: string): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event ?? null;
}

export async function eventsByIds(db: Executor, ids: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
}

export async function insertEvent(
  tx: Tx,
  values: Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<EventRow> {
  const [created] = await tx.insert(events).values(values).returning();
  return created!;
}

/** Writes an edit's new values (the caller holds the event row lock). */
export async function updateEvent(
  tx: Tx,
  eventId: string,
  values: Partial<
    Pick<
      EventRow,
      | 'title'
      | 'description'
      | 'startsAt'
      | 'location'
      | 'buyInCents'
      | 'maxPlayers'
      | 'reminderHoursBefore'
    >
  >,
): Promise<EventRow> {
  const [updated] = await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}

export async function deleteEvent(tx: Tx, eventId: string): Promise<void> {
  await tx.delete(events).where(eq(events.id, eventId));
}

/** Members of a group with their addresses (a group event invites every other member). */
export async function groupMembersOf(tx: Executor, groupId: string) {
  if (!isUuid(groupId)) return Promise.resolve([]);
  return tx
    .select({ userId: groupMembers.userId, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
}

// --- Players -----------------------------------------------------------------------------------

/** Whether a game night was started for the event (the tournaments domain's row). */
export async function hasTournament(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .limit(1);
  return rows.length > 0;
}

export async function playerIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventPlayers.userId })
    .from(eventPlayers)
    .where(eq(eventPlayers.eventId, eventId));
  return rows.map((r) => r.userId);
}

/** Addresses of the event's players, the host's unless `exceptUserId` names them. */
export async function playerEmailsOf(
  db: Executor,
  eventId: string,
  exceptUserId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(eventPlayers)
    .innerJoin(users, eq(users.id, eventPlayers.userId))
    .where(
      exceptUserId
        ? and(eq(eventPlayers.eventId, eventId), ne(eventPlayers.userId, exceptUserId))
        : eq(eventPlayers.eventId, eventId),
    );
  // Guests have no address: nobody to write to.
  return rows.flatMap((r) => r.email ?? []);
}

export async function addPlayers(tx: Tx, eventId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await tx.insert(eventPlayers).values(userIds.map((userId) => ({ eventId, userId })));
}

/** Removes a player and the seats they held; false when they were not playing. */
export async function removePlayer(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.userId, userId)))
    .returning();
  if (removed.length === 0) return false;
  const tableIds = tx
    .select({ id: eventTables.id })
    .from(eventTables)
    .where(eq(eventTables.eventId, eventId));
  await tx
    .delete(seatReservations)
    .where(and(inArray(seatReservations.tableId, tableIds), eq(seatReservations.userId, userId)));
  return true;
}

export async function isPlayer(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const [player] = await db
    .select()
    .from(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.userId, userId)));
  return player !== undefined;
}

// --- Invitations -------------------------------------------------------------------------------

/** Adds invitations; returns the addresses newly invited (an existing invitation stays as is). */
export async function addInvites(
  tx: Tx,
  eventId: string,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const inserted = await tx
    .insert(eventInvites)
    .values(emails.map((email) => ({ eventId, email })))
    .onConflictDoNothing()
    .returning({ email: eventInvites.email });
  return inserted.map((r) => r.email);
}

export async function removeInvite(db: Executor, eventId: string, email: string) {
  await db
    .delete(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.email, email)));
}

export async function invitedEmailsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ email: eventInvites.email })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  return rows.map((r) => r.email);
}

/** The time zone of each address that belongs to an account (an e-mail is written in it). */
export async function timeZonesByEmail(
  db: Executor,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email, timeZone: users.timezone })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.flatMap((r) => (r.email ? [[r.email, r.timeZone] as const] : [])));
}

// --- Winners -----------------------------------------------------------------------------------

/** Replaces the results and marks the event completed. */
export async function replaceWinners(
  tx: Tx,
  eventId: string,
  winners: readonly { place: number; userId: string; prizeCents: number }[],
): Promise<EventRow> {
  await tx.delete(eventWinners).where(eq(eventWinners.eventId, eventId));
  await tx.insert(eventWinners).values(winners.map((w) => ({ eventId, ...w })));
  return markCompleted(tx, eventId);
}

/** Marks the event completed: its results are in (winners, or a settled cash game). */
export async function markCompleted(tx: Tx, eventId: string): Promise<EventRow> {
  const [updated] = await tx
    .update(events)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}

/** Moves the start to `startsAt` (a game night started more than an hour early). */
export async function moveEventStart(tx: Tx, eventId: string, startsAt: Date): Promise<void> {
  await tx.update(events).set({ startsAt, updatedAt: startsAt }).where(eq(events.id, eventId));
}

// --- Tables and seats --------------------------------------------------------------------------

const seatAt = (tableId: string, seatNumber: number) =>
  and(eq(seatReservations.tableId, tableId), eq(seatReservations.seatNumber, seatNumber));

export async function insertTable(tx: Tx, eventId: string, name: string, maxSeats: number) {
  await tx.insert(eventTables).values({ eventId, name, maxSeats });
}

/** Adds tables in the given order (their creation times, the display order, follow it). */
export async function insertTables(
  tx: Tx,
  eventId: string,
  tables: readonly { name: string; maxSeats: number }[],
): Promise<EventTableRow[]> {
  if (tables.length === 0) return [];
  // A transaction's now() is one instant: the default would give every table the same time.
  const start = Date.now();
  return tx
    .insert(eventTables)
    .values(tables.map((t, i) => ({ eventId, ...t, createdAt: new Date(start + i) })))
    .returning();
}

/** Releases every seat at the event's tables. */
export async function deleteSeatsOfEvent(tx: Tx, eventId: string) {
  const tableIds = tx
    .select({ id: eventTables.id })
    .from(eventTables)
    .where(eq(eventTables.eventId, eventId));
  await tx.delete(seatReservations).where(inArray(seatReservations.tableId, tableIds));
}

export async function insertSeats(
  tx: Tx,
  seats: readonly { tableId: string; seatNumber: number; userId: string }[],
) {
  if (seats.length === 0) return;
  await tx.insert(seatReservations).values([...seats]);
}

export async function deleteTable(tx: Tx, tableId: string) {
  await tx.delete(eventTables).where(eq(eventTables.id, tableId));
}

/** Reserves the seat; false when the seat is taken or the player already sits at the table. */
export async function insertSeat(
  tx: Tx,
  tableId: string,
  seatNumber: number,
  userId: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(seatReservations)
    .values({ tableId, seatNumber, userId })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function seatHolder(
  db: Executor,
  tableId: string,
  seatNumber: number,
): Promise<string | null> {
  const [seat] = await db.select().from(seatReservations).where(seatAt(tableId, seatNumber));
  return seat?.userId ?? null;
}

/** The seat `userId` holds at the table, or null. */
export async function seatOf(db: Executor, tableId: string, userId: string) {
  const [seat] = await db
    .select()
    .from(seatReservations)
    .where(and(eq(seatReservations.tableId, tableId), eq(seatReservations.userId, userId)));
  return seat?.seatNumber ?? null;
}

/** Moves a reservation to another seat of the same table (the caller has checked it is free). */
export async function moveSeat(tx: Tx, tableId: string, from: number, to: number) {
  await tx.update(seatReservations).set({ seatNumber: to }).where(seatAt(tableId, from));
}

export async function deleteSeat(tx: Tx, tableId: string, seatNumber: number) {
  await tx.delete(seatReservations).where(seatAt(tableId, seatNumber));
}

// --- Audience (who hears about a change) -------------------------------------------------------

/**
 * The event's owner and group, its players, its waitlist and the users its invited addresses
 * belong to.
 */
export async function audienceRowsOf(db: Executor, eventId: string, extraEmails: string[]) {
  const invited = db
    .select({ email: eventInvites.email })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  const [owners, players, waiting, invitees] = await Promise.all([
    db
      .select({ id: events.ownerId, groupId: events.groupId })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({ id: eventPlayers.userId })
      .from(eventPlayers)
      .where(eq(eventPlayers.eventId, eventId)),
    db
      .select({ id: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(
        extraEmails.length
          ? or(inArray(users.email, invited), inArray(users.email, extraEmails))
          : inArray(users.email, invited),
      ),
  ]);
  return {
    groupId: owners[0]?.groupId ?? null,
    userIds: [...owners, ...players, ...waiting, ...invitees].map((r) => r.id),
  };
}

// --- Lists for the dashboard, history and create-event screens --------------------------------

const plays = (db: Executor, userId: string) =>
  exists(
    db
      .select({ one: eventPlayers.userId })
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, events.id), eq(eventPlayers.userId, userId))),
  );

/** Upcoming events I play in (not started, no results), soonest first (the dashboard). */
export async function upcomingEventsOf(
  db: Executor,
  userId: string,
  now: Date,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(plays(db, userId), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

/**
 * Ids of events I play in or host, as one list the database can drive a query from (an `exists`
 * OR'ed with the owner made Postgres walk every event by date and test each one).
 */
const myEventIds = (db: Executor, userId: string) =>
  union(
    db
      .select({ id: eventPlayers.eventId })
      .from(eventPlayers)
      .where(eq(eventPlayers.userId, userId)),
    db.select({ id: events.id }).from(events).where(eq(events.ownerId, userId)),
  );

/** Events I play in or host that are not upcoming (started, or with results), latest first. */
export async function pastEventsOf(db: Executor, userId: string, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, myEventIds(db, userId)), pastAt(now)))
    .orderBy(desc(events.startsAt));
}

/** My event history as a keyset list (Me.eventHistory): pastEventsOf's events, newest first. */
export function eventHistorySource(
  db: Executor,
  userId: string,
  now: Date,
): KeysetSource<EventRow> {
  return eventSource(db, and(inArray(events.id, myEventIds(db, userId)), pastAt(now)), 'desc');
}

/**
 * A group's UPCOMING events soonest first, or its other events latest first, as a keyset list
 * (Group.events); the same split as the group page's two lists.
 */
export function groupEventsSource(
  db: Executor,
  groupId: string,
  when: 'upcoming' | 'past',
  now: Date,
): KeysetSource<EventRow> {
  const inList = and(
    eq(events.groupId, groupId),
    when === 'upcoming' ? upcomingAt(now) : pastAt(now),
  );
  return eventSource(db, inList, when === 'upcoming' ? 'asc' : 'desc');
}

/** A group's COMPLETED events (results recorded) latest first, as a keyset list (Group.completedEvents). */
export function groupCompletedEventsSource(db: Executor, groupId: string): KeysetSource<EventRow> {
  return eventSource(db, and(eq(events.groupId, groupId), eq(events.status, 'completed')), 'desc');
}

/** The events `inList` picks as a keyset list by start time (then id) in `direction`. */
function eventSource(
  db: Executor,
  inList: SQL | undefined,
  direction: Direction,
): KeysetSource<EventRow> {
  return {
    rows: (limit, after) =>
      db
        .select()
        .from(events)
        .where(and(inList, keysetAfter(events.startsAt, events.id, direction, after)))
        .orderBy(...keysetOrder(events.startsAt, events.id, direction))
        .limit(limit),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(events).where(inList);
      return row?.n ?? 0;
    },
    keyOf: (event) => ({ at: event.startsAt, id: event.id }),
  };
}

/** Upcoming events an address is invited to: an invitation to a game that has started is moot. */
export async function upcomingInvitesOf(
  db: Executor,
  email: string,
  now: Date,
): Promise<EventRow[]> {
  const invited = db
    .select({ id: eventInvites.eventId })
    .from(eventInvites)
    .where(eq(eventInvites.email, email));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, invited), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

/** My figures in two statements run side by side: games played and upcoming from my seats, wins. */
export async function statsOf(db: Executor, userId: string, now: Date) {
  const [[seats], [won]] = await Promise.all([
    db
      .select({
        played: sql<number>`count(*) filter (where ${eq(events.status, 'completed')})`.mapWith(
          Number,
        ),
        upcoming: sql<number>`count(*) filter (where ${upcomingAt(now)})`.mapWith(Number),
      })
      .from(eventPlayers)
      .innerJoin(events, eq(events.id, eventPlayers.eventId))
      .where(eq(eventPlayers.userId, userId)),
    db
      .select({ n: count() })
      .from(eventWinners)
      .where(and(eq(eventWinners.userId, userId), eq(eventWinners.place, 1))),
  ]);
  return {
    gamesPlayed: seats?.played ?? 0,
    gamesWon: won?.n ?? 0,
    upcomingGames: seats?.upcoming ?? 0,
  };
}

/** Ids of people who played in events I hosted or played in (me excluded). */
function attendeeIdsOf(db: Executor, userId: string) {
  return db
    .selectDistinct({ id: eventPlayers.userId })
    .from(eventPlayers)
    .where(
      and(inArray(eventPlayers.eventId, myEventIds(db, userId)), ne(eventPlayers.userId, userId)),
    );
}

/** Ids of people who share a group with me (me included). */
function groupMateIdsOf(db: Executor, userId: string) {
  const mates = alias(groupMembers, 'mates');
  return db
    .select({ id: mates.userId })
    .from(groupMembers)
    .innerJoin(mates, eq(mates.groupId, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
}

/** People who played in events I hosted or played in, by name: candidates for the next invite. */
export async function previousAttendeesOf(db: Executor, userId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, attendeeIdsOf(db, userId)))
    .orderBy(asc(users.displayName), asc(users.email));
}

/** Users `userId` knows: who played with them before, or shares a group with them. */
const isKnownTo = (db: Executor, userId: string) =>
  or(inArray(users.id, attendeeIdsOf(db, userId)), inArray(users.id, groupMateIdsOf(db, userId)));

/** My previous attendees and group co-members (me left out), by name, at most `limit`. */
export async function previousAttendeesAndGroupMatesOf(
  db: Executor,
  userId: string,
  limit: number,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(ne(users.id, userId), isKnownTo(db, userId)))
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(limit);
}

/** Of `ids`, my previous attendees and group co-members (see queries.ts invitableAmong). */
export async function knownPeopleAmong(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), isKnownTo(db, userId)));
}

// --- Batched reads for loaders.ts --------------------------------------------------------------

export const playersOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventPlayers)
    .where(inArray(eventPlayers.eventId, [...ids]))
    .orderBy(asc(eventPlayers.joinedAt));

export const invitesOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventInvites)
    .where(inArray(eventInvites.eventId, [...ids]))
    .orderBy(asc(eventInvites.createdAt), asc(eventInvites.email));

export const tablesOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventTables)
    .where(inArray(eventTables.eventId, [...ids]))
    .orderBy(asc(eventTables.createdAt));

export const seatsOfTables = async (db: Executor, tableIds: readonly string[]) =>
  db
    .select()
    .from(seatReservations)
    .where(inArray(seatReservations.tableId, [...tableIds]))
    .orderBy(asc(seatReservations.seatNumber));

export const winnersOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventWinners)
    .where(inArray(eventWinners.eventId, [...ids]))
    .orderBy(asc(eventWinners.place));

// --- Locations (private to their owner) --------------------------------------------------------

export async function insertLocation(db: Executor, ownerId: string, name: string, address: string) {
  const [location] = await db.insert(locations).values({ ownerId, name, address }).returning();
  return location!;
}

export async function locationsOf(db: Executor, ownerId: string) {
  return db
    .select()
    .from(locations)
    .where(eq(locations.ownerId, ownerId))
    .orderBy(asc(locations.name));
}

// --- Waitlist (waitlist.ts; every write holds the event lock) ----------------------------------

/** The line's order: who joined it first, then by id (a tie on the instant). */
const waitlistOrder = [asc(eventWaitlist.joinedAt), asc(eventWaitlist.userId)] as const;

/** Ids of the people waiting for the event, first in line first. */
export async function waitlistIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventWaitlist.userId })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, eventId))
    .orderBy(...waitlistOrder);
  return rows.map((r) => r.userId);
}

/**
 * Puts a user at the end of the line; false when they were on it already. The time is the
 * clock's when the row is written, under the event lock (not the transaction's start, which
 * may be earlier than a rival's who got the lock first), so the order is the order of joining.
 */
export async function addToWaitlist(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(eventWaitlist)
    .values({ eventId, userId, joinedAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ userId: eventWaitlist.userId });
  return inserted.length > 0;
}

/** Takes users off the event's waitlist; returns the ids that were on it. */
export async function removeFromWaitlist(
  db: Executor,
  eventId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const removed = await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, [...userIds])))
    .returning({ userId: eventWaitlist.userId });
  return removed.map((r) => r.userId);
}

/** Empties the event's waitlist (the event completed: nobody waits for a game that was played). */
export async function clearWaitlist(db: Executor, eventId: string): Promise<void> {
  await db.delete(eventWaitlist).where(eq(eventWaitlist.eventId, eventId));
}

/** Upcoming events I wait for, soonest first (the dashboard's Waitlisted). */
export async function upcomingWaitlistedEventsOf(
  db: Executor,
  userId: string,
  now: Date,
): Promise<EventRow[]> {
  const waiting = db
    .select({ id: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.userId, userId));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, waiting), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

export const waitlistsOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventWaitlist)
    .where(inArray(eventWaitlist.eventId, [...ids]))
    .orderBy(...waitlistOrder);
