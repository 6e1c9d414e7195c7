// Group resolvers map GraphQL to the groups domain (server/groups): arguments in, rows out.
// Permission checks, visibility, validation, transactions and live announcements all happen there.
import * as events from '../../events';
import * as groups from '../../groups';
import { notFound } from '../../errors';
import { topics } from '../../realtime';
import type { GraphQLContext } from '../context';
import type { GroupRole, Resolvers } from '../generated/resolvers-types';

const toGroupRole = { owner: 'OWNER', admin: 'ADMIN', member: 'MEMBER' } as const;
const fromGroupRole: Record<GroupRole, 'owner' | 'admin' | 'member'> = {
  OWNER: 'owner',
  ADMIN: 'admin',
  MEMBER: 'member',
};

/** After a write, later reads in the same operation must not see values cached before it. */
function fresh<T>(ctx: GraphQLContext, value: T): T {
  ctx.resetLoaders();
  return value;
}

export const groupResolvers: Resolvers = {
  Query: {
    group: (_parent, { id }, ctx) => groups.groupForViewer(ctx, id),
  },
  Mutation: {
    createGroup: async (_parent, args, ctx) => fresh(ctx, await groups.createGroup(ctx, args)),
    inviteToGroup: async (_parent, args, ctx) => fresh(ctx, await groups.inviteToGroup(ctx, args)),
    cancelGroupInvite: async (_parent, args, ctx) =>
      fresh(ctx, await groups.cancelGroupInvite(ctx, args)),
    acceptGroupInvite: async (_parent, { groupId }, ctx) =>
      fresh(ctx, await groups.acceptGroupInvite(ctx, groupId)),
    declineGroupInvite: async (_parent, { groupId }, ctx) => {
      await groups.declineGroupInvite(ctx, groupId);
      return fresh(ctx, true);
    },
    removeGroupMember: async (_parent, args, ctx) =>
      fresh(ctx, await groups.removeGroupMember(ctx, args)),
    setGroupRole: async (_parent, { groupId, userId, role }, ctx) =>
      fresh(ctx, await groups.setGroupRole(ctx, { groupId, userId, role: fromGroupRole[role] })),
    leaveGroup: async (_parent, { groupId }, ctx) => {
      await groups.leaveGroup(ctx, groupId);
      return fresh(ctx, true);
    },
  },
  Subscription: {
    groupChanged: {
      subscribe: async (_parent, { id }, ctx) => {
        const group = await groups.groupForViewer(ctx, id);
        if (!group) throw notFound(groups.groupMessages.notFound);
        return ctx.services.pubsub.subscribe(topics.group(group.id));
      },
      resolve: async (_payload: unknown, { id }: { id: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return groups.visibleGroup(ctx, id);
      },
    },
  },
  Me: {
    groups: (me, _args, ctx) => groups.groupsOf(ctx, me),
    pendingGroupInvites: (me, _args, ctx) => groups.pendingGroupInvitesOf(ctx, me),
  },
  Group: {
    owner: async (group, _args, ctx) => (await ctx.loaders.userById.load(group.ownerId))!,
    memberCount: (group, _args, ctx) => ctx.loaders.groups.memberCount.load(group.id),
    members: (group, _args, ctx) => groups.membersOf(ctx, group),
    invitedEmails: (group, _args, ctx) => groups.invitedEmailsFor(ctx, group),
    upcomingEvents: (group, _args, ctx) => events.upcomingEventsOfGroup(ctx, group),
    pastEvents: (group, _args, ctx) => events.pastEventsOfGroup(ctx, group),
    events: (group, { when, ...page }, ctx) =>
      events.eventsPageOfGroup(ctx, group, when === 'UPCOMING' ? 'upcoming' : 'past', page),
    leaderboard: (group, _args, ctx) => groups.leaderboardOf(ctx, group),
    viewerCan: (group, _args, ctx) => groups.capabilitiesFor(ctx, group),
    viewerRole: async (group, _args, ctx) => {
      const role = groups.memberRoleOf(await groups.roleOf(ctx, group));
      return role && toGroupRole[role];
    },
    memberRoles: (group, _args, ctx) => groups.memberRolesOf(ctx, group),
    activity: (group, _args, ctx) => groups.activityOf(ctx, group),
    activityLog: (group, args, ctx) => groups.activityLogOf(ctx, group, args),
    completedEvents: (group, args, ctx) => events.completedEventsPageOfGroup(ctx, group, args),
  },
  GroupMember: {
    role: (line) => toGroupRole[line.role],
  },
  GroupActivity: {
    // A departed actor's account is gone (actor_id set null): the log keeps the line, and the
    // schema's actor is non-null, so server/activity's query leaves such lines out.
    actor: async (entry, _args, ctx) => (await ctx.loaders.userById.load(entry.actorId!))!,
  },
  GroupPlayerStats: {
    user: async (stats, _args, ctx) => (await ctx.loaders.userById.load(stats.userId))!,
  },
};
