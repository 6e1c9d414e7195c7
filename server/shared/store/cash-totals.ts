// A read the cash-game and settle-up stores share (the table of a game, the group's balances):
// each player's buy-ins and cash-out, stated once. Reads only; cash-games/store writes both tables.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cashBuyIns, cashOuts } from '../../../db/schema';

export interface CashTotals {
  userId: string;
  buyInsCents: number;
  cashOutCents: number | null;
}

/** Each player's buy-ins total and cash-out, for the events given (players who bought in). */
export async function cashTotalsOf(
  db: Executor,
  eventIds: readonly string[],
): Promise<(CashTotals & { eventId: string })[]> {
  if (eventIds.length === 0) return [];
  const ids = [...eventIds];
  const [buyIns, outs] = await Promise.all([
    db
      .select({
        eventId: cashBuyIns.eventId,
        userId: cashBuyIns.userId,
        cents: sql<number>`sum(${cashBuyIns.amountCents})`.mapWith(Number),
        first: sql<Date>`min(${cashBuyIns.createdAt})`,
      })
      .from(cashBuyIns)
      .where(inArray(cashBuyIns.eventId, ids))
      .groupBy(cashBuyIns.eventId, cashBuyIns.userId),
    db.select().from(cashOuts).where(inArray(cashOuts.eventId, ids)),
  ]);
  const outOf = new Map(outs.map((o) => [`${o.eventId}:${o.userId}`, o.amountCents]));
  return buyIns.map((b) => ({
    eventId: b.eventId,
    userId: b.userId,
    buyInsCents: b.cents,
    cashOutCents: outOf.get(`${b.eventId}:${b.userId}`) ?? null,
  }));
}
