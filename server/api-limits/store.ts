// The cost_budgets table: one row per caller, charged in one atomic statement so a budget holds
// however many instances (and parallel requests) spend from it. The refill is worked out in the
// statement from the row itself — core/api-limits' spendFrom, in SQL — with the caller's clock
// passed in (never the database's), so tests can move time.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costBudgets } from '../../db/schema';
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
