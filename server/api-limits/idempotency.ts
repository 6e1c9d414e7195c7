// Idempotency-Key (issue 14): a mutation sent again with the same key within 24 h gets the first
// answer and changes nothing again. Keys are the signed-in user's (one caller's key never answers
// another's); the same key with a different request is refused; of simultaneous requests with
// one key exactly one runs (claimKey is one statement) and the others wait for its answer.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GraphQLError } from 'graphql';
import type { Executor } from '../../db/client';
import {
  apiLimitMessages,
  IDEMPOTENCY_STALE_MS,
  IDEMPOTENCY_TTL_MS,
  isIdempotencyKey,
} from '../../core/api-limits';
import { badInput, conflict } from '../errors';
import type { Viewer } from '../context';
import {
  claimKey,
  deleteKeysBefore,
  keyOf,
  releaseKey,
  saveAnswer,
  type StoredAnswer,
} from './store';

export type { StoredAnswer } from './store';

/** How long a retry waits for the first request's answer before being told to come back. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 25;

/** Whose keys these are: the signed-in user's; visitors' requests ignore the header. */
export function idempotencyPrincipal(viewer: Viewer): string | null {
  return viewer.kind === 'user' ? viewer.user.id : null;
}

/** Objects with their keys sorted, so the same variables hash the same in any order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** What makes two requests "the same": the operation's text, its name and its variables. */
export function requestHash(request: {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}): string {
  const text = JSON.stringify([
    request.query,
    request.operationName ?? null,
    canonical(request.variables ?? {}),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

export interface KeyedRequest {
  principal: string;
  key: string;
  requestHash: string;
}

export type KeyedStart =
  | { kind: 'run' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'refused'; error: GraphQLError; status: number };

const refused = (error: GraphQLError, status: number): KeyedStart => ({
  kind: 'refused',
  error,
  status,
});

/** Whether this request runs, replays the key's first answer, or is refused (and why). */
export async function startKeyed(
  db: Executor,
  request: KeyedRequest,
  now: () => Date,
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<KeyedStart> {
  if (!isIdempotencyKey(request.key))
    return refused(badInput(apiLimitMessages.badIdempotencyKey), 400);
  const at = now();
  const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
  await deleteKeysBefore(db, expiredBefore);
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    const claim = { ...request, now: now() };
    const staleBefore = new Date(claim.now.getTime() - IDEMPOTENCY_STALE_MS);
    if (await claimKey(db, claim, expiredBefore, staleBefore)) return { kind: 'run' };
    const row = await keyOf(db, request.principal, request.key);
    if (!row) continue; // released or expired meanwhile: claim it again
    if (row.requestHash !== request.requestHash)
      return refused(badInput(apiLimitMessages.idempotencyKeyReused), 422);
    if (row.answer) return { kind: 'replay', answer: row.answer };
    if (Date.now() >= waitUntil) return refused(conflict(apiLimitMessages.idempotencyKeyBusy), 409);
    await sleep(POLL_MS);
  }
}

/**
 * Ends a request that claimed its key: stores its answer for replays, or — when it failed
 * without running (`answer` null: an internal error, rolled back) — gives the key up so a retry
 * runs again.
 */
export async function finishKeyed(
  db: Executor,
  request: KeyedRequest,
  answer: StoredAnswer | null,
): Promise<void> {
  if (answer) await saveAnswer(db, request.principal, request.key, answer);
  else await releaseKey(db, request.principal, request.key);
}
