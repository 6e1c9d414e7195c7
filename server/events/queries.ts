// Reads behind the dashboard, history and create-event screens (SPEC §4 "Event lists", §7).
import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventInvites,
  eventPlayers,
  events,
  eventWinners,
  users,
  type EventRow,
  type UserRow,
} from '../../db/schema';

const plays = (db: Db, userId: string) =>
  exists(
    db
      .select({ one: eventPlayers.userId })
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, events.id), eq(eventPlayers.userId, userId))),
  );

/** Events I play in that start now or later, soonest first (the dashboard). */
export function upcomingEventsOf(db: Db, userId: string, now = new Date()): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(plays(db, userId), gte(events.startsAt, now)))
    .orderBy(asc(events.startsAt));
}

/** Events I play in or host that started before now, latest first (history). */
export function pastEventsOf(db: Db, userId: string, now = new Date()): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(or(plays(db, userId), eq(events.ownerId, userId)), lt(events.startsAt, now)))
    .orderBy(desc(events.startsAt));
}

/** Upcoming events my e-mail is invited to. */
export function pendingInvitesOf(db: Db, user: UserRow): Promise<EventRow[]> {
  const invited = db
    .select({ id: eventInvites.eventId })
    .from(eventInvites)
    .where(eq(eventInvites.email, user.email));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, invited), eq(events.status, 'upcoming')))
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
    .where(and(plays(db, userId), gte(events.startsAt, now)));
  return { gamesPlayed: played?.n ?? 0, gamesWon: won?.n ?? 0, upcomingGames: upcoming?.n ?? 0 };
}

/** People who played in events I hosted or played in, by name: candidates for the next invite. */
export async function previousAttendeesOf(db: Db, userId: string): Promise<UserRow[]> {
  const myPastEvents = db
    .select({ id: events.id })
    .from(events)
    .where(or(plays(db, userId), eq(events.ownerId, userId)));
  const attendees = db
    .selectDistinct({ id: eventPlayers.userId })
    .from(eventPlayers)
    .where(and(inArray(eventPlayers.eventId, myPastEvents), ne(eventPlayers.userId, userId)));
  return db
    .select()
    .from(users)
    .where(inArray(users.id, attendees))
    .orderBy(asc(users.displayName), asc(users.email));
}
