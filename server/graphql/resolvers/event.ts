import type { EventState } from '../../../core/lifecycle';
import { capabilities, relationTo } from '../../events/access';
import * as eventWrites from '../../events/events';
import { createLocation, locationsOf } from '../../events/locations';
import { stateOf } from '../../events/lifecycle';
import * as queries from '../../events/queries';
import * as tables from '../../events/tables';
import { isUuid } from '../../../db/ids';
import { topics } from '../../realtime/topics';
import type { GraphQLContext } from '../context';
import type { EventStatus, Resolvers } from '../generated/resolvers-types';

const eventStatusOf: Record<EventState, EventStatus> = {
  upcoming: 'UPCOMING',
  in_progress: 'IN_PROGRESS',
  completed: 'COMPLETED',
};

async function relationOf(ctx: GraphQLContext, event: { id: string; ownerId: string }) {
  const viewer = ctx.viewer.kind === 'user' ? ctx.viewer.user : null;
  const [playerIds, invitedEmails] = await Promise.all([
    ctx.loaders.events.playerIds.load(event.id),
    ctx.loaders.events.invitedEmails.load(event.id),
  ]);
  return {
    relation: relationTo(event as never, viewer, playerIds, invitedEmails),
    playerIds,
    invitedEmails,
  };
}

export const eventResolvers: Resolvers = {
  Query: {
    event: (_parent, { id }, ctx) => queries.eventForMember(ctx, id),
  },
  Mutation: {
    createEvent: (_parent, { input }, ctx) =>
      eventWrites.createEvent(ctx.services, ctx.requireMember(), input),
    joinEvent: (_parent, { eventId }, ctx) =>
      eventWrites.joinEvent(ctx.services, ctx.requireMember(), eventId),
    leaveEvent: (_parent, { eventId }, ctx) =>
      eventWrites.leaveEvent(ctx.services, ctx.requireMember(), eventId),
    declineEventInvite: async (_parent, { eventId }, ctx) => {
      await eventWrites.declineEventInvite(ctx.services, ctx.requireMember(), eventId);
      return true;
    },
    inviteToEvent: (_parent, { eventId, emails }, ctx) =>
      eventWrites.inviteToEvent(ctx.services, ctx.requireMember(), eventId, emails),
    removeEventInvite: (_parent, { eventId, email }, ctx) =>
      eventWrites.removeEventInvite(ctx.services, ctx.requireMember(), eventId, email),
    cancelEvent: async (_parent, { eventId }, ctx) => {
      await eventWrites.cancelEvent(ctx.services, ctx.requireMember(), eventId);
      return true;
    },
    addTable: (_parent, { eventId, name, maxSeats }, ctx) =>
      tables.addTable(ctx.services, ctx.requireMember(), eventId, name, maxSeats),
    removeTable: (_parent, { tableId }, ctx) =>
      tables.removeTable(ctx.services, ctx.requireMember(), tableId),
    reserveSeat: (_parent, { tableId, seatNumber }, ctx) =>
      tables.reserveSeat(ctx.services, ctx.requireMember(), tableId, seatNumber),
    releaseSeat: (_parent, { tableId, seatNumber }, ctx) =>
      tables.releaseSeat(ctx.services, ctx.requireMember(), tableId, seatNumber),
    setWinners: (_parent, { eventId, winners }, ctx) =>
      eventWrites.setWinners(ctx.services, ctx.requireMember(), eventId, [...winners]),
    createLocation: (_parent, { name, address }, ctx) =>
      createLocation(ctx.services, ctx.requireMember(), name, address),
  },
  Subscription: {
    eventChanged: {
      subscribe: async (_parent, { id }, ctx) => {
        ctx.requireMember();
        return ctx.services.pubsub.subscribe(topics.event(id));
      },
      resolve: async (_payload: unknown, { id }: { id: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return isUuid(id) ? ctx.loaders.events.byId.load(id) : null;
      },
    },
  },
  Me: {
    stats: (me, _args, ctx) => queries.statsOf(ctx.db, me.id),
    upcomingEvents: (me, _args, ctx) => queries.upcomingEventsOf(ctx.db, me.id),
    pastEvents: (me, _args, ctx) => queries.pastEventsOf(ctx.db, me.id),
    // An invitation belongs to whoever proved they own the address.
    pendingEventInvites: (me, _args, ctx) =>
      me.emailVerified ? queries.pendingInvitesOf(ctx.db, me) : [],
    locations: (me, _args, ctx) => locationsOf(ctx.services, me.id),
    previousAttendees: (me, _args, ctx) => queries.previousAttendeesOf(ctx.db, me.id),
  },
  Event: {
    status: (event) => eventStatusOf[stateOf(event)],
    owner: async (event, _args, ctx) => (await ctx.loaders.userById.load(event.ownerId))!,
    group: (event, _args, ctx) =>
      event.groupId ? ctx.loaders.groups.byId.load(event.groupId) : null,
    players: async (event, _args, ctx) => {
      const ids = await ctx.loaders.events.playerIds.load(event.id);
      const players = await ctx.loaders.userById.loadMany(ids);
      return players.filter(
        (p): p is Exclude<typeof p, Error | null> => Boolean(p) && !(p instanceof Error),
      );
    },
    playerCount: async (event, _args, ctx) =>
      (await ctx.loaders.events.playerIds.load(event.id)).length,
    invitedEmails: async (event, _args, ctx) => {
      const { relation, invitedEmails } = await relationOf(ctx, event);
      return relation.isHost ? invitedEmails : null;
    },
    tables: (event, _args, ctx) => ctx.loaders.events.tables.load(event.id),
    winners: (event, _args, ctx) => ctx.loaders.events.winners.load(event.id),
    viewerCan: async (event, _args, ctx) => {
      const { relation, playerIds } = await relationOf(ctx, event);
      return capabilities(event, relation, playerIds.length);
    },
  },
  EventTable: {
    seats: (table, _args, ctx) => ctx.loaders.events.seats.load(table.id),
  },
  Seat: {
    player: async (seat, _args, ctx) => (await ctx.loaders.userById.load(seat.userId))!,
  },
  Winner: {
    user: async (winner, _args, ctx) => (await ctx.loaders.userById.load(winner.userId))!,
  },
};
