import { sendContactMessage } from '../../contact/contact';
import type { Resolvers } from '../generated/resolvers-types';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: async (_parent, { input }, ctx) => {
      const userId = ctx.viewer.kind === 'user' ? ctx.viewer.user.id : null;
      await sendContactMessage(ctx.services, input, { userId, clientIp: ctx.clientIp });
      return true;
    },
  },
};
