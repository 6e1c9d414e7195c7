// Tournament templates: resolvers map fields to the templates domain module.
import {
  customTemplatesOf,
  deleteTemplate,
  saveTemplate,
  templatesForViewer,
} from '../../templates';
import { isBreakLevel } from '../../../core/breaks';
import type { Resolvers } from '../generated/resolvers-types';

export const templateResolvers: Resolvers = {
  Query: {
    tournamentTemplates: (_parent, _args, ctx) => templatesForViewer(ctx),
  },
  Me: {
    tournamentTemplates: (me, _args, ctx) => customTemplatesOf(ctx, me.id),
  },
  // Levels saved before breaks existed (templates, tournaments' copies) have no isBreak: not breaks.
  BlindLevel: {
    isBreak: (level) => isBreakLevel(level),
    note: (level) => (isBreakLevel(level) ? (level.note ?? null) : null),
  },
  Mutation: {
    saveTournamentTemplate: (_parent, { input }, ctx) => saveTemplate(ctx, input),
    deleteTournamentTemplate: (_parent, { id }, ctx) => deleteTemplate(ctx, id),
  },
};
