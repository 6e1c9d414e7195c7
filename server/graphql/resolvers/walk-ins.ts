// Walk-in resolvers map GraphQL to the events domain's walk-ins (server/events/walk-ins.ts).
import * as events from '../../events';
import type { Resolvers } from '../generated/resolvers-types';

export const walkInResolvers: Resolvers = {
  Mutation: {
    addEventPlayer: (_parent, args, ctx) => events.addEventPlayer(ctx, args),
  },
  Event: {
    addablePlayers: (event, _args, ctx) => events.addablePlayersOf(ctx, event),
  },
};
