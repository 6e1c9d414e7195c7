import * as calendar from '../../calendar';
import type { Resolvers } from '../generated/resolvers-types';

export const calendarResolvers: Resolvers = {
  Mutation: {
    rotateCalendarFeed: (_parent, _args, ctx) => calendar.rotateCalendarFeed(ctx),
  },
  Me: {
    calendarFeedUrl: (user, _args, ctx) => calendar.calendarFeedUrlOf(ctx, user),
  },
};
