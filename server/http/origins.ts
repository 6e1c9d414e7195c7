// Which browser origins may call the API (cookie-authenticated writes and WebSocket upgrades), and
// which address links are built on. PUBLIC_URL's origin always; when it is a loopback address,
// every loopback name on the same scheme and port too, since a local install is opened as
// localhost, 127.0.0.1 or [::1] alike and no other site can be served from those. With PUBLIC_URL
// unset, also this machine's own network addresses on its port (the players' phones on the home
// Wi-Fi): nothing but this server answers there either. In development, Vite's dev server. A
// refusal says which address to use instead, to the person and in the log. The model:
// docs/home-network.md.
import type { Config } from '../config';
import { addressReader, urlHost } from './network-addresses';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const VITE_DEV_PORT = 5173;
/** A refused origin re-reads the interfaces (the laptop joined another network) at most this often. */
const REREAD_INTERVAL_MS = 10_000;

export interface OriginPolicy {
  /** True for an allowed origin, and for none at all (integrators' tools send none). */
  isAllowed(origin: string | undefined): boolean;
  /**
   * Where links in a request's answers and mails point: the address the request came on (its
   * Origin, else its Host) when PUBLIC_URL is unset and that is one of this server's own
   * addresses; PUBLIC_URL otherwise.
   */
  linkBase(headers: { origin?: string; host?: string }): string;
  /** The addresses a phone on the same network can open, for the start-up banner. */
  networkUrls(): string[];
  /** The person-facing explanation of a refusal. */
  refusal(origin: string): string;
  /** The log line for a refusal: what the operator can change so that the origin works. */
  logLine(origin: string): string;
}

type PolicyConfig = Pick<Config, 'publicUrl' | 'nodeEnv'> & Partial<Pick<Config, 'network'>>;

export function createOriginPolicy(
  config: PolicyConfig,
  now: () => number = Date.now,
): OriginPolicy {
  const publicUrl = new URL(config.publicUrl);
  const publicOrigin = publicUrl.origin;
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  const network = config.network ?? { kind: 'off' };
  const readAddresses = addressReader(network);

  // The origins this server answers at on its own port: links may be built on any of them.
  const own = new Set([publicOrigin]);
  if (LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    for (const host of LOOPBACK_HOSTS) own.add(`${publicUrl.protocol}//${host}${port}`);
  }
  const dev = new Set<string>();
  if (config.nodeEnv === 'development') {
    for (const host of LOOPBACK_HOSTS) dev.add(`http://${host}:${VITE_DEV_PORT}`);
  }
  let networkOrigins = new Set<string>();
  let readAt = 0;
  const reread = () => {
    networkOrigins = new Set(
      readAddresses().map((address) => `${publicUrl.protocol}//${urlHost(address)}${port}`),
    );
    readAt = now();
  };
  reread();

  const isOwn = (origin: string) => {
    if (own.has(origin) || networkOrigins.has(origin)) return true;
    if (network.kind !== 'interfaces' || now() - readAt < REREAD_INTERVAL_MS) return false;
    reread();
    return networkOrigins.has(origin);
  };
  const allowedList = () => [...own, ...networkOrigins, ...dev];

  return {
    isAllowed: (origin) => !origin || dev.has(origin) || isOwn(origin),
    linkBase({ origin, host }) {
      if (network.kind === 'off') return config.publicUrl;
      const candidate = origin ?? (host ? `${publicUrl.protocol}//${host.toLowerCase()}` : null);
      return candidate && isOwn(candidate) ? candidate : config.publicUrl;
    },
    networkUrls: () => [...networkOrigins],
    // A phone is better told the network address than localhost, which would be itself.
    refusal: (origin) =>
      `This page (${origin}) is not the address this Poker Night server runs at. Open ${[...networkOrigins][0] ?? publicOrigin} instead.`,
    logLine: (origin) =>
      `Refused a request from origin ${origin}: only ${allowedList().join(', ')} may use the API. If people open the app at ${origin}, set PUBLIC_URL to it.`,
  };
}
