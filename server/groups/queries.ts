// Reads behind the Groups page, the group page and the dashboard's group invitations (docs/product.md §2,
// §4 "Event lists", §7), and the per-viewer parts of a group: what it shows them and what they
// can do. Lists resolve through the per-operation DataLoaders, so a page of N groups costs one
// query per field, not N.
import { isUuid } from '../../db/ids';
import { activityPageOf, type GroupActivityRow } from '../activity';
import type { GroupRow, UserRow } from '../../db/schema';
import { viewerDecision, viewerUser, type DomainContext } from '../context';
import { forbidden } from '../errors';
import { emptyConnection, type Connection, type PageArgs } from '../shared/connections';
import { managesEvent, type GroupMemberRole } from '../../core/group-roles';
import {
  canView,
  capabilitiesOf,
  memberRoleFrom,
  memberRoleOf,
  roleIn,
  type GroupCapabilities,
  type GroupRole,
} from './access';
import { groupMessages } from './messages';
import * as store from './store';

type Ctx = Pick<DomainContext, 'viewer' | 'loaders'>;

export async function roleOf(ctx: Ctx, group: GroupRow): Promise<GroupRole> {
  const [memberIds, invitedEmails, adminIds] = await Promise.all([
    ctx.loaders.groups.memberIds.load(group.id),
    ctx.loaders.groups.invitedEmails.load(group.id),
    ctx.loaders.groups.adminIds.load(group.id),
  ]);
  return viewerDecision(ctx, `group-role:${group.id}`, (ctx) => {
    const viewer = viewerUser(ctx);
    return viewer ? roleIn(group, viewer, memberIds, invitedEmails, adminIds) : 'none';
  });
}

/**
 * The viewer's member role in a group (owner, admin, member), null when they are not a member
 * or there is no such group: the one role every group and event permission reads, through
 * core/group-roles' table (`may(role, action)`).
 */
export async function viewerGroupRole(ctx: Ctx, groupId: string): Promise<GroupMemberRole | null> {
  const group = isUuid(groupId) ? await ctx.loaders.groups.byId.load(groupId) : null;
  return group ? memberRoleOf(await roleOf(ctx, group)) : null;
}

/**
 * Who runs `event` (core's managesEvent: its host, or for a group's event an owner or admin of the
 * group, the role decided by memberRoleFrom as everywhere), as a pure function of a user id over
 * the group's loaded members, so a viewer decision can take it for whoever else shares an update.
 */
export async function eventManagerRule(
  ctx: Ctx,
  event: { ownerId: string; groupId: string | null },
): Promise<(userId: string | null) => boolean> {
  const group = event.groupId ? await ctx.loaders.groups.byId.load(event.groupId) : null;
  if (!group) return (userId) => managesEvent(event.ownerId, userId, null);
  const [memberIds, adminIds] = await Promise.all([
    ctx.loaders.groups.memberIds.load(group.id),
    ctx.loaders.groups.adminIds.load(group.id),
  ]);
  return (userId) =>
    managesEvent(
      event.ownerId,
      userId,
      userId === null ? null : memberRoleFrom(group, userId, memberIds, adminIds),
    );
}

/** Whether the viewer runs `event`: what the event's capabilities and its cash game read. */
export async function viewerManagesEvent(
  ctx: Ctx,
  event: { id: string; ownerId: string; groupId: string | null },
): Promise<boolean> {
  const manages = await eventManagerRule(ctx, event);
  return viewerDecision(ctx, `event-manages:${event.id}`, (ctx) =>
    manages(viewerUser(ctx)?.id ?? null),
  );
}

type GroupMemberLine = store.GroupMemberLine;

/** Members with role, games played and last played, in `members`' order; none for outsiders. */
export async function memberRolesOf(ctx: Ctx, group: GroupRow): Promise<GroupMemberLine[]> {
  const members = await membersOf(ctx, group);
  if (members.length === 0) return [];
  const [adminIds, played] = await Promise.all([
    ctx.loaders.groups.adminIds.load(group.id),
    ctx.loaders.groups.playedCounts.load(group.id),
  ]);
  return members.map((user) => ({
    user,
    role: memberRoleFrom(group, user.id, [user.id], adminIds)!,
    gamesPlayed: played.get(user.id)?.gamesPlayed ?? 0,
    lastPlayedAt: played.get(user.id)?.lastPlayedAt ?? null,
  }));
}

type ViewerCtx = Pick<DomainContext, 'viewer' | 'loaders' | 'requireMember'>;

