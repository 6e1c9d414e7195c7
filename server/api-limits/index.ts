// Cost budgets (issue 14): who pays for an operation, whether it may cost what it costs, and
// whether the caller's budget holds it. The cost itself is worked out from the operation by
// graphql/operation-cost.ts; the rule and its figures are core/api-limits'.
import type { GraphQLError } from 'graphql';
import type { Executor } from '../../db/client';
import {
  apiLimitMessages,
  fullAtMs,
  operationCostProblem,
  pointsAt,
  retryAfterSeconds,
  type BudgetState,
} from '../../core/api-limits';
import { badInput, rateLimited } from '../errors';
import type { Viewer } from '../context';
import { budgetOf, charge } from './store';

/**
 * Whose budget pays, and whose live-work caps count (graphql/ws.ts): the signed-in person —
 * every session and access token of theirs alike, so more sessions or tokens buy no more —
 * else the visitor's address.
 */
export function budgetKey(viewer: Viewer, clientIp: string): string {
  return viewer.kind === 'user' ? `user:${viewer.user.id}` : `ip:${clientIp}`;
}

/** What a response reports about its cost (extensions.cost and the RateLimit-* headers). */
export interface CostReport {
  requested: number;
  /** Charged up front: what a served operation was charged, 0 for a refused one. */
  actual: number;
  remaining: number;
  /** When the budget is full again. */
  resetAt: Date;
}

export type SpendOutcome =
  | { allowed: true; report: CostReport }
  | { allowed: false; report: CostReport; retryAfterSeconds: number; error: GraphQLError };

function reportOf(requested: number, actual: number, state: BudgetState, nowMs: number) {
  return {
    requested,
    actual,
    remaining: pointsAt(state, nowMs),
    resetAt: new Date(fullAtMs(state, nowMs)),
  };
}

/** Refused outright (BAD_USER_INPUT), whatever the budget: no request may cost this much. */
export function tooExpensive(cost: number): GraphQLError | null {
  const problem = operationCostProblem(cost);
  return problem ? badInput(problem, { cost }) : null;
}

/** Charges `cost` to `key`'s budget (one statement; a refusal reads the budget once more). */
export async function spend(
  db: Executor,
  key: string,
  cost: number,
  now: Date,
): Promise<SpendOutcome> {
  const nowMs = now.getTime();
  const after = await charge(db, key, cost, now);
  if (after) return { allowed: true, report: reportOf(cost, cost, after, nowMs) };
  const state = (await budgetOf(db, key)) ?? { remaining: 0, refilledAtMs: nowMs };
  const retryAfter = retryAfterSeconds(state, cost, nowMs);
  const error = rateLimited(apiLimitMessages.overBudget(cost, retryAfter), {
    retryAfterSeconds: retryAfter,
  });
  return {
    allowed: false,
    report: reportOf(cost, 0, state, nowMs),
    retryAfterSeconds: retryAfter,
    error,
  };
}
export * from './idempotency';
