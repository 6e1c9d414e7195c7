// Results: the host records (or corrects) the winners once the game has started, which
// completes the event.
import { canRecordResults, lifecycleMessages } from '../../core/lifecycle';
import { validateWinners } from '../../core/winners';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationSetWinnersArgs } from '../graphql/generated/resolvers-types';
import { requireHost } from './access';
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
    requireHost(event, host);
    if (!canRecordResults(stateOf(event))) throw badInput(lifecycleMessages.winnersBeforeStart);
    if (problem) throw badInput(problem);
    const playerIds = await store.playerIdsOf(tx, eventId);
    if (winners.some((w) => !playerIds.includes(w.userId)))
      throw badInput(eventMessages.winnersMustPlay);
    return store.replaceWinners(tx, eventId, winners);
  });
  await publishEventChange(ctx, eventId);
  return event;
}
