// The game night's log and its undo (schema/tournament-log.graphql): arguments in, the
// tournaments domain's views out. Who may see the log and undo a line is the domain's.
import type { UndoLogData } from '../../../core/tournament-log';
import * as tournaments from '../../tournaments';
import type { Resolvers } from '../generated/resolvers-types';

export const tournamentLogResolvers: Resolvers = {
  Mutation: {
    undoTournamentAction: (_parent, { eventId, entryId }, ctx) =>
      tournaments.undoTournamentAction(ctx, eventId, entryId),
  },
  Tournament: {
    log: (view, _args, ctx) => tournaments.logOf(ctx, view),
  },
  TournamentLogEntry: {
    id: ({ row }) => row.id,
    at: ({ row }) => row.at,
    actor: async ({ row }, _args, ctx) => (await ctx.loaders.userById.load(row.actorId))!,
    kind: ({ row }) => row.kind,
    player: ({ row }, _args, ctx) =>
      row.playerId ? ctx.loaders.userById.load(row.playerId) : null,
    undoneAt: ({ row }) => row.undoneAt,
    canUndo: ({ canUndo }) => canUndo,
    levelIndex: ({ row }) =>
      row.kind === 'LEVEL' && typeof row.data.toLevelIndex === 'number'
        ? row.data.toLevelIndex
        : null,
    eliminatedBy: ({ row }, _args, ctx) =>
      row.kind === 'BUST' && typeof row.data.eliminatedBy === 'string'
        ? ctx.loaders.userById.load(row.data.eliminatedBy)
        : null,
    undoneKind: ({ row }) =>
      row.kind === 'UNDO' ? ((row.data as Partial<UndoLogData>).kind ?? null) : null,
  },
};
