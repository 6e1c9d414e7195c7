// Chops: with 2 to 9 players left, the money still to be won (the payouts of the places they
// hold between them) is shared by ICM, by chip count or evenly — core/icm.ts's splits, which add
// up to the cent. The preview computes the split; chopTournament finishes the night with it:
// the players left take places 1…n by their share (ties: the bigger stack, then joining order).
import { chipChopShares, evenChopShares, icmShares, validateChopStacks } from '../../core/icm';
import { chopProblem, chopStacksProblem } from '../../core/tournament';
import { chopResults, prizesStillToWin } from '../../core/tournament-results';
import type { EventRow, TournamentEntryRow, TournamentRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { ChopMethod, StackInput } from '../graphql/generated/resolvers-types';
import { clockStateOf } from './clock-view';
import { payoutCentsOf, recordFinish } from './finish';
import type { ChopShareView } from './models';
import * as store from './store';
import { requireRunner, requireRunnable } from './access';
import { tournamentMessages } from './messages';
import { tournamentWrite } from './writes';

interface ChopArgs {
  method: ChopMethod;
  stacks?: readonly StackInput[] | null;
}

interface ChopPlan {
  /** The players left with their share, best place first. */
  shares: ChopShareView[];
  /** Each place's payout (the busted players keep theirs). */
  payouts: number[];
}

/** The split of a chop, or the rule it breaks (a BAD_USER_INPUT with core's message). */
function planChop(
  tournament: TournamentRow,
  entries: readonly TournamentEntryRow[],
  { method, stacks }: ChopArgs,
): ChopPlan {
  const problem = chopProblem(clockStateOf(tournament).phase, entries);
  if (problem) throw badInput(problem);
  const left = entries.filter((e) => e.finishPlace === null);
  const given = stacks ?? [];
  // EVEN needs no stacks; given ones still have to name the players left (they break ties).
  if (method !== 'EVEN' || given.length > 0) {
    const stackProblem =
      chopStacksProblem(entries, given) ?? validateChopStacks(given.map((s) => s.chips));
    if (stackProblem) throw badInput(stackProblem);
  }
  const chipsOf = new Map(given.map((s) => [s.userId, s.chips]));
  // The biggest stacks first (then joining order): EVEN's odd cents go to them.
  const players = [...left].sort(
    (a, b) =>
      (chipsOf.get(b.userId) ?? 0) - (chipsOf.get(a.userId) ?? 0) || a.position - b.position,
  );
  const chips = players.map((p) => chipsOf.get(p.userId) ?? 0);
  const payouts = payoutCentsOf({ tournament, entries });
  const stillToWin = prizesStillToWin(payouts, players.length);
  const money = stillToWin.reduce((a, b) => a + b, 0);
  const amounts =
    method === 'ICM'
      ? icmShares(chips, stillToWin)
      : method === 'CHIP_COUNT'
        ? chipChopShares(chips, money)
        : evenChopShares(players.length, money);
  const ranked = players
    .map((p, i) => ({ userId: p.userId, amountCents: amounts[i]!, chips: chips[i]!, i }))
    .sort((a, b) => b.amountCents - a.amountCents || b.chips - a.chips || a.i - b.i);
  return { shares: ranked.map(({ userId, amountCents }) => ({ userId, amountCents })), payouts };
}

/** What each player left would take; nothing is written. The host, as for the chop itself. */
export async function chopPreview(
  ctx: DomainContext,
  eventId: string,
  args: ChopArgs,
): Promise<ChopShareView[]> {
  const host = ctx.requireMember();
  const { event, tournament } = await store.readTournament(ctx.db, eventId);
  await requireRunner(ctx.db, event, host);
  if (!tournament) throw badInput(tournamentMessages.notStarted);
  requireRunnable(event);
  const entries = await store.entriesOf(ctx.db, tournament.id);
  return planChop(tournament, entries, args).shares;
}

/** Finishes the night with the chosen split: results, winners and the completed event. */
export function chopTournament(
  ctx: DomainContext,
  eventId: string,
  args: ChopArgs,
): Promise<EventRow> {
  return tournamentWrite(
    ctx,
    eventId,
    async (locked) => {
      const { tournament, entries } = locked;
      const { shares, payouts } = planChop(tournament, entries, args);
      await locked.log('CHOP', { data: { method: args.method, players: shares.length } });
      // Shares come best first, ties already broken by stack: core keeps that order.
      return recordFinish(locked, chopResults(entries, shares, payouts, tournament.bountyCents));
    },
    'event',
  );
}
