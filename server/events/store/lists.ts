// The lists of the dashboard, history and create-event screens: reads only.
import { and, asc, count, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  eventInvites,
  eventPlayers,
  events,
  eventWinners,
  groupMembers,
  users,
  type EventRow,
  type UserRow,
} from '../../../db/schema';
import {
  keysetAfter,
  keysetOrder,
  type Direction,
  type KeysetSource,
} from '../../shared/connections';
import { pastAt, upcomingAt } from './lifecycle-sql';

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
