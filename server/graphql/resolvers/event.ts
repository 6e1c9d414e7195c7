// Event resolvers map GraphQL to the events domain (server/events): arguments in, rows out.
import { eventStateByStatus } from '../../../core/lifecycle';
import * as cashGames from '../../cash-games';
import * as events from '../../events';
import * as tournaments from '../../tournaments';
import { topics } from '../../realtime';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

export const eventResolvers: Resolvers = {
  // The schema's names for core/lifecycle.ts's states (codegen's enumValues types both sides).
  EventStatus: eventStateByStatus,
  Query: {
    event: (_parent, { id }, ctx) => events.eventForMember(ctx, id),
  },
  Mutation: {
    createEvent: (_parent, { input }, ctx) => events.createEvent(ctx, input),
    updateEvent: (_parent, { eventId, input }, ctx) => events.updateEvent(ctx, eventId, input),
    duplicateEvent: (_parent, { eventId, startsAt }, ctx) =>
      events.duplicateEvent(ctx, eventId, startsAt),
    createEventSeries: (_parent, { input, recurrence }, ctx) =>
      events.createEventSeries(ctx, input, recurrence),
    joinEvent: (_parent, { eventId }, ctx) => events.joinEvent(ctx, eventId),
    leaveEvent: (_parent, { eventId }, ctx) => events.leaveEvent(ctx, eventId),
    declineEventInvite: async (_parent, { eventId }, ctx) => {
      await events.declineEventInvite(ctx, eventId);
      return true;
    },
    inviteToEvent: (_parent, args, ctx) => events.inviteToEvent(ctx, args),
    removeEventInvite: (_parent, args, ctx) => events.removeEventInvite(ctx, args),
    cancelEvent: async (_parent, { eventId }, ctx) => {
      await events.cancelEvent(ctx, eventId);
      return true;
    },
    addTable: (_parent, args, ctx) => events.addTable(ctx, args),
    removeTable: (_parent, { tableId }, ctx) => events.removeTable(ctx, tableId),
    reserveSeat: (_parent, args, ctx) => events.reserveSeat(ctx, args),
    moveSeat: (_parent, args, ctx) => events.moveSeat(ctx, args),
    releaseSeat: (_parent, args, ctx) => events.releaseSeat(ctx, args),
    setWinners: (_parent, args, ctx) => events.setWinners(ctx, args),
    createLocation: (_parent, args, ctx) => events.createLocation(ctx, args),
  },
  Subscription: {
    eventChanged: {
      subscribe: async (_parent, { id }, ctx) => {
        ctx.requireMember();
        return ctx.services.pubsub.subscribe(topics.event(id));
      },
      resolve: async (_payload: unknown, { id }: { id: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return events.currentEvent(ctx, id);
      },
    },
  },
  Me: {
    stats: (me, _args, ctx) => events.statsOf(ctx, me),
    upcomingEvents: (me, _args, ctx) => events.upcomingEventsOf(ctx, me),
    pastEvents: (me, _args, ctx) => events.pastEventsOf(ctx, me),
    eventHistory: (me, args, ctx) => events.eventHistoryOf(ctx, me, args),
    pendingEventInvites: (me, _args, ctx) => events.pendingInvitesOf(ctx, me),
    locations: (me, _args, ctx) => events.locationsOf(ctx, me),
    previousAttendees: (me, _args, ctx) => events.previousAttendeesOf(ctx, me),
  },
  Event: {
    status: (event) => events.stateOf(event),
    owner: async (event, _args, ctx) => (await ctx.loaders.userById.load(event.ownerId))!,
    group: (event, _args, ctx) =>
      event.groupId ? ctx.loaders.groups.byId.load(event.groupId) : null,
    players: (event, _args, ctx) => events.playersOf(ctx, event),
    playerCount: async (event, _args, ctx) =>
      (await ctx.loaders.events.playerIds.load(event.id)).length,
    invitedEmails: (event, _args, ctx) => events.invitedEmailsFor(ctx, event),
    tables: (event, _args, ctx) => ctx.loaders.events.tables.load(event.id),
    winners: (event, _args, ctx) => ctx.loaders.events.winners.load(event.id),
    // Game night's capability is the tournaments domain's rule, beside the event's own.
    viewerCan: async (event, _args, ctx) => ({
      ...(await events.capabilitiesFor(ctx, event)),
      runTournament: await tournaments.canRunTournament(ctx, event),
      manageCashGame: await cashGames.canManageCashGameFor(ctx, event),
    }),
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
