// During play: rebuys and add-ons (when the night has them and their levels are open), busts
// (the next place from the bottom, a knockout for whoever did it) and restoring a mistaken bust
// (later places shift back); each is logged for the night's undo (undo.ts). The rules and their messages are core/tournament.ts's; each write
// runs under the tournament lock, so ten busts pressed at once take ten different places.
import { entriesPoolCents, validatePrizePool } from '../../core/payouts';
import {
  addOnProblem,
  bustProblem,
  nextFinishPlace,
  rebuyProblem,
  restoreProblem,
} from '../../core/tournament';
import { restoreChanges, type BustLogData } from '../../core/tournament-log';
import type { TournamentEntryRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type {
  MutationBustPlayerArgs,
  MutationRecordRebuyArgs,
} from '../graphql/generated/resolvers-types';
import { clockOf, clockStateOf } from './clock-view';
import type { TournamentView } from './models';
import * as store from './store';
import { tournamentWrite, type Locked } from './writes';

/** The tournament after a write, as the host sees it. */
function viewAfter({ tournament, now }: Locked): TournamentView {
  return { row: tournament, now, namesOnly: false };
}

function buyIn(
  ctx: DomainContext,
  { eventId, userId }: MutationRecordRebuyArgs,
  kind: 'rebuy' | 'addOn',
) {
  return tournamentWrite(ctx, eventId, async (locked) => {
    const { tournament, entries, now } = locked;
    const clock = clockOf(tournament, now);
    const rebuy = kind === 'rebuy';
    const window = {
      phase: clock.phase,
      levelIndex: clock.levelIndex,
      levels: tournament.template.levels,
      amountCents: rebuy ? tournament.rebuyCents : tournament.addOnCents,
      openLevels: rebuy ? tournament.rebuyLevels : tournament.addOnLevels,
    };
    const problem = (rebuy ? rebuyProblem : addOnProblem)(window, entries, userId);
    if (problem) throw badInput(problem);
    const entry = entries.find((e) => e.userId === userId)!;
    const patch = rebuy ? { rebuys: entry.rebuys + 1 } : { addOns: entry.addOns + 1 };
    // The start checked the pool (and bounties) with no rebuys; each one added must keep them
    // within the API's Int.
    const after = entries.map((e) => (e.userId === userId ? { ...e, ...patch } : e));
    const poolProblem = validatePrizePool(
      entriesPoolCents(tournament, after),
      after.length * tournament.bountyCents,
    );
    if (poolProblem) throw badInput(poolProblem);
    await store.updateEntries(locked.tx, tournament.id, new Map([[userId, patch]]));
    await locked.log(rebuy ? 'REBUY' : 'ADD_ON', { playerId: userId });
    return viewAfter(locked);
  });
}

export const recordRebuy = (ctx: DomainContext, args: MutationRecordRebuyArgs) =>
  buyIn(ctx, args, 'rebuy');

export const recordAddOn = (ctx: DomainContext, args: MutationRecordRebuyArgs) =>
  buyIn(ctx, args, 'addOn');

export function bustPlayer(ctx: DomainContext, args: MutationBustPlayerArgs) {
  const { eventId, userId } = args;
  const by = args.eliminatedByUserId ?? null;
  return tournamentWrite(ctx, eventId, async (locked) => {
    const { tournament, entries, now } = locked;
    const problem = bustProblem(clockStateOf(tournament).phase, entries, userId, by);
    if (problem) throw badInput(problem);
    const place = nextFinishPlace(entries);
    const changes = new Map<string, store.EntryPatch>([
      [userId, { finishPlace: place, bustedAt: now, eliminatedBy: by }],
    ]);
    if (by) changes.set(by, { knockouts: entryOf(entries, by).knockouts + 1 });
    await store.updateEntries(locked.tx, tournament.id, changes);
    const data: BustLogData = { place, bustedAt: now.toISOString(), eliminatedBy: by };
    await locked.log('BUST', { playerId: userId, data: { ...data } });
    return viewAfter(locked);
  });
}

export function restorePlayer(ctx: DomainContext, { eventId, userId }: MutationRecordRebuyArgs) {
  return tournamentWrite(ctx, eventId, async (locked) => {
    const { tournament, entries } = locked;
    const problem = restoreProblem(clockStateOf(tournament).phase, entries, userId);
    if (problem) throw badInput(problem);
    const { finishPlace } = entryOf(entries, userId);
    // Later busts move down one; whoever was credited with the knockout loses it (and its bounty).
    await store.updateEntries(locked.tx, tournament.id, restoreChanges(entries, userId));
    await locked.log('RESTORE', { playerId: userId, data: { place: finishPlace } });
    return viewAfter(locked);
  });
}

function entryOf(entries: readonly TournamentEntryRow[], userId: string): TournamentEntryRow {
  return entries.find((e) => e.userId === userId)!;
}
