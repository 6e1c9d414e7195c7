// The end of the night: the last player standing takes 1st, every place is recorded with its
// prize (the payouts) and bounties (knockouts × the bounty), places 1–3 become the event's
// winners through the events domain's own recordWinners (as setWinners writes them), and the
// event is completed. Everyone the event reaches hears of it, so history, stats and the group's
// leaderboard update live.
import { entriesPoolCents, payoutAmounts } from '../../core/payouts';
import { finishProblem } from '../../core/tournament';
import { finishClock } from '../../core/tournament-clock';
import type { EventRow, TournamentEntryRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { recordWinners } from '../events';
import { clockColumnsOf, clockStateOf } from './clock-view';
import * as store from './store';
import { tournamentWrite, type Locked } from './write';

export function finishTournament(ctx: DomainContext, eventId: string): Promise<EventRow> {
  return tournamentWrite(
    ctx,
    eventId,
    async (locked) => {
      const { tournament, entries } = locked;
      const problem = finishProblem(clockStateOf(tournament).phase, entries);
      if (problem) throw badInput(problem);
      const payouts = payoutAmounts(poolOf(locked), tournament.payoutPercents);
      const placed = entries.map((e) => ({ ...e, finishPlace: e.finishPlace ?? 1 }));
      const prizes = new Map(
        placed.map((e) => [e.userId, payouts[e.finishPlace - 1]?.amountCents ?? 0]),
      );
      return recordFinish(locked, placed, prizes);
    },
    'event',
  );
}

/** Buy-ins, rebuys and add-ons of every entry (core/payouts.ts). */
export function poolOf({
  tournament,
  entries,
}: {
  tournament: Locked['tournament'];
  entries: readonly TournamentEntryRow[];
}): number {
  return entriesPoolCents(tournament, entries);
}

/**
 * Writes the final places, the results, the winners and the finished clock. `placed` gives every
 * entry its place; `prizes` each player's prize in cents.
 */
export async function recordFinish(
  { tx, tournament, entries, now }: Locked,
  placed: readonly (TournamentEntryRow & { finishPlace: number })[],
  prizes: ReadonlyMap<string, number>,
): Promise<EventRow> {
  const changes = new Map<string, store.EntryPatch>();
  for (const entry of placed) {
    const before = entries.find((e) => e.userId === entry.userId)!;
    if (before.finishPlace !== entry.finishPlace) {
      changes.set(entry.userId, { finishPlace: entry.finishPlace });
    }
  }
  await store.updateEntries(tx, tournament.id, changes);
  const results = [...placed]
    .sort((a, b) => a.finishPlace - b.finishPlace)
    .map((entry) => ({
      place: entry.finishPlace,
      userId: entry.userId,
      prizeCents: prizes.get(entry.userId) ?? 0,
      bountyCents: entry.knockouts * tournament.bountyCents,
    }));
  await store.replaceResults(tx, tournament.eventId, results);
  await store.updateTournament(tx, tournament.id, {
    ...clockColumnsOf(finishClock(clockStateOf(tournament), tournament.template.levels, now)),
    finishedAt: now,
  });
  // The event's winners are its places 1–3 with their prizes (bounties are counted in results).
  const winners = results
    .filter((r) => r.place <= 3)
    .map(({ place, userId, prizeCents }) => ({ place, userId, prizeCents }));
  return recordWinners(tx, tournament.eventId, winners);
}
