// The API's limits for integrators (issues 14 and 27): what an operation costs, the most one
// operation may cost, how much any one caller may spend and how fast it comes back, how much live
// work (sockets, subscriptions) one caller may hold open, and how long an Idempotency-Key answers
// for. One list, read by the server (the cost plugin, the budget store, WebSocket operations and
// their re-runs, idempotent replays) and by the tests of the web's documents. docs/api.md
// ("Limits") says the same to integrators.
//
// Cost: every field that returns an object costs 1, scalars and enums 0, and a list costs 1 plus,
// for each item, what the item selects — at least 1, so a list of scalars, or of objects that
// select only scalars, still counts its items. A list's items are its page size — the `first`
// argument of the field, or of the connection it sits in (core/limits' page sizes: at most
// MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when left out, as the connection serves it) — or, for the
// schema's plain lists, LIST_SIZE_ESTIMATE. A mutation's root field costs at least 1. `__schema`
// costs SCHEMA_INTROSPECTION_COST, whatever it selects; `__type` is costed like any other field.
// Budget: BUDGET_POINTS per caller — a signed-in person (every session and access token of theirs
// shares it) or a visitor's address — refilled one point every MS_PER_POINT, so a caller may
// spend BUDGET_POINTS a minute without ever waiting. Each re-run of a live subscription is
// charged to it too.

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/**
 * A caller's whole budget, and what it holds when first seen. One person's sessions, tokens and
 * live subscriptions all draw from it, so it is sized for a busy evening across devices, not
 * for one tab: the web app's dearest screen (History) costs 362, an event page 284 and each
 * re-run of its live subscription 284 more.
 */
export const BUDGET_POINTS = 10_000;
/**
 * Refill rate: one point every 6 ms is BUDGET_POINTS (10,000) a minute — some 27 loads a minute
 * of History, or an open event page taking 20 changes a minute with half the budget to spare.
 */
export const MS_PER_POINT = 6;
/**
 * The most a single operation may cost; more is refused before anything runs, over HTTP and
 * WebSocket alike. The only cost limit: graphql-armor's own cost rule is off (server/graphql/armor.ts).
 */
export const MAX_OPERATION_COST = 2000;
/** The items a plain list (no `first`: a game's players, a group's members) is costed at. */
export const LIST_SIZE_ESTIMATE = 10;
/**
 * What `__schema` costs, whatever it selects. Costed like data, a full introspection (the
 * schema's hundreds of types and fields) would pass MAX_OPERATION_COST and break every GraphQL
 * editor; costed 1, as it once was, 400 a minute from one address took two cores. Measured
 * (bench/introspection.ts), a full introspection takes about the CPU of the web's dashboard
 * (186 points) or event page (284), three to four times that of `{ me { id } }`; at 300 an
 * editor or codegen may still reload the schema 33 times a minute.
 */
export const SCHEMA_INTROSPECTION_COST = 300;
/**
 * WebSocket connections one caller (a person across their sessions and tokens, or a visitor's
 * address) may hold open on one server instance. The web app opens one per tab.
 */
export const MAX_SOCKETS_PER_CALLER = 10;
/**
 * Operations (mostly subscriptions) one caller may have running at once across its connections
 * on one server instance. The web app holds two to four per tab; each live one re-reads its
 * selection on every change, so thousands would slow everyone's updates.
 */
export const MAX_OPERATIONS_PER_CALLER = 50;
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
  liveUpdateOverBudget: (cost: number, retryAfterSeconds: number) =>
    `Rate limit reached: this update costs ${points(cost)} points and your budget has fewer left, so it was skipped. Updates resume in ${retryAfterSeconds} s, with the next change.`,
  tooManySockets: `Too many connections: at most ${MAX_SOCKETS_PER_CALLER} open at once. Close one and reconnect.`,
  tooManyOperations: `Too many subscriptions: at most ${MAX_OPERATIONS_PER_CALLER} at a time across your connections. Stop some before starting more.`,
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

/** A list's cost: 1, plus each item's cost, each item counting at least 1. */
export function listCost(items: number, eachItem: number): number {
  return 1 + items * Math.max(1, eachItem);
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
