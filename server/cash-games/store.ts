// Every query of cash games: buy-ins and cash-outs. Writes run under the event lock (events/store
// lockEvent), so sums read in them are exact.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { cashBuyIns, cashOuts, events } from '../../db/schema';

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

export async function insertBuyIn(tx: Tx, eventId: string, userId: string, amountCents: number) {
  await tx.insert(cashBuyIns).values({ eventId, userId, amountCents });
}

export async function upsertCashOut(tx: Tx, eventId: string, userId: string, amountCents: number) {
  await tx
    .insert(cashOuts)
    .values({ eventId, userId, amountCents })
    .onConflictDoUpdate({
      target: [cashOuts.eventId, cashOuts.userId],
      set: { amountCents, updatedAt: new Date() },
    });
}

export async function completeEvent(tx: Tx, eventId: string) {
  const [updated] = await tx
    .update(events)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}
