// The calendar feed's queries: its secret (users.calendar_feed_token) and the events it lists.
import { and, asc, eq, exists, gte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventInvites, eventPlayers, events, users, type UserRow } from '../../db/schema';
import type { AccountRow } from '../../db/account';

/**
 * The user's feed token, set to `fresh` if they had none. One statement, so two first reads at
 * once agree on one token: the second finds the first's and keeps it.
 */
export async function feedTokenOf(db: Executor, userId: string, fresh: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedToken: sql`coalesce(${users.calendarFeedToken}, ${fresh})` })
    .where(eq(users.id, userId))
    .returning({ token: users.calendarFeedToken });
  if (!row?.token) throw new Error('calendar feed token: user not found');
  return row.token;
}

/** Replaces the token: the old URL stops working with this commit. */
export async function replaceFeedToken(
  db: Executor,
  userId: string,
  fresh: string,
): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ calendarFeedToken: fresh })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/** Drops the token: the old URL answers 404 at once, and the next read makes a new one. */
export async function clearFeedToken(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ calendarFeedToken: null }).where(eq(users.id, userId));
}

/** The verified user with this token; an unverified account's token opens nothing. */
export async function userByFeedToken(db: Executor, token: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.calendarFeedToken, token), eq(users.emailVerified, true)));
  return user ?? null;
}

export interface FeedEventRow {
  id: string;
  title: string;
  description: string | null;
  startsAt: Date;
  location: string;
  buyInCents: number;
  hostName: string;
  playing: boolean;
  lastModified: Date;
}

const host = sql`(select ${users.displayName} from ${users} where ${users.id} = ${events.ownerId})`;

/** An event as a person's calendar shows it; the feed and the single file read the same. */
const calendarColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  location: events.location,
  buyInCents: events.buyInCents,
  hostName: sql<string>`coalesce(${host}, '')`,
  playing: sql<boolean>`${eventPlayers.userId} is not null`,
  // The event's last edit or the person's joining, whichever is later, so an invitation turning
  // into a seat updates the calendar's copy too.
  lastModified: sql<Date>`greatest(${events.updatedAt}, ${eventPlayers.joinedAt})`.mapWith(
    events.updatedAt,
  ),
};

/** Events with `userId`'s seat, if they have one, beside each. */
const eventsSeenBy = (db: Executor, userId: string) =>
  db
    .select(calendarColumns)
    .from(events)
    .leftJoin(
      eventPlayers,
      and(eq(eventPlayers.eventId, events.id), eq(eventPlayers.userId, userId)),
    );

/**
 * The events of `user`'s feed, by start: those they play in from `since` on, and the upcoming ones
 * their verified address is invited to (invitations belong to verified addresses, as on the
 * dashboard).
 */
export async function feedEventsOf(
  db: Executor,
  user: Pick<AccountRow, 'id' | 'email' | 'emailVerified'>,
  window: { since: Date; now: Date; limit: number },
): Promise<FeedEventRow[]> {
  const invited = and(
    ne(events.status, 'completed'),
    gte(events.startsAt, window.now),
    exists(
      db
        .select({ one: sql`1` })
        .from(eventInvites)
        .where(and(eq(eventInvites.eventId, events.id), eq(eventInvites.email, user.email))),
    ),
  );
  return eventsSeenBy(db, user.id)
    .where(
      and(
        gte(events.startsAt, window.since),
        user.emailVerified
          ? or(sql`${eventPlayers.userId} is not null`, invited)
          : sql`${eventPlayers.userId} is not null`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(window.limit);
}

/** One event as `userId`'s calendar shows it (the caller has checked they may see it). */
export async function calendarEventOf(
  db: Executor,
  userId: string,
  eventId: string,
): Promise<FeedEventRow | null> {
  const [row] = await eventsSeenBy(db, userId).where(eq(events.id, eventId));
  return row ?? null;
}
