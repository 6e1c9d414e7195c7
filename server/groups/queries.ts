// Reads behind the Groups page, the group page and the dashboard's group invitations (SPEC §2,
// §4 "Event lists", §7). Lists resolve through the per-operation DataLoaders, so a page of N
// groups costs one query per field, not N.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  groupInvites,
  groupMembers,
  groups,
  type EventRow,
  type GroupRow,
  type UserRow,
} from '../../db/schema';
import { forbidden } from '../errors';
import type { Loaders } from '../loaders';
import {
  canView,
  capabilitiesOf,
  groupMessages,
  roleIn,
  type GroupCapabilities,
  type GroupRole,
} from './access';
import { stateOf } from '../events/lifecycle';

type Viewer = Pick<UserRow, 'id' | 'email' | 'emailVerified'> | null;

export async function roleOf(
  loaders: Loaders,
  group: GroupRow,
  viewer: Viewer,
): Promise<GroupRole> {
  if (!viewer) return 'none';
  const [memberIds, invitedEmails] = await Promise.all([
    loaders.groups.memberIds.load(group.id),
    loaders.groups.invitedEmails.load(group.id),
  ]);
  return roleIn(group, viewer, memberIds, invitedEmails);
}

/**
 * One group for its members and invited addresses: null when it does not exist (as `event`
 * does), FORBIDDEN "You do not have access to this group" for anyone else.
 */
export async function groupForViewer(
  loaders: Loaders,
  viewer: UserRow,
  id: string,
): Promise<GroupRow | null> {
  const group = isUuid(id) ? await loaders.groups.byId.load(id) : null;
  if (!group) return null;
  if (!canView(await roleOf(loaders, group, viewer))) throw forbidden(groupMessages.noAccess);
  return group;
}

/** The same group, or null when it is gone or the viewer may no longer see it (live updates). */
export async function visibleGroup(
  loaders: Loaders,
  viewer: UserRow,
  id: string,
): Promise<GroupRow | null> {
  const group = isUuid(id) ? await loaders.groups.byId.load(id) : null;
  if (!group) return null;
  return canView(await roleOf(loaders, group, viewer)) ? group : null;
}

/** Whether the viewer may see the group's members, events and leaderboard. */
export async function canSee(loaders: Loaders, group: GroupRow, viewer: Viewer): Promise<boolean> {
  return canView(await roleOf(loaders, group, viewer));
}

const byName = [asc(sql`lower(${groups.name})`), asc(groups.createdAt), asc(groups.id)];

/** Groups the user is a member of (owned ones included), by name. */
export async function groupsOf(db: Db, loaders: Loaders, userId: string): Promise<GroupRow[]> {
  const mine = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  const rows = await db
    .select()
    .from(groups)
    .where(inArray(groups.id, mine))
    .orderBy(...byName);
  for (const row of rows) loaders.groups.byId.prime(row.id, row);
  return rows;
}

/** Groups the user's (verified) e-mail is invited to and they have not joined, by name. */
export async function pendingGroupInvitesOf(
  db: Db,
  loaders: Loaders,
  user: UserRow,
): Promise<GroupRow[]> {
  if (!user.emailVerified) return [];
  const invited = db
    .select({ id: groupInvites.groupId })
    .from(groupInvites)
    .where(eq(groupInvites.email, user.email));
  const joined = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, user.id));
  const rows = await db
    .select()
    .from(groups)
    .where(and(inArray(groups.id, invited), notInArray(groups.id, joined)))
    .orderBy(...byName);
  for (const row of rows) loaders.groups.byId.prime(row.id, row);
  return rows;
}

const sortName = (user: UserRow) => (user.displayName.trim() || user.email).toLowerCase();

/** Members, owner first, then by display name (else e-mail), case-insensitive. */
export async function membersOf(loaders: Loaders, group: GroupRow): Promise<UserRow[]> {
  const ids = await loaders.groups.memberIds.load(group.id);
  const found = await loaders.userById.loadMany(ids);
  const members = found.filter((u): u is UserRow => Boolean(u) && !(u instanceof Error));
  return members.sort((a, b) => {
    if (a.id === group.ownerId) return -1;
    if (b.id === group.ownerId) return 1;
    return sortName(a).localeCompare(sortName(b)) || a.email.localeCompare(b.email);
  });
}

/** The group's UPCOMING events (core/lifecycle.ts), soonest first. */
export async function upcomingEventsOf(
  loaders: Loaders,
  groupId: string,
  now = new Date(),
): Promise<EventRow[]> {
  const all = await loaders.groups.events.load(groupId);
  return all.filter((e) => stateOf(e, now) === 'upcoming');
}

/** The group's other events (started, or with results), latest first. */
export async function pastEventsOf(
  loaders: Loaders,
  groupId: string,
  now = new Date(),
): Promise<EventRow[]> {
  const all = await loaders.groups.events.load(groupId);
  return all.filter((e) => stateOf(e, now) !== 'upcoming').reverse();
}

/** Pending invitations, for the owner only; null for everyone else. */
export async function invitedEmailsFor(
  loaders: Loaders,
  group: GroupRow,
  viewer: Viewer,
): Promise<string[] | null> {
  if (!viewer || viewer.id !== group.ownerId) return null;
  return loaders.groups.invitedEmails.load(group.id);
}

export async function capabilitiesFor(
  loaders: Loaders,
  group: GroupRow,
  viewer: Viewer,
): Promise<GroupCapabilities> {
  return capabilitiesOf(await roleOf(loaders, group, viewer));
}
