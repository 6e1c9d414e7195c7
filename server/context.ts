// What a domain function receives: who is asking, the database and the long-lived services. The
// GraphQL context (server/graphql/context.ts) is one of these plus transport-only parts (the
// session cookie, loader resets), so domain modules take `(ctx, input)` without importing graphql/.
import type { Db } from '../db/client';
import type { AccountRow } from '../db/account';
import type { Loaders } from './loaders';
import type { Services } from './services';

/** What a personal access token may do (schema's AccessScope): WRITE includes READ. */
export type AccessScope = 'READ' | 'WRITE';

/**
 * Who is asking. A signed-in user comes either with a session (the cookie: `sessionId`) or with a
 * personal access token (`Authorization: Bearer`: `token`), never both; anything keyed on the
 * caller (cost budgets, idempotency) uses `token:<id>`, `session:<id>` or the user id.
 */
export type Viewer =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      user: AccountRow;
      sessionId: string | null;
      token: { id: string; scopes: readonly AccessScope[] } | null;
    };

export interface DomainContext {
  db: Db;
  services: Services;
  viewer: Viewer;
  /** Per-operation DataLoaders: never shared between requests or users. */
  loaders: Loaders;
  clientIp: string;
  /** Signed in, whatever the account's state (profile and sign-out use this). */
  requireUser(): AccountRow;
  /** Signed in with a verified e-mail. */
  requireVerifiedUser(): AccountRow;
  /** Signed in, verified, with a display name: what every protected feature needs. */
  requireMember(): AccountRow;
  /**
   * Set while a live update is resolved once for many subscribers (graphql/live-updates.ts):
   * records what the result depends on about the viewer, so it is shared only with viewers for
   * whom every such decision comes out the same.
   */
  audience?: AudienceRecorder;
}

/** What a viewer decision may read: who is asking and the data, through the loaders. */
export type DecisionContext = Pick<DomainContext, 'viewer' | 'loaders' | 'audience'>;

export interface AudienceRecorder {
  /** Above zero while a viewer decision reads the viewer (those reads are recorded, not personal). */
  deciding: number;
  record(key: string, decide: (ctx: DecisionContext) => unknown, value: unknown): void;
}

/**
 * A decision about the viewer (their role, whether they may see an address) that a shared live
 * update must hold for everyone it is shared with. `decide` reads the viewer before its first
 * await and is pure in the viewer and the loaders' data; any other read of the viewer makes a
 * shared result personal.
 */
export async function viewerDecision<T>(
  ctx: DecisionContext,
  key: string,
  decide: (ctx: DecisionContext) => T | Promise<T>,
): Promise<T> {
  const recorder = ctx.audience;
  if (!recorder) return decide(ctx);
  recorder.deciding += 1;
  let pending: T | Promise<T>;
  try {
    pending = decide(ctx);
  } finally {
    recorder.deciding -= 1;
  }
  const value = await pending;
  recorder.record(key, decide, value);
  return value;
}

/** The signed-in user, or null for a visitor. */
export function viewerUser(ctx: Pick<DomainContext, 'viewer'>): AccountRow | null {
  return ctx.viewer.kind === 'user' ? ctx.viewer.user : null;
}
