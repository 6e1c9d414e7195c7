// The rate_limits table as fixed-window counters. The window is judged by the database clock,
// which every instance shares, so a limit holds however many instances count against it.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rateLimits } from '../../../db/schema';

/** Counts `amount` hits on `key` and returns the window's count so far, these included. */
export async function hit(db: Executor, key: string, windowMs: number, amount = 1) {
  const window = sql.raw(`interval '${Math.round(windowMs)} milliseconds'`);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: amount })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then ${amount} else ${rateLimits.count} + ${amount} end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? amount;
}

/** Takes back one hit on each key, floored at zero. */
export async function refund(db: Executor, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }
}
