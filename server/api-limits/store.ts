// The cost_budgets and idempotency_keys tables. cost_budgets: one row per caller, charged in one atomic statement so a budget holds
// however many instances (and parallel requests) spend from it. The refill is worked out in the
// statement from the row itself — core/api-limits' spendFrom, in SQL — with the caller's clock
// passed in (never the database's), so tests can move time.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costBudgets, idempotencyKeys } from '../../db/schema';
import { BUDGET_POINTS, MS_PER_POINT, type BudgetState } from '../../core/api-limits';

const stateOf = (row: { remaining: number; refilledAt: Date }): BudgetState => ({
  remaining: row.remaining,
  refilledAtMs: row.refilledAt.getTime(),
});

/**
 * Takes `cost` points from `key`'s budget if it holds them: the budget after, or null when it
 * holds fewer (nothing taken). A new caller starts full. Whole points refilled since the row was
 * last touched are added first; `refilled_at` advances by just those points' time (or to now
 * when the budget is full), so no fraction of a point is lost between frequent requests.
 */
export async function charge(
  db: Executor,
  key: string,
  cost: number,
  now: Date,
): Promise<BudgetState | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const gained = sql`greatest(0, floor(extract(epoch from (${at} - ${costBudgets.refilledAt})) * 1000 / ${MS_PER_POINT}))::integer`;
  const level = sql`least(${BUDGET_POINTS}, ${costBudgets.remaining} + ${gained})`;
  const [row] = await db
    .insert(costBudgets)
    .values({ key, remaining: BUDGET_POINTS - cost, refilledAt: now })
    .onConflictDoUpdate({
      target: costBudgets.key,
      set: {
        remaining: sql`${level} - ${cost}`,
        refilledAt: sql`case when ${costBudgets.remaining} + ${gained} >= ${BUDGET_POINTS} then ${at}
          else ${costBudgets.refilledAt} + ${gained} * ${MS_PER_POINT} * interval '1 millisecond' end`,
      },
      setWhere: sql`${level} >= ${cost}`,
    })
    .returning({ remaining: costBudgets.remaining, refilledAt: costBudgets.refilledAt });
  return row ? stateOf(row) : null;
}

/** `key`'s budget as stored (after a refused charge, to say when to retry). */
export async function budgetOf(db: Executor, key: string): Promise<BudgetState | null> {
  const [row] = await db
    .select({ remaining: costBudgets.remaining, refilledAt: costBudgets.refilledAt })
    .from(costBudgets)
    .where(eq(costBudgets.key, key));
  return row ? stateOf(row) : null;
}

/** A stored first answer to a request with an Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  body: { data?: unknown; errors?: readonly unknown[] };
}

export interface KeyRow {
  requestHash: string;
  answer: StoredAnswer | null;
}

/**
 * Claims `principal`'s `key` for a request: true when this request is to run (the key is new,
 * expired — older than `expiredBefore` — or claimed long ago by a request that never answered —
 * before `staleBefore`), false when another request holds it. One statement, so of two
 * simultaneous requests with one key exactly one is told to run.
 */
export async function claimKey(
  db: Executor,
  claim: { principal: string; key: string; requestHash: string; now: Date },
  expiredBefore: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, response: null, createdAt: claim.now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.principal, idempotencyKeys.key],
      set: { requestHash: claim.requestHash, response: null, createdAt: claim.now },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore.toISOString()}::timestamptz
        or (${idempotencyKeys.response} is null
          and ${idempotencyKeys.createdAt} < ${staleBefore.toISOString()}::timestamptz)`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function keyOf(db: Executor, principal: string, key: string): Promise<KeyRow | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)));
  return row ? { requestHash: row.requestHash, answer: row.response as StoredAnswer | null } : null;
}

/** Stores the first answer of the request that claimed the key. */
export async function saveAnswer(
  db: Executor,
  principal: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)));
}

/** Gives a key up (its request changed nothing), so a retry runs again. */
export async function releaseKey(db: Executor, principal: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)));
}

/** Forgets every key older than `before` (through the created_at index). */
export async function deleteKeysBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
