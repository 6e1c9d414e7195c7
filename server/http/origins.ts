// Which browser origins may call the API (cookie-authenticated writes and WebSocket upgrades).
// PUBLIC_URL's origin always; when it is a loopback address, every loopback name on the same
// scheme and port too, since a local install is opened as localhost, 127.0.0.1 or [::1] alike and
// no other site can be served from those; in development, Vite's dev server. A refusal says
// which address to use instead, to the person and in the log.
import type { Config } from '../config';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const VITE_DEV_PORT = 5173;

export interface OriginPolicy {
  /** True for an allowed origin, and for none at all (integrators' tools send none). */
  isAllowed(origin: string | undefined): boolean;
  /** The person-facing explanation of a refusal. */
  refusal(origin: string): string;
  /** The log line for a refusal: what the operator can change so that the origin works. */
  logLine(origin: string): string;
}

function originsOf(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set([publicUrl.origin]);
  if (LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    const port = publicUrl.port ? `:${publicUrl.port}` : '';
    for (const host of LOOPBACK_HOSTS) origins.add(`${publicUrl.protocol}//${host}${port}`);
  }
  if (config.nodeEnv === 'development') {
    for (const host of LOOPBACK_HOSTS) origins.add(`http://${host}:${VITE_DEV_PORT}`);
  }
  return origins;
}

export function createOriginPolicy(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): OriginPolicy {
  const allowed = originsOf(config);
  const publicOrigin = new URL(config.publicUrl).origin;
  return {
    isAllowed: (origin) => !origin || allowed.has(origin),
    refusal: (origin) =>
      `This page (${origin}) is not the address this Poker Night server runs at. Open ${publicOrigin} instead.`,
    logLine: (origin) =>
      `Refused a request from origin ${origin}: only ${[...allowed].join(', ')} may use the API. If people open the app at ${origin}, set PUBLIC_URL to it.`,
  };
}
