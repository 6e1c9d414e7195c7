// Tournament templates: thin resolvers over the templates domain module.
import {
  deleteTemplate,
  listCustomTemplates,
  listTemplatesFor,
  saveTemplate,
} from '../../templates';
import type { Resolvers } from '../generated/resolvers-types';

export const templateResolvers: Resolvers = {
  Query: {
    tournamentTemplates: (_parent, _args, ctx) =>
      listTemplatesFor(ctx.db, ctx.viewer.kind === 'user' ? ctx.viewer.user.id : null),
  },
  Me: {
    tournamentTemplates: (me, _args, ctx) => listCustomTemplates(ctx.db, me.id),
  },
  Mutation: {
    saveTournamentTemplate: (_parent, { input }, ctx) =>
      saveTemplate(ctx.db, ctx.requireMember(), input),
    deleteTournamentTemplate: (_parent, { id }, ctx) =>
      deleteTemplate(ctx.db, ctx.requireMember(), id),
  },
};
