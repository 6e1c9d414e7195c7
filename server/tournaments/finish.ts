// The end of the night: the last player standing takes 1st, every place is recorded with its
// prize and bounties (core/tournament-results.ts's rules), places 1–3 become the event's
// winners through the events domain's own recordWinners (as setWinners writes them), and the
// event is completed. Everyone the event reaches hears of it, so history, stats and the group's
// leaderboard update live.
import { entriesPoolCents, payoutAmounts } from '../../core/payouts';
import { finishProblem } from '../../core/tournament';
import { finishClock } from '../../core/tournament-clock';
import { finishResults, type TournamentResult } from '../../core/tournament-results';
import type { EventRow, TournamentEntryRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { recordWinners } from '../events';
import { clockColumnsOf, clockStateOf } from './clock-view';
import * as store from './store';
import { tournamentWrite, type Locked } from './writes';

export function finishTournament(ctx: DomainContext, eventId: string): Promise<EventRow> {
  return tournamentWrite(
    ctx,
    eventId,
    async (locked) => {
      const { tournament, entries } = locked;
      const problem = finishProblem(clockStateOf(tournament).phase, entries);
      if (problem) throw badInput(problem);
      await locked.log('FINISH', {
        playerId: entries.find((e) => e.finishPlace === null)?.userId ?? null,
      });
      return recordFinish(
        locked,
        finishResults(entries, payoutCentsOf(locked), tournament.bountyCents),
      );
    },
    'event',
  );
}

/** Each place's payout in cents, 1st first, of the pool of every entry's buy-ins (core/payouts). */
export function payoutCentsOf({
  tournament,
  entries,
}: {
  tournament: Locked['tournament'];
  entries: readonly TournamentEntryRow[];
}): number[] {
  const pool = entriesPoolCents(tournament, entries);
  return payoutAmounts(pool, tournament.payoutPercents).map((p) => p.amountCents);
}

/**
 * Writes the final places, the results (every entry's, best place first), the winners and the
 * finished clock.
 */
export async function recordFinish(
  { tx, host, tournament, entries, now }: Locked,
  results: readonly TournamentResult[],
): Promise<EventRow> {
  const changes = new Map<string, store.EntryPatch>();
  for (const result of results) {
    const before = entries.find((e) => e.userId === result.userId)!;
    if (before.finishPlace !== result.place) {
      changes.set(result.userId, { finishPlace: result.place });
    }
  }
  await store.updateEntries(tx, tournament.id, changes);
  await store.replaceResults(tx, tournament.eventId, results);
  await store.updateTournament(tx, tournament.id, {
    ...clockColumnsOf(finishClock(clockStateOf(tournament), tournament.template.levels, now)),
    finishedAt: now,
  });
  // The event's winners are its places 1–3 with their prizes (bounties are counted in results).
  const winners = results
    .filter((r) => r.place <= 3)
    .map(({ place, userId, prizeCents }) => ({ place, userId, prizeCents }));
  return recordWinners(tx, tournament.eventId, winners, host);
}