/** The group with this id (null when there is none) and whether the signed-in viewer may see it. */
async function lookUp(ctx: ViewerCtx, id: string) {
  ctx.requireMember();
  const group = isUuid(id) ? await ctx.loaders.groups.byId.load(id) : null;
  return group ? { group, visible: await canSee(ctx, group) } : null;
}

/**
 * One group for its members and invited addresses: null when it does not exist (as `event`
 * does), FORBIDDEN "You do not have access to this group" for anyone else.
 */
export async function groupForViewer(ctx: ViewerCtx, id: string): Promise<GroupRow | null> {
  const found = await lookUp(ctx, id);
  if (found && !found.visible) throw forbidden(groupMessages.noAccess);
  return found?.group ?? null;
}

/** The same group, or null when it is gone or the viewer may no longer see it (live updates). */
export async function visibleGroup(ctx: ViewerCtx, id: string): Promise<GroupRow | null> {
  const found = await lookUp(ctx, id);
  return found?.visible ? found.group : null;
}

/** Whether the viewer may see the group's members, events and leaderboard. */
export async function canSee(ctx: Ctx, group: GroupRow): Promise<boolean> {
  return canView(await roleOf(ctx, group));
}

/** Members, events and figures are for people with access; others reaching it through an event see none. */
async function ifVisible<T>(ctx: Ctx, group: GroupRow, read: () => Promise<T[]>): Promise<T[]> {
  return (await canSee(ctx, group)) ? read() : [];
}

/** Groups the user is a member of (owned ones included), by name. */
export async function groupsOf(ctx: DomainContext, user: Pick<UserRow, 'id'>): Promise<GroupRow[]> {
  const rows = await store.groupsOfMember(ctx.db, user.id);
  for (const row of rows) ctx.loaders.groups.byId.prime(row.id, row);
  return rows;
}

/** Groups the user's (verified) e-mail is invited to and they have not joined, by name. */
export async function pendingGroupInvitesOf(
  ctx: DomainContext,
  user: UserRow,
): Promise<GroupRow[]> {
  if (!user.emailVerified || !user.email) return [];
  const rows = await store.groupsInvitingOf(ctx.db, { id: user.id, email: user.email });
  for (const row of rows) ctx.loaders.groups.byId.prime(row.id, row);
  return rows;
}

const sortName = (user: UserRow) => (user.displayName.trim() || user.email || '').toLowerCase();

/** Members, owner first, then by display name (else e-mail), case-insensitive; none for outsiders. */
export function membersOf(ctx: Ctx, group: GroupRow): Promise<UserRow[]> {
  return ifVisible(ctx, group, async () => {
    const ids = await ctx.loaders.groups.memberIds.load(group.id);
    const found = await ctx.loaders.userById.loadMany(ids);
    const members = found.filter((u): u is UserRow => Boolean(u) && !(u instanceof Error));
    return members.sort((a, b) => {
      if (a.id === group.ownerId) return -1;
      if (b.id === group.ownerId) return 1;
      return sortName(a).localeCompare(sortName(b)) || a.id.localeCompare(b.id);
    });
  });
}

/** The group's leaderboard (store.ts's order); none for outsiders. */
export function leaderboardOf(ctx: Ctx, group: GroupRow): Promise<store.GroupPlayerStats[]> {
  return ifVisible(ctx, group, () => ctx.loaders.groups.leaderboard.load(group.id));
}

/** The group's latest activity (server/activity), newest first; none for non-members. */
export async function activityOf(ctx: Ctx, group: GroupRow): Promise<GroupActivityRow[]> {
  if (memberRoleOf(await roleOf(ctx, group)) === null) return [];
  return ctx.loaders.groups.activity.load(group.id);
}

/** The group's whole activity log a page at a time, newest first; none for non-members. */
export async function activityLogOf(
  ctx: DomainContext,
  group: GroupRow,
  args: PageArgs,
): Promise<Connection<GroupActivityRow>> {
  if (memberRoleOf(await roleOf(ctx, group)) === null) return emptyConnection();
  return activityPageOf(ctx.db, group.id, args);
}

/**
 * Pending invitations, for those who may invite (the owner and admins); null for everyone else. Seeing who
 * is invited goes with the power to invite and withdraw invitations.
 */
export async function invitedEmailsFor(ctx: Ctx, group: GroupRow): Promise<string[] | null> {
  if (!capabilitiesOf(await roleOf(ctx, group)).invite) return null;
  return ctx.loaders.groups.invitedEmails.load(group.id);
}

export async function capabilitiesFor(ctx: Ctx, group: GroupRow): Promise<GroupCapabilities> {
  return capabilitiesOf(await roleOf(ctx, group));
}
