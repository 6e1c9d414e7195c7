// A person's calendar feed: a secret URL (users.calendar_feed_token, kept as is like the
// tournament display token: the profile shows the URL on every visit, and it grants only a
// read-only list of the person's own games) serving an iCalendar file of the events they play in
// or are invited to. Rotating the token is how they take it back from wherever it was pasted.
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { toICalendarFeed } from '../../core/calendar';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { asAccount } from '../../db/account';
import type { DomainContext } from '../context';
import type { Services } from '../services';
import { calendarEventOf } from './calendar-event';
import * as store from './store';

const DAY = 24 * 60 * 60 * 1000;
/** Past games stay in the feed this long, so last week's game is still in the calendar. */
export const FEED_PAST_DAYS = 90;
/** At most this many events in one feed (years of weekly games). */
const FEED_LIMIT = 500;
/** How often a subscribed calendar is asked to fetch again (most fetch on their own schedule). */
const REFRESH_MINUTES = 60;

/** 160 random bits, as session tokens: unguessable. */
function newFeedToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** A token as newFeedToken writes it; anything else is not looked up at all. */
export const isFeedToken = (token: string) => /^[a-z2-7]{32}$/.test(token);

const feedUrl = (services: Services, token: string) =>
  `${services.linkBase}/calendar/feed/${token}.ics`;

/**
 * The viewer's feed URL, its token created on first read. Only for a verified address: anyone
 * can register any address, and a feed made before its mailbox's owner takes the account over
 * would show that owner's games to whoever registered it (issue 27, #1).
 */
export async function calendarFeedUrlOf(ctx: DomainContext, user: UserRow): Promise<string> {
  const viewer = ctx.requireVerifiedUser();
  if (viewer.id !== user.id) throw new Error('a calendar feed URL is its owner’s only');
  return feedUrl(ctx.services, await store.feedTokenOf(ctx.db, viewer.id, newFeedToken()));
}

/** A new token for the viewer's feed; the old URL answers 404 from now on. */
export async function rotateCalendarFeed(ctx: DomainContext): Promise<UserRow> {
  const viewer = ctx.requireVerifiedUser();
  const user = await store.replaceFeedToken(ctx.db, viewer.id, newFeedToken());
  if (!user) throw new Error('calendar feed rotation: user not found');
  return user;
}

export interface CalendarFeed {
  body: string;
  /** A validator for conditional requests: the same events give the same text. */
  etag: string;
}

/** The feed the token names, or null when no user has that token (never had, or rotated away). */
export async function calendarFeed(
  services: Services,
  token: string,
  now = new Date(),
): Promise<CalendarFeed | null> {
  if (!isFeedToken(token)) return null;
  const user = await store.userByFeedToken(services.db, token);
  if (!user) return null;
  const rows = await store.feedEventsOf(services.db, asAccount(user), {
    since: new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    now,
    limit: FEED_LIMIT,
  });
  const body = toICalendarFeed({
    refreshMinutes: REFRESH_MINUTES,
    events: rows.map((row) => calendarEventOf(services, row)),
  });
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/** The user's feed URL stops working with the caller's commit (auth/end-access.ts). */
export async function forgetCalendarFeed(db: Executor, userId: string): Promise<void> {
  await store.clearFeedToken(db, userId);
}
