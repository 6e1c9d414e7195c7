// The contact form: the resolver maps the input to the contact domain module.
import { sendContactMessage } from '../../contact';
import type { Resolvers } from '../generated/resolvers-types';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: async (_parent, { input }, ctx) => {
      await sendContactMessage(ctx, input);
      return true;
    },
  },
};
