// The long-lived pieces every request may use, built once at start-up by server/http/app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GoogleSignIn } from './auth/google-oidc';
import type { Config } from './config';
import type { PubSub } from './realtime/pubsub';

export interface Services {
  db: Db;
  config: Config;
  pubsub: PubSub;
  logger: FastifyBaseLogger;
  /** Nudges the mail worker after a transaction that queued e-mail has committed. */
  mail: { wake(): void };
  google: GoogleSignIn | null;
}

/** Links in e-mails and redirects: the web app's hash routes under PUBLIC_URL. */
export function appLink(services: Services, route: string): string {
  return `${services.config.publicUrl}/#${route.startsWith('/') ? route : `/${route}`}`;
}
