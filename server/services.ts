// The long-lived pieces every request may use, built once at start-up by server/http/app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GoogleSignIn } from './auth/google-oidc';
import type { Config } from './config';
import type { PubSub } from './realtime';

export interface Services {
  db: Db;
  config: Config;
  pubsub: PubSub;
  logger: FastifyBaseLogger;
  /** Nudges the mail worker after a transaction that queued e-mail has committed. */
  mail: { wake(): void };
  google: GoogleSignIn | null;
  /**
   * The address links are built on: PUBLIC_URL, or within a request that came on one of this
   * machine's own addresses while PUBLIC_URL is unset, that address (http/origins.ts linkBase),
   * so a phone on the home Wi-Fi gets links it can open.
   */
  linkBase: string;
}

/** The services as one request sees them: links built on the address it came on. */
export function withLinkBase(services: Services, linkBase: string): Services {
  return linkBase === services.linkBase ? services : { ...services, linkBase };
}

/** Links in e-mails, answers and redirects: the web app's hash routes under the link base. */
export function appLink(services: Services, route: string): string {
  return `${services.linkBase}/#${route.startsWith('/') ? route : `/${route}`}`;
}
