// The send rate is a limit of the whole deployment (one Postmark server token), so it is kept in
// the shared rate_limits table and judged by the database clock, whichever instance sends.
//
// A fixed one-second window would let 3 sends at the end of one window and 3 at the start of
// the next reach Postmark within a few milliseconds. Instead there are `limit` slot rows. A send
// holds a slot while its request is in flight, and the slot stays taken for a whole window after
// the response came back. Among any limit + 1 sends two used the same slot, and the later one
// started a window after the earlier one had arrived, so however long requests take on the way,
// Postmark never sees more than `limit` of them in any rolling window.
//
// window_start holds the time from which the slot's window runs; while a send is in flight it
// lies in the future (the hold), so a sender that dies mid-request frees its slot eventually.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimits } from '../../../db/schema';

export type SlotAttempt = { granted: true; key: string } | { granted: false; retryInMs: number };

function slotKeys(limit: number): string[] {
  return Array.from({ length: limit }, (_, index) => `mail:send:${index}`);
}

function interval(ms: number) {
  return sql.raw(`interval '${Math.round(ms)} milliseconds'`);
}

/** Takes a free slot for a send of at most holdMs, or says when to look again. */
export async function takeSendSlot(
  db: Db,
  options: { limit: number; windowMs: number; holdMs: number },
): Promise<SlotAttempt> {
  const keys = slotKeys(options.limit);
  const window = interval(options.windowMs);
  // clock_timestamp(), not now(): now() is when the statement's transaction began, which can be
  // earlier than the send. SKIP LOCKED sends racing instances to different slots.
  const free = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        inArray(rateLimits.key, keys),
        lte(rateLimits.windowStart, sql`clock_timestamp() - ${window}`),
      ),
    )
    .orderBy(asc(rateLimits.windowStart))
    .limit(1)
    .for('update', { skipLocked: true });
  const [taken] = await db
    .update(rateLimits)
    .set({
      windowStart: sql`clock_timestamp() + ${interval(options.holdMs)}`,
      count: sql`${rateLimits.count} + 1`,
    })
    .where(inArray(rateLimits.key, free))
    .returning({ key: rateLimits.key });
  if (taken) return { granted: true, key: taken.key };

  const [state] = await db
    .select({
      slots: sql<number>`count(*)`.mapWith(Number),
      retryInMs:
        sql<number>`extract(epoch from (min(${rateLimits.windowStart}) + ${window} - clock_timestamp())) * 1000`.mapWith(
          Number,
        ),
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  if (!state || state.slots < keys.length) {
    // First use (or someone pruned rate_limits): create the slots as long unused, then try again.
    await db
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, windowStart: new Date(0), count: 0 })))
      .onConflictDoNothing({ target: rateLimits.key });
    return { granted: false, retryInMs: 0 };
  }
  // A slot that just freed but went to another instance shows as ≤ 0: look again shortly.
  return { granted: false, retryInMs: Math.max(5, Math.ceil(state.retryInMs)) };
}

/** The send is over (whatever its outcome): the slot's window starts now. */
export async function releaseSendSlot(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`clock_timestamp()` })
    .where(eq(rateLimits.key, key));
}
