// Guest resolvers map GraphQL to the guests domain (server/guests).
import * as guests from '../../guests';
import type { Resolvers } from '../generated/resolvers-types';

export const guestResolvers: Resolvers = {
  Query: {
    guestClaim: (_parent, { code }, ctx) => guests.claimOfferFor(ctx, code),
  },
  Mutation: {
    addGuestPlayer: (_parent, args, ctx) => guests.addGuestPlayer(ctx, args),
    renameGuest: (_parent, args, ctx) => guests.renameGuest(ctx, args),
    removeGuest: (_parent, args, ctx) => guests.removeGuest(ctx, args),
    inviteGuestToClaim: (_parent, args, ctx) => guests.inviteGuestToClaim(ctx, args),
    claimGuest: (_parent, args, ctx) => guests.claimGuest(ctx, args),
  },
  User: {
    isGuest: (user) => user.isGuest,
    viewerCanManageGuest: (user, _args, ctx) => guests.viewerManagesGuest(ctx, user),
  },
  Group: {
    guests: (group, _args, ctx) => guests.guestsOfGroup(ctx, group),
  },
  Event: {
    addableGuests: (event, _args, ctx) => guests.addableGuestsOf(ctx, event),
  },
  GuestClaimOffer: {
    groupName: async (offer, _args, ctx) =>
      offer.groupId ? ((await ctx.loaders.groups.byId.load(offer.groupId))?.name ?? null) : null,
  },
};
