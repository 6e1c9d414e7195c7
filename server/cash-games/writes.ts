// A cash game's money (issue 13): buy-ins (several per player), one cash-out per player, and the
// settle that completes the event once the money adds up (core/cash-game.ts decides). Every write
// holds the event lock, so the totals checked are the totals written.
import {
  buyInProblem,
  cashOutProblem,
  settleProblem,
  settleTimingProblem,
  type CashEntryLine,
} from '../../core/cash-game';
import { personName } from '../../core/people';
import type { Tx } from '../../db/client';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, forbidden } from '../errors';
import {
  clearWaitlist,
  isPlayer,
  lockEvent,
  logResults,
  markCompleted,
  playersOfEvents,
  publishEventChange,
} from '../events';
import { managesEventIn } from '../groups';
import { usersByIds } from '../users';
import { cashGameServerMessages as messages } from './messages';
import { inJoiningOrder } from './queries';
import * as store from './store';

async function cashGameWrite(
  ctx: DomainContext,
  eventId: string,
  write: (tx: Tx, event: EventRow) => Promise<EventRow | void>,
): Promise<EventRow> {
  const user = ctx.requireMember();
  const result = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!(await managesEventIn(tx, event, user.id))) throw forbidden(messages.manageOnly);
    if (event.kind !== 'cash') throw badInput(messages.notCash);
    if (event.status === 'completed') throw badInput(messages.completed);
    return (await write(tx, event)) ?? event;
  });
  await publishEventChange(ctx, eventId);
  return result;
}

async function playerTotals(tx: Tx, eventId: string, userId: string) {
  if (!(await isPlayer(tx, eventId, userId))) throw badInput(messages.notAPlayer);
  const [totals] = await store
    .cashTotalsOf(tx, [eventId])
    .then((rows) => rows.filter((r) => r.userId === userId));
  return totals?.buyInsCents ?? 0;
}

export function recordCashBuyIn(
  ctx: DomainContext,
  args: { eventId: string; userId: string; amountCents: number },
): Promise<EventRow> {
  return cashGameWrite(ctx, args.eventId, async (tx, event) => {
    const problem = buyInProblem(args.amountCents, await playerTotals(tx, event.id, args.userId));
    if (problem) throw badInput(problem);
    await store.insertBuyIn(tx, event.id, args.userId, args.amountCents);
  });
}

export function recordCashOut(
  ctx: DomainContext,
  args: { eventId: string; userId: string; amountCents: number },
): Promise<EventRow> {
  return cashGameWrite(ctx, args.eventId, async (tx, event) => {
    const problem = cashOutProblem(args.amountCents, await playerTotals(tx, event.id, args.userId));
    if (problem) throw badInput(problem);
    await store.upsertCashOut(tx, event.id, args.userId, args.amountCents);
  });
}

export function settleCashGame(ctx: DomainContext, eventId: string): Promise<EventRow> {
  const user = ctx.requireMember();
  return cashGameWrite(ctx, eventId, async (tx, event) => {
    // Before the money: a game weeks ahead is refused for its date, whatever its totals.
    const early = settleTimingProblem(event.startsAt);
    if (early) throw badInput(early);
    const [unordered, players] = await Promise.all([
      store.cashTotalsOf(tx, [event.id]),
      playersOfEvents(tx, [event.id]),
    ]);
    const totals = inJoiningOrder(
      unordered,
      players.map((p) => p.userId),
    );
    const people = await usersByIds(
      tx,
      totals.map((t) => t.userId),
    );
    const lines: CashEntryLine[] = totals.map((t) => ({
      name: personName(people.find((p) => p.id === t.userId) ?? {}),
      buyInsCents: t.buyInsCents,
      cashOutCents: t.cashOutCents,
    }));
    const problem = settleProblem(lines);
    if (problem) throw badInput(problem);
    await clearWaitlist(tx, event.id);
    await logResults(tx, event, user);
    return markCompleted(tx, event.id);
  });
}
