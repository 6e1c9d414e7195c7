// Reads behind the dashboard, history and create-event screens (SPEC §4 "Event lists", §7).
import { and, asc, count, desc, eq, exists, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  eventInvites,
  groupMembers,
  eventPlayers,
  events,
  eventWinners,
  users,
  type EventRow,
  type UserRow,
} from '../../db/schema';
import type { DomainContext } from '../context';
import { pastAt, upcomingAt } from './lifecycle';

/**
 * One event, for the `event` query and the calendar file alike: members only (signed in,
 * verified, with a display name), and then any member with its link — SPEC §4 offers Join Event
 * to people who were not invited — so what an event shows carries no one else's address
 * (server/users/access.ts). Null when it does not exist.
 */
export async function eventForMember(
  ctx: Pick<DomainContext, 'requireMember' | 'loaders'>,
  id: string,
): Promise<EventRow | null> {
  ctx.requireMember();
  return isUuid(id) ? ctx.loaders.events.byId.load(id) : null;
}

const plays = (db: Executor, userId: string) =>
  exists(
    db
      .select({ one: eventPlayers.userId })
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, events.id), eq(eventPlayers.userId, userId))),
  );

/** Upcoming events I play in (not started, no results), soonest first (the dashboard). */
export function upcomingEventsOf(db: Db, userId: string, now = new Date()): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(plays(db, userId), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

/** Events I play in or host that are not upcoming (started, or with results), latest first (history). */
export function pastEventsOf(db: Db, userId: string, now = new Date()): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(or(plays(db, userId), eq(events.ownerId, userId)), pastAt(now)))
    .orderBy(desc(events.startsAt));
}

/** Upcoming events my e-mail is invited to: an invitation to a game that has started is moot. */
export function pendingInvitesOf(db: Db, user: UserRow, now = new Date()): Promise<EventRow[]> {
  const invited = db
    .select({ id: eventInvites.eventId })
    .from(eventInvites)
    .where(eq(eventInvites.email, user.email));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, invited), upcomingAt(now)))
    .orderBy(asc(events.startsAt));
}

export async function statsOf(db: Db, userId: string, now = new Date()) {
  const [played] = await db
    .select({ n: count() })
    .from(events)
    .where(and(plays(db, userId), eq(events.status, 'completed')));
  const [won] = await db
    .select({ n: count() })
    .from(eventWinners)
    .where(and(eq(eventWinners.userId, userId), eq(eventWinners.place, 1)));
  const [upcoming] = await db
    .select({ n: count() })
    .from(events)
    .where(and(plays(db, userId), upcomingAt(now)));
  return { gamesPlayed: played?.n ?? 0, gamesWon: won?.n ?? 0, upcomingGames: upcoming?.n ?? 0 };
}

/** Ids of people who played in events I hosted or played in (me excluded). */
function attendeeIdsOf(db: Executor, userId: string) {
  const myEvents = db
    .select({ id: events.id })
    .from(events)
    .where(or(plays(db, userId), eq(events.ownerId, userId)));
  return db
    .selectDistinct({ id: eventPlayers.userId })
    .from(eventPlayers)
    .where(and(inArray(eventPlayers.eventId, myEvents), ne(eventPlayers.userId, userId)));
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
export async function previousAttendeesOf(db: Db, userId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, attendeeIdsOf(db, userId)))
    .orderBy(asc(users.displayName), asc(users.email));
}

/**
 * Of `ids`, the people I may invite by id (createEvent's inviteUserIds): my previous attendees
 * (what the picker offers) and my group co-members. Anyone else would let an id be turned into
 * an invitation mail to a stranger, and reveal that id's address in the invited list.
 */
export async function invitableAmong(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        or(
          inArray(users.id, attendeeIdsOf(db, userId)),
          inArray(users.id, groupMateIdsOf(db, userId)),
        ),
      ),
    );
}
