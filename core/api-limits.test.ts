import { describe, expect, it } from 'vitest';
import {
  apiLimitMessages,
  BUDGET_POINTS,
  fullAtMs,
  isIdempotencyKey,
  LIST_SIZE_ESTIMATE,
  listCost,
  listSize,
  MAX_OPERATION_COST,
  MS_PER_POINT,
  operationCostProblem,
  pointsAt,
  retryAfterSeconds,
  SCHEMA_INTROSPECTION_COST,
  spendFrom,
  type BudgetState,
} from './api-limits';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

const T = Date.parse('2030-01-01T12:00:00Z');

describe('budget figures', () => {
  it('lets any operation the cap allows be paid from a full budget', () => {
    expect(MAX_OPERATION_COST).toBeLessThanOrEqual(BUDGET_POINTS);
    expect(operationCostProblem(MAX_OPERATION_COST)).toBeNull();
    expect(operationCostProblem(MAX_OPERATION_COST + 1)).toMatch(/costs 2,001 points/);
  });

  it('lets an editor introspect the schema in one request', () => {
    expect(SCHEMA_INTROSPECTION_COST).toBeLessThanOrEqual(MAX_OPERATION_COST);
  });

  it('says why a connection is refused within a WebSocket close reason (123 bytes)', () => {
    expect(Buffer.byteLength(apiLimitMessages.tooManySockets)).toBeLessThanOrEqual(123);
  });
});

describe('listCost', () => {
  it('charges the list 1 and each item what it selects, at least 1', () => {
    expect(listCost(10, 0)).toBe(11);
    expect(listCost(10, 1)).toBe(11);
    expect(listCost(10, 3)).toBe(31);
    expect(listCost(0, 5)).toBe(1);
  });
});

describe('listSize', () => {
  it('costs a page by its first, capped, or the default page, and an unpaged list by the estimate', () => {
    expect(listSize(20, true)).toBe(20);
    expect(listSize(0, true)).toBe(0);
    expect(listSize(-3, true)).toBe(0);
    expect(listSize(1e9, true)).toBe(MAX_PAGE_SIZE);
    expect(listSize(null, true)).toBe(DEFAULT_PAGE_SIZE);
    expect(listSize(null, false)).toBe(LIST_SIZE_ESTIMATE);
  });
});

describe('spendFrom', () => {
  const full: BudgetState = { remaining: BUDGET_POINTS, refilledAtMs: T };

  it('takes the cost when the budget holds it, and refuses (taking nothing) when not', () => {
    expect(spendFrom(full, 100, T)).toEqual({ remaining: BUDGET_POINTS - 100, refilledAtMs: T });
    expect(spendFrom({ remaining: 99, refilledAtMs: T }, 100, T)).toBeNull();
    expect(spendFrom({ remaining: 100, refilledAtMs: T }, 100, T)).toEqual({
      remaining: 0,
      refilledAtMs: T,
    });
  });

  it('refills whole points with time, keeping the fraction of the next one', () => {
    const low: BudgetState = { remaining: 0, refilledAtMs: T };
    // Two and a half points' time is two whole points and half of the third.
    const after = spendFrom(low, 2, T + 2.5 * MS_PER_POINT)!;
    expect(after).toEqual({ remaining: 0, refilledAtMs: T + 2 * MS_PER_POINT });
    expect(pointsAt(after, T + 3 * MS_PER_POINT)).toBe(1);
  });

  it('never holds more than the whole budget, and restarts the clock once full', () => {
    const state: BudgetState = { remaining: BUDGET_POINTS - 10, refilledAtMs: T };
    expect(pointsAt(state, T + 3_600_000)).toBe(BUDGET_POINTS);
    expect(spendFrom(state, 1, T + 3_600_000)).toEqual({
      remaining: BUDGET_POINTS - 1,
      refilledAtMs: T + 3_600_000,
    });
  });

  it('refills nothing when the clock is behind the budget’s (another instance’s clock)', () => {
    expect(pointsAt({ remaining: 10, refilledAtMs: T }, T - 60_000)).toBe(10);
  });
});

describe('when to come back', () => {
  it('says when the budget is full and when it holds a cost again', () => {
    const state: BudgetState = { remaining: 1000, refilledAtMs: T };
    expect(fullAtMs(state, T)).toBe(T + (BUDGET_POINTS - 1000) * MS_PER_POINT);
    expect(fullAtMs(full(), T + 5)).toBe(T + 5);
    expect(retryAfterSeconds(state, 1000, T)).toBe(0);
    // 40 points short: 240 ms, said as 1 s.
    expect(retryAfterSeconds(state, 1040, T)).toBe(1);
    // 1,000 points short: 6 s.
    expect(retryAfterSeconds(state, 2000, T)).toBe(6);
    // Half a second later, 5.5 s are left: still said as 6.
    expect(retryAfterSeconds(state, 2000, T + 500)).toBe(6);
    expect(retryAfterSeconds(state, 2000, T + 5500)).toBe(1);
  });

  function full(): BudgetState {
    return { remaining: BUDGET_POINTS, refilledAtMs: T };
  }
});

describe('isIdempotencyKey', () => {
  it('takes 1 to 255 visible ASCII characters', () => {
    expect(isIdempotencyKey('3f1c2b7e-8d4a-4c55-9a8e-2b1f0c9d7e6a')).toBe(true);
    expect(isIdempotencyKey('x'.repeat(255))).toBe(true);
    expect(isIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('has space')).toBe(false);
    expect(isIdempotencyKey('é')).toBe(false);
  });
});
