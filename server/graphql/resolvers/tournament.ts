// Game night resolvers map GraphQL to the tournaments domain (server/tournaments): arguments in,
// views out. The clock's figures are computed once per tournament view, at the view's instant.
import { topics } from '../../realtime';
import * as tournaments from '../../tournaments';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

export const tournamentResolvers: Resolvers = {
  // The schema's names for the stored phases (codegen's enumValues types both sides).
  TournamentPhase: { RUNNING: 'running', PAUSED: 'paused', FINISHED: 'finished' },
  Query: {
    tournamentDisplay: (_parent, { token }, ctx) => tournaments.displayFor(ctx, token),
    chopPreview: (_parent, { eventId, method, stacks }, ctx) =>
      tournaments.chopPreview(ctx, eventId, { method, stacks }),
  },
  Mutation: {
    startTournament: (_parent, { eventId, settings }, ctx) =>
      tournaments.startTournament(ctx, eventId, settings),
    pauseTournament: (_parent, { eventId }, ctx) => tournaments.pauseTournament(ctx, eventId),
    resumeTournament: (_parent, { eventId }, ctx) => tournaments.resumeTournament(ctx, eventId),
    setTournamentLevel: (_parent, { eventId, levelIndex }, ctx) =>
      tournaments.setTournamentLevel(ctx, eventId, levelIndex),
    recordRebuy: (_parent, args, ctx) => tournaments.recordRebuy(ctx, args),
    recordAddOn: (_parent, args, ctx) => tournaments.recordAddOn(ctx, args),
    bustPlayer: (_parent, args, ctx) => tournaments.bustPlayer(ctx, args),
    restorePlayer: (_parent, args, ctx) => tournaments.restorePlayer(ctx, args),
    finishTournament: (_parent, { eventId }, ctx) => tournaments.finishTournament(ctx, eventId),
    chopTournament: (_parent, { eventId, method, stacks }, ctx) =>
      tournaments.chopTournament(ctx, eventId, { method, stacks }),
    drawSeats: (_parent, { eventId, seatsPerTable }, ctx) =>
      tournaments.drawSeats(ctx, eventId, seatsPerTable),
    balanceTables: (_parent, { eventId }, ctx) => tournaments.balanceTables(ctx, eventId),
    rotateTournamentDisplay: (_parent, { eventId }, ctx) =>
      tournaments.rotateTournamentDisplay(ctx, eventId),
  },
  Subscription: {
    tournamentChanged: {
      subscribe: async (_parent, { eventId }, ctx) => {
        await tournaments.requireFollower(ctx, eventId);
        return ctx.services.pubsub.subscribe(topics.tournament(eventId));
      },
      resolve: (_payload: unknown, { eventId }: { eventId: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return tournaments.currentTournament(ctx, eventId);
      },
    },
    tournamentDisplayChanged: {
      subscribe: async (_parent, { token }, ctx) => {
        const eventId = await tournaments.eventIdOfDisplay(ctx, token);
        return ctx.services.pubsub.subscribe(topics.tournament(eventId));
      },
      resolve: (_payload: unknown, { token }: { token: string }, ctx: GraphQLContext) => {
        ctx.resetLoaders();
        return tournaments.displayFor(ctx, token);
      },
    },
  },
  Event: {
    tournament: (event, _args, ctx) => tournaments.tournamentOf(ctx, event),
    results: (event, _args, ctx) => tournaments.resultsOf(ctx, event),
  },
  Tournament: {
    id: (view) => view.row.id,
    eventId: (view) => view.row.eventId,
    phase: (view) => view.row.phase,
    template: (view) => view.row.template,
    levelIndex: (view) => tournaments.clockFor(view).levelIndex,
    currentLevel: (view) => view.row.template.levels[tournaments.clockFor(view).levelIndex]!,
    nextLevel: (view) =>
      view.row.template.levels[tournaments.clockFor(view).levelIndex + 1] ?? null,
    levelEndsAt: (view) => tournaments.clockFor(view).levelEndsAt,
    remainingSeconds: (view) => tournaments.clockFor(view).remainingSeconds,
    nextBreakInSeconds: (view) => tournaments.nextBreakInSecondsOf(view),
    serverNow: (view) => view.now,
    buyInCents: (view) => view.row.buyInCents,
    rebuyCents: (view) => view.row.rebuyCents,
    addOnCents: (view) => view.row.addOnCents,
    bountyCents: (view) => view.row.bountyCents,
    rebuyLevels: (view) => view.row.rebuyLevels,
    addOnLevels: (view) => view.row.addOnLevels,
    payoutPercents: (view) => view.row.payoutPercents,
    prizePoolCents: (view, _args, ctx) => tournaments.prizePoolOf(ctx, view),
    payouts: (view, _args, ctx) => tournaments.payoutsOf(ctx, view),
    entries: (view, _args, ctx) => tournaments.entriesOf(ctx, view),
    playersLeft: (view, _args, ctx) => tournaments.playersLeftOf(ctx, view),
    averageStack: (view, _args, ctx) => tournaments.averageStackOf(ctx, view),
    chipsInPlay: (view, _args, ctx) => tournaments.chipsInPlayOf(ctx, view),
    seatMoves: (view) => tournaments.seatMovesOf(view),
    startedAt: (view) => view.row.startedAt,
    finishedAt: (view) => view.row.finishedAt,
    displayUrl: (view, _args, ctx) => tournaments.displayUrlOf(ctx, view),
  },
  TournamentDisplay: {
    seats: (display, _args, ctx) => tournaments.displaySeatsOf(ctx, display),
    results: (display, _args, ctx) => tournaments.displayResultsOf(ctx, display),
  },
  TournamentEntry: {
    player: async (entry, _args, ctx) =>
      (await tournaments.personOf(ctx, entry.row.userId, entry.namesOnly))!,
    rebuys: (entry) => entry.row.rebuys,
    addOns: (entry) => entry.row.addOns,
    knockouts: (entry) => entry.row.knockouts,
    finishPlace: (entry) => entry.row.finishPlace,
    bustedAt: (entry) => entry.row.bustedAt,
    eliminatedBy: (entry, _args, ctx) =>
      entry.row.eliminatedBy
        ? tournaments.personOf(ctx, entry.row.eliminatedBy, entry.namesOnly)
        : null,
    tableName: async (entry, _args, ctx) =>
      (await tournaments.seatOf(ctx, entry))?.tableName ?? null,
    seatNumber: async (entry, _args, ctx) =>
      (await tournaments.seatOf(ctx, entry))?.seatNumber ?? null,
  },
  SeatMove: {
    player: async ({ move, namesOnly }, _args, ctx) =>
      (await tournaments.personOf(ctx, move.userId, namesOnly))!,
    fromTable: ({ move }) => move.fromTable,
    fromSeat: ({ move }) => move.fromSeat,
    toTable: ({ move }) => move.toTable,
    toSeat: ({ move }) => move.toSeat,
  },
  Result: {
    user: async (result, _args, ctx) => (await ctx.loaders.userById.load(result.userId))!,
  },
  ChopShare: {
    user: async (share, _args, ctx) => (await ctx.loaders.userById.load(share.userId))!,
  },
};
