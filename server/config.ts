// Configuration comes from the environment only. A bad value stops start-up with one line that
// names the variable, rather than a server that half works.
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { parseMailbox, type Mailbox } from '../core/mailbox';

const url = (name: string) =>
  z.url({ message: `${name} must be a URL such as http://localhost:4000` });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().int().min(1).max(300).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
  POSTMARK_API_URL: url('POSTMARK_API_URL').default('https://api.postmarkapp.com'),
  // An address, or a name and an address as mail providers document it (core/mailbox.ts).
  MAIL_FROM: z
    .string()
    .default('noreply@pokernight.local')
    .transform((value, ctx) => {
      const mailbox = parseMailbox(value);
      if (mailbox) return mailbox;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message:
          'MAIL_FROM must be an e-mail address, or a name and an address such as Poker Night <games@example.com>',
      });
      return z.NEVER;
    }),
  SUPPORT_EMAIL: z
    .email({ message: 'SUPPORT_EMAIL must be an e-mail address' })
    .default('support@pokernight.local'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url('GOOGLE_ISSUER').default('https://accounts.google.com'),
  TRUST_PROXY: z.string().trim().default('off'),
  NETWORK_ADDRESSES: z.string().trim().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  /** Seconds start-up waits for DATABASE_URL's server to answer before giving up. */
  databaseConnectTimeoutSeconds: number;
  dataDir: string;
  postmark: { serverToken: string; apiUrl: string } | null;
  /** The sender of every mail: its address, and the name inboxes show (formatMailbox). */
  mailFrom: Mailbox;
  supportEmail: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  trustProxy: TrustProxy;
  network: NetworkAddresses;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
}

export class ConfigError extends Error {}

/**
 * Which of this machine's own addresses people may open the app at on its port, besides
 * PUBLIC_URL's (docs/home-network.md). With PUBLIC_URL set, none: the operator named the address.
 * Unset, the network interfaces' addresses (server/http/network-addresses.ts), or the ones
 * NETWORK_ADDRESSES lists instead.
 */
export type NetworkAddresses =
  { kind: 'off' } | { kind: 'interfaces' } | { kind: 'addresses'; addresses: string[] };

function parseNetworkAddresses(value: string | undefined, publicUrlSet: boolean): NetworkAddresses {
  if (value === undefined) return publicUrlSet ? { kind: 'off' } : { kind: 'interfaces' };
  if (publicUrlSet) {
    throw new ConfigError(
      'Invalid NETWORK_ADDRESSES: it is used only when PUBLIC_URL is unset (PUBLIC_URL is the one address people open)',
    );
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (addresses.length === 0 || addresses.some((address) => isIP(address) === 0)) {
    throw new ConfigError(
      `Invalid NETWORK_ADDRESSES: use IP addresses of this machine separated by commas, such as 192.168.1.23 (got "${value}")`,
    );
  }
  return { kind: 'addresses', addresses };
}

/**
 * Which peers may tell us the client's address in `X-Forwarded-For`. Proxy-addr walks the
 * header from the right (the entry our own proxy appended) and stops at the first address it
 * does not trust, so a client can prepend whatever it likes without changing the result.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** The N nearest hops are proxies, whatever their address (only safe if the app is not reachable directly). */
  | { kind: 'hops'; hops: number }
  /** Proxies are the peers at these addresses, CIDR ranges or proxy-addr names (`loopback`, …). */
  | { kind: 'addresses'; addresses: string[] };

/** What the old `TRUST_PROXY=on` means now: a proxy on this machine or a private network. */
export const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (['off', 'false', 'no', '0'].includes(lower)) return { kind: 'none' };
  if (['on', 'true', 'yes'].includes(lower))
    return { kind: 'addresses', addresses: PRIVATE_PROXIES };
  const invalid = new ConfigError(
    `Invalid TRUST_PROXY: use off, on, a hop count (1-10), or proxy addresses/CIDRs separated by commas (got "${value}")`,
  );
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > 10) throw invalid;
    return { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw invalid;
  }
  return { kind: 'addresses', addresses };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}: ${issue.message} (got "${env[name]}")`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(
      `Invalid ${missing}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither`,
    );
  }
  return {
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT,
    dataDir: e.DATA_DIR,
    postmark: e.POSTMARK_SERVER_TOKEN
      ? { serverToken: e.POSTMARK_SERVER_TOKEN, apiUrl: e.POSTMARK_API_URL.replace(/\/+$/, '') }
      : null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    network: parseNetworkAddresses(e.NETWORK_ADDRESSES, e.PUBLIC_URL !== undefined),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}
