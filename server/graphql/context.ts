// The per-operation context: who is asking, the database, the services, and DataLoaders that
// live exactly as long as one operation (never shared between requests or users).
import type { DomainContext, Viewer } from '../context';
import type { Services } from '../services';
import { emailNotVerified, profileIncomplete, unauthenticated } from '../errors';
import { createLoaders } from '../loaders';

export type { Viewer } from '../context';

/** Sets or clears the session cookie; only HTTP operations can (null over WebSocket). */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The domain context plus what only a GraphQL operation has. */
export interface GraphQLContext extends DomainContext {
  sessionCookie: SessionCookie | null;
  /** Subscriptions call this before resolving each event so no value is served from a stale cache. */
  resetLoaders(): void;
}

export function createContext(input: {
  services: Services;
  viewer: Viewer;
  clientIp: string;
  sessionCookie: SessionCookie | null;
}): GraphQLContext {
  const { services, viewer } = input;
  const context: GraphQLContext = {
    db: services.db,
    services,
    viewer,
    loaders: createLoaders(services.db),
    clientIp: input.clientIp,
    sessionCookie: input.sessionCookie,
    resetLoaders() {
      context.loaders = createLoaders(services.db);
    },
    requireUser() {
      if (viewer.kind !== 'user') throw unauthenticated();
      return viewer.user;
    },
    requireVerifiedUser() {
      const user = context.requireUser();
      if (!user.emailVerified) throw emailNotVerified();
      return user;
    },
    requireMember() {
      const user = context.requireVerifiedUser();
      if (!user.displayName.trim()) throw profileIncomplete();
      return user;
    },
  };
  return context;
}
