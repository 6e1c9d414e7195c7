// Every write of cash games, buy-ins and cash-outs, run under the event lock (events/store
// lockEvent), so the sums read in them (shared/store/cash-totals.ts) are exact.
import type { Tx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { cashBuyIns, cashOuts } from '../../db/schema';

export { cashTotalsOf, type CashTotals } from '../shared/store/cash-totals';

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

/** A claimed guest's buy-ins and cash-outs, handed to the claiming account (guests' claim). */
export async function handOverCashRows(tx: Tx, fromUserId: string, toUserId: string) {
  const userId = toUserId;
  await tx.update(cashBuyIns).set({ userId }).where(eq(cashBuyIns.userId, fromUserId));
  await tx.update(cashOuts).set({ userId }).where(eq(cashOuts.userId, fromUserId));
}
