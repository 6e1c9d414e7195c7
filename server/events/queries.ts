// Reads behind the event page, dashboard, history and create-event screens (docs/product.md §4 "Event
// lists", §7), and the per-viewer parts of an event: its invitations and what the viewer can do.
import type { Executor } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { EventRow, GroupRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { canSee } from '../groups';
import { emptyConnection, keysetPage, type Connection, type PageArgs } from '../shared/connections';
import { stateOf } from './lifecycle';
import * as store from './store';

type Me = Pick<UserRow, 'id' | 'email' | 'emailVerified'>;

/**
 * One event, for the `event` query and the calendar file alike: members only (signed in,
 * verified, with a display name), and then any member with its link — docs/product.md §4 offers Join Event
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

/** The event as it is now, for live updates (subscribing already required a member). */
export async function currentEvent(ctx: DomainContext, id: string): Promise<EventRow | null> {
  return isUuid(id) ? ctx.loaders.events.byId.load(id) : null;
}

/** Upcoming events I play in (not started, no results), soonest first (the dashboard). */
export function upcomingEventsOf(ctx: DomainContext, me: Me, now = new Date()) {
  return store.upcomingEventsOf(ctx.db, me.id, now);
}

/** Events I play in or host that are not upcoming (started, or with results), latest first. */
export function pastEventsOf(ctx: DomainContext, me: Me, now = new Date()) {
  return store.pastEventsOf(ctx.db, me.id, now);
}

/** My event history (pastEventsOf's events) a page at a time, newest first: Me.eventHistory. */
export function eventHistoryOf(ctx: DomainContext, me: Me, args: PageArgs, now = new Date()) {
  return keysetPage('event-history', args, store.eventHistorySource(ctx.db, me.id, now));
}

// A group's events, for those who may see the group (groups' canSee); none for anyone else.
type GroupReader = Pick<DomainContext, 'db' | 'viewer' | 'loaders'>;

/** The group's UPCOMING events (core/lifecycle.ts), soonest first: Group.upcomingEvents. */
export async function upcomingEventsOfGroup(
  ctx: GroupReader,
  group: GroupRow,
  now = new Date(),
): Promise<EventRow[]> {
  if (!(await canSee(ctx, group))) return [];
  const all = await ctx.loaders.groups.events.load(group.id);
  return all.filter((e) => stateOf(e, now) === 'upcoming');
}

/** The group's other events (started, or with results), latest first: Group.pastEvents. */
export async function pastEventsOfGroup(
  ctx: GroupReader,
  group: GroupRow,
  now = new Date(),
): Promise<EventRow[]> {
  if (!(await canSee(ctx, group))) return [];
  const all = await ctx.loaders.groups.events.load(group.id);
  return all.filter((e) => stateOf(e, now) !== 'upcoming').reverse();
}

/** Group.events: the UPCOMING ones soonest first, or the others latest first, a page at a time. */
export async function eventsPageOfGroup(
  ctx: GroupReader,
  group: GroupRow,
  when: 'upcoming' | 'past',
  args: PageArgs,
  now = new Date(),
): Promise<Connection<EventRow>> {
  if (!(await canSee(ctx, group))) return emptyConnection();
  const source = store.groupEventsSource(ctx.db, group.id, when, now);
  return keysetPage(`group-events:${when}`, args, source);
}

/** Group.completedEvents: the group's results, its COMPLETED events latest first, paged. */
export async function completedEventsPageOfGroup(
  ctx: GroupReader,
  group: GroupRow,
  args: PageArgs,
): Promise<Connection<EventRow>> {
  if (!(await canSee(ctx, group))) return emptyConnection();
  const source = store.groupCompletedEventsSource(ctx.db, group.id);
  return keysetPage('group-completed-events', args, source);
}

/** Upcoming events my address is invited to; an invitation belongs to whoever proved they own it. */
export async function pendingInvitesOf(ctx: DomainContext, me: Me, now = new Date()) {
  return me.emailVerified && me.email ? store.upcomingInvitesOf(ctx.db, me.email, now) : [];
}

export function statsOf(ctx: DomainContext, me: Me, now = new Date()) {
  return store.statsOf(ctx.db, me.id, now);
}

/** People who played in events I hosted or played in, by name: candidates for the next invite. */
export function previousAttendeesOf(ctx: DomainContext, me: Me) {
  return store.previousAttendeesOf(ctx.db, me.id);
}

/**
 * Of `ids`, the people I may invite by id (createEvent's inviteUserIds): my previous attendees
 * (what the picker offers) and my group co-members. Anyone else would let an id be turned into
 * an invitation mail to a stranger, and reveal that id's address in the invited list.
 */
export function invitableAmong(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<UserRow[]> {
  return store.knownPeopleAmong(db, userId, ids);
}

/** The event's players, in joining order (the host first). */
export async function playersOf(ctx: DomainContext, event: Pick<EventRow, 'id'>) {
  const ids = await ctx.loaders.events.playerIds.load(event.id);
  const players = await ctx.loaders.userById.loadMany(ids);
  return players.filter((p): p is UserRow => Boolean(p) && !(p instanceof Error));
}
