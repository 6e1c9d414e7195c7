// Fixed-window counters in the database, so a limit holds however many instances share it.
// The window is judged by the database clock, which every instance shares.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { rateLimited } from '../graphql/errors';

/** Counts one hit on `key`; true while the window's count stays within `limit`. */
export async function consume(db: Executor, key: string, limit: number, windowMs: number) {
  const window = sql.raw(`interval '${Math.round(windowMs)} milliseconds'`);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit;
}

export interface Limit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Per account (e-mail) and per client address; generous enough for a household behind one NAT. */
export const limits = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resendPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 30, windowMs: 60 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Counts a hit on each key and throws RATE_LIMITED if any is over its limit. */
export async function enforce(db: Executor, checks: [key: string, limit: Limit][]) {
  let allowed = true;
  for (const [key, { limit, windowMs }] of checks) {
    if (!(await consume(db, key, limit, windowMs))) allowed = false;
  }
  if (!allowed) throw rateLimited();
}
