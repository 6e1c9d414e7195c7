// Every write of cash games, buy-ins and cash-outs, run under the event lock (events/store
// lockEvent), so the sums read in them (shared/store/cash-totals.ts) are exact.
import type { Tx } from '../../db/client';
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
