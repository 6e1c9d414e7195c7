// Results: the host records (or corrects) the winners once the game has started, which
// completes the event. A finished tournament records its places 1–3 through the same
// recordWinners, inside its own transaction, so winners are written one way whoever writes them.
import { validateWinners, type WinnerDraft } from '../../core/winners';
import type { Tx } from '../../db/client';
import { personName } from '../../core/people';
import type { EventRow, UserRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationSetWinnersArgs } from '../graphql/generated/resolvers-types';
import { requireManagerAction } from './access';
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
    // A running night would be left unable to finish; a finished one has its results already.
    const gameNight = await store.hasTournament(tx, eventId);
    await requireManagerAction(tx, event, host, 'setWinners', gameNight);
    if (problem) throw badInput(problem);
    return recordWinners(tx, eventId, winners, host);
  });
  await publishEventChange(ctx, eventId);
  return event;
}

/**
 * Replaces the event's winners and completes it, inside the caller's transaction (which holds the
 * event lock and has checked who asks and the prizes' rules). Winners must be players. A group's
 * event logs who recorded them in the group's activity.
 */
export async function recordWinners(
  tx: Tx,
  eventId: string,
  winners: readonly WinnerDraft[],
  actor: Pick<UserRow, 'id' | 'displayName' | 'email'>,
): Promise<EventRow> {
  const playerIds = await store.playerIdsOf(tx, eventId);
  if (winners.some((w) => !playerIds.includes(w.userId)))
    throw badInput(eventMessages.winnersMustPlay);
  await store.clearWaitlist(tx, eventId); // nobody waits for a game that was played
  const event = await store.replaceWinners(tx, eventId, winners);
  await logResults(tx, event, actor);
  return event;
}

/** "Ann recorded the results of Friday Game": a group event's results, in its activity log. */
export async function logResults(
  tx: Tx,
  event: Pick<EventRow, 'groupId' | 'title'>,
  actor: Pick<UserRow, 'id' | 'displayName' | 'email'>,
): Promise<void> {
  if (!event.groupId) return;
  await recordActivity(tx, {
    groupId: event.groupId,
    actorId: actor.id,
    summary: `${personName(actor)} recorded the results of ${event.title}`,
  });
}
