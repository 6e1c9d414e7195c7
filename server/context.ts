// What a domain function receives: who is asking, the database and the long-lived services. The
// GraphQL context (server/graphql/context.ts) is one of these plus transport-only parts (the
// session cookie, loader resets), so domain modules take `(ctx, input)` without importing graphql/.
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { Loaders } from './loaders';
import type { Services } from './services';

export type Viewer = { kind: 'anonymous' } | { kind: 'user'; user: UserRow; sessionId: string };

export interface DomainContext {
  db: Db;
  services: Services;
  viewer: Viewer;
  /** Per-operation DataLoaders: never shared between requests or users. */
  loaders: Loaders;
  clientIp: string;
  /** Signed in, whatever the account's state (profile and sign-out use this). */
  requireUser(): UserRow;
  /** Signed in with a verified e-mail. */
  requireVerifiedUser(): UserRow;
  /** Signed in, verified, with a display name: what every protected feature needs. */
  requireMember(): UserRow;
}

/** The signed-in user, or null for a visitor. */
export function viewerUser(ctx: Pick<DomainContext, 'viewer'>): UserRow | null {
  return ctx.viewer.kind === 'user' ? ctx.viewer.user : null;
}
