// The API's limits for integrators (issue 14): what an operation costs, the most one operation
// may cost, how much any one caller may spend and how fast it comes back, and how long an
// Idempotency-Key answers for. One list, read by the server (the cost plugin, the budget store,
// WebSocket operations, idempotent replays) and by the tests of the web's documents.
//
// Cost: every field that returns an object costs 1, scalars and enums 0, and a list multiplies
// what is selected inside it by its page size — the `first` argument of the field, or of the
// connection it sits in (core/limits' page sizes: at most MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when
// left out, as the connection serves it), or, for the schema's plain lists, LIST_SIZE_ESTIMATE.
// A mutation's root field costs at least 1; introspection (`__schema`, `__type`) costs 1.
// Budget: BUDGET_POINTS per caller (an access token, a session, or a visitor's address), refilled
// one point every MS_PER_POINT, so a caller may spend BUDGET_POINTS a minute without ever waiting.

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/** A caller's whole budget, and what it holds when first seen. */
export const BUDGET_POINTS = 5000;
/**
 * Refill rate: one point every 12 ms is BUDGET_POINTS (5,000) a minute — some 19 loads a minute
 * of the web app's dearest screen (History, 262 points; an event page is 190 and its live
 * subscription 190 more), far above what a person clicks.
 */
export const MS_PER_POINT = 12;
/**
 * The most a single operation may cost; more is refused before anything runs, over HTTP and
 * WebSocket alike. The only cost limit: graphql-armor's own cost rule is off (server/graphql/armor.ts).
 */
export const MAX_OPERATION_COST = 2000;
/** The items a plain list (no `first`: a game's players, a group's members) is costed at. */
export const LIST_SIZE_ESTIMATE = 10;
/** How long an Idempotency-Key's first answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claimed key whose first request has not answered after this long is taken to have died with
 * its server (a crash, a restart) and may be claimed again.
 */
export const IDEMPOTENCY_STALE_MS = 60 * 1000;
/** The longest Idempotency-Key taken (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 255;

const points = (n: number) => n.toLocaleString('en-US');

export const apiLimitMessages = {
  tooExpensive: (cost: number) =>
    `This operation costs ${points(cost)} points, more than the ${points(MAX_OPERATION_COST)} any single request may cost. Select fewer fields or smaller pages.`,
  overBudget: (cost: number, retryAfterSeconds: number) =>
    `Rate limit reached: this operation costs ${points(cost)} points and your budget has fewer left. Try again in ${retryAfterSeconds} s.`,
  badIdempotencyKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotencyKeyBusy:
    'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.',
};

/** Why an operation may not run for its cost, or null when it may. */
export function operationCostProblem(cost: number): string | null {
  return cost > MAX_OPERATION_COST ? apiLimitMessages.tooExpensive(cost) : null;
}

/**
 * The items a list is costed at: its page size when it has one (`first`, null when the field
 * takes `first` but the request leaves it out), else the plain-list estimate.
 */
export function listSize(first: number | null | undefined, pagedField: boolean): number {
  if (!pagedField) return LIST_SIZE_ESTIMATE;
  if (first === null || first === undefined || !Number.isFinite(first)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(first)));
}

/** Whether `key` is an Idempotency-Key we take: 1–255 visible ASCII characters. */
export function isIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key);
}

/** A caller's budget as stored: points left when last refilled, and when that was. */
export interface BudgetState {
  remaining: number;
  refilledAtMs: number;
}

/** Whole points refilled between `refilledAtMs` and `nowMs` (none if the clock is behind). */
export function pointsGained(state: BudgetState, nowMs: number): number {
  return Math.floor(Math.max(0, nowMs - state.refilledAtMs) / MS_PER_POINT);
}

/** Points the budget holds at `nowMs`: what was left plus whole points refilled since, capped. */
export function pointsAt(state: BudgetState, nowMs: number): number {
  return Math.min(BUDGET_POINTS, state.remaining + pointsGained(state, nowMs));
}

/**
 * The budget after spending `cost` at `nowMs`, or null when it holds fewer points (nothing is
 * taken). The refill clock advances by the whole points gained only, so no fraction of a point
 * is lost between frequent requests; a full budget restarts it at `nowMs`. The budget store's
 * UPDATE is this function in SQL (server/api-limits/store.ts); the unit tests hold both to it.
 */
export function spendFrom(state: BudgetState, cost: number, nowMs: number): BudgetState | null {
  const gained = pointsGained(state, nowMs);
  const level = Math.min(BUDGET_POINTS, state.remaining + gained);
  if (level < cost) return null;
  return {
    remaining: level - cost,
    refilledAtMs:
      state.remaining + gained >= BUDGET_POINTS
        ? nowMs
        : state.refilledAtMs + gained * MS_PER_POINT,
  };
}

/** When the budget is full again (ms since the epoch), never before `nowMs`. */
export function fullAtMs(state: BudgetState, nowMs: number): number {
  const full = state.refilledAtMs + Math.max(0, BUDGET_POINTS - state.remaining) * MS_PER_POINT;
  return Math.max(nowMs, full);
}

/** Whole seconds until the budget holds `cost` points again (0 when it does now). */
export function retryAfterSeconds(state: BudgetState, cost: number, nowMs: number): number {
  if (pointsAt(state, nowMs) >= cost) return 0;
  const readyAtMs = state.refilledAtMs + (cost - state.remaining) * MS_PER_POINT;
  return Math.max(1, Math.ceil((readyAtMs - nowMs) / 1000));
}
