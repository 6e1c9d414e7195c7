// Waitlist resolvers map GraphQL to the events domain's waitlist (server/events/waitlist.ts).
import * as events from '../../events';
import type { Resolvers } from '../generated/resolvers-types';

export const waitlistResolvers: Resolvers = {
  Mutation: {
    joinWaitlist: (_parent, { eventId }, ctx) => events.joinWaitlist(ctx, eventId),
    leaveWaitlist: (_parent, { eventId }, ctx) => events.leaveWaitlist(ctx, eventId),
    removeEventPlayer: (_parent, args, ctx) => events.removeEventPlayer(ctx, args),
  },
  Me: {
    waitlistedEvents: (me, _args, ctx) => events.waitlistedEventsOf(ctx, me),
  },
  Event: {
    waitlist: (event, _args, ctx) => events.waitlistOf(ctx, event),
  },
};
