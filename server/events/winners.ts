// Results: the host records (or corrects) the winners once the game has started, which
// completes the event. A finished tournament records its places 1–3 through the same
// recordWinners, inside its own transaction, so winners are written one way whoever writes them.
import { canRecordResults, lifecycleMessages } from '../../core/lifecycle';
import { validateWinners, type WinnerDraft } from '../../core/winners';
import type { Tx } from '../../db/client';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationSetWinnersArgs } from '../graphql/generated/resolvers-types';
import { requireManager } from './access';
import { stateOf } from './lifecycle';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';

export async function setWinners(
  ctx: DomainContext,
  input: MutationSetWinnersArgs,
): Promise<EventRow> {
  const host = ctx.requireMember();
  const { eventId } = input;
  const winners = [...input.winners];
  const problem = validateWinners(winners);
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManager(tx, event, host);
    if (event.kind === 'cash') throw badInput(eventMessages.cashGameNoWinners);
    if (!canRecordResults(stateOf(event))) throw badInput(lifecycleMessages.winnersBeforeStart);
    if (problem) throw badInput(problem);
    // A running night would be left unable to finish; a finished one has its results already.
    if (await store.hasTournament(tx, eventId)) throw badInput(eventMessages.winnersFromGameNight);
    return recordWinners(tx, eventId, winners);
  });
  await publishEventChange(ctx, eventId);
  return event;
}

/**
 * Replaces the event's winners and completes it, inside the caller's transaction (which holds the
 * event lock and has checked who asks and the prizes' rules). Winners must be players.
 */
export async function recordWinners(
  tx: Tx,
  eventId: string,
  winners: readonly WinnerDraft[],
): Promise<EventRow> {
  const playerIds = await store.playerIdsOf(tx, eventId);
  if (winners.some((w) => !playerIds.includes(w.userId)))
    throw badInput(eventMessages.winnersMustPlay);
  await store.clearWaitlist(tx, eventId); // nobody waits for a game that was played
  return store.replaceWinners(tx, eventId, winners);
}
