// Groups: thin resolvers over the groups domain module (server/groups). Permission checks,
// validation, transactions and live announcements all happen there.
import * as groups from '../../groups';
import type { GroupRow, UserRow } from '../../../db/schema';
import { topics } from '../../realtime/topics';
import type { GraphQLContext } from '../context';
import { notFound } from '../../errors';
import type { Resolvers } from '../generated/resolvers-types';

const viewerOf = (ctx: GraphQLContext): UserRow | null =>
  ctx.viewer.kind === 'user' ? ctx.viewer.user : null;

/** After a write, later reads in the same operation must not see values cached before it. */
function fresh<T>(ctx: GraphQLContext, value: T): T {
  ctx.resetLoaders();
  return value;
}

/** Members, events and figures are for people with access; others reaching the group through an event see none. */
async function ifVisible<T>(
  ctx: GraphQLContext,
  group: GroupRow,
  read: () => Promise<T[]>,
): Promise<T[]> {
  const visible = await groups.canSee(ctx.loaders, group, viewerOf(ctx));
  return visible ? read() : [];
}

export const groupResolvers: Resolvers = {
  Query: {
    group: (_parent, { id }, ctx) => groups.groupForViewer(ctx.loaders, ctx.requireMember(), id),
  },
  Mutation: {
    createGroup: async (_parent, { name, description }, ctx) =>
      fresh(
        ctx,
        await groups.createGroup(ctx.services, ctx.requireMember(), { name, description }),
      ),
    inviteToGroup: async (_parent, { groupId, emails }, ctx) =>
      fresh(ctx, await groups.inviteToGroup(ctx.services, ctx.requireMember(), groupId, emails)),
    cancelGroupInvite: async (_parent, { groupId, email }, ctx) =>
      fresh(ctx, await groups.cancelGroupInvite(ctx.services, ctx.requireMember(), groupId, email)),
    acceptGroupInvite: async (_parent, { groupId }, ctx) =>
      fresh(ctx, await groups.acceptGroupInvite(ctx.services, ctx.requireMember(), groupId)),
    declineGroupInvite: async (_parent, { groupId }, ctx) => {
      await groups.declineGroupInvite(ctx.services, ctx.requireMember(), groupId);
      return fresh(ctx, true);
    },
    removeGroupMember: async (_parent, { groupId, userId }, ctx) =>
      fresh(
        ctx,
        await groups.removeGroupMember(ctx.services, ctx.requireMember(), groupId, userId),
      ),
    leaveGroup: async (_parent, { groupId }, ctx) => {
      await groups.leaveGroup(ctx.services, ctx.requireMember(), groupId);
      return fresh(ctx, true);
    },
  },
  Subscription: {
    groupChanged: {
      subscribe: async (_parent, { id }, ctx) => {
        const group = await groups.groupForViewer(ctx.loaders, ctx.requireMember(), id);
        if (!group) throw notFound(groups.groupMessages.notFound);
        return ctx.services.pubsub.subscribe(topics.group(group.id));
      },
      resolve: async (_payload: unknown, { id }: { id: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return groups.visibleGroup(ctx.loaders, ctx.requireMember(), id);
      },
    },
  },
  Me: {
    groups: (me, _args, ctx) => groups.groupsOf(ctx.db, ctx.loaders, me.id),
    pendingGroupInvites: (me, _args, ctx) => groups.pendingGroupInvitesOf(ctx.db, ctx.loaders, me),
  },
  Group: {
    owner: async (group, _args, ctx) => (await ctx.loaders.userById.load(group.ownerId))!,
    memberCount: (group, _args, ctx) => ctx.loaders.groups.memberCount.load(group.id),
    members: (group, _args, ctx) =>
      ifVisible(ctx, group, () => groups.membersOf(ctx.loaders, group)),
    invitedEmails: (group, _args, ctx) =>
      groups.invitedEmailsFor(ctx.loaders, group, viewerOf(ctx)),
    upcomingEvents: (group, _args, ctx) =>
      ifVisible(ctx, group, () => groups.upcomingEventsOf(ctx.loaders, group.id)),
    pastEvents: (group, _args, ctx) =>
      ifVisible(ctx, group, () => groups.pastEventsOf(ctx.loaders, group.id)),
    leaderboard: (group, _args, ctx) =>
      ifVisible(ctx, group, () => ctx.loaders.groups.leaderboard.load(group.id)),
    viewerCan: (group, _args, ctx) => groups.capabilitiesFor(ctx.loaders, group, viewerOf(ctx)),
  },
  GroupPlayerStats: {
    user: async (stats, _args, ctx) => (await ctx.loaders.userById.load(stats.userId))!,
  },
};
