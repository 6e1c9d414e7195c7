// Configuration comes from the environment only. A bad value stops start-up with one line that
// names the variable, rather than a server that half works.
import { z } from 'zod';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['on', 'true', '1', 'yes'].includes(v));

const url = (name: string) =>
  z.url({ message: `${name} must be a URL such as http://localhost:4000` });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
  POSTMARK_API_URL: url('POSTMARK_API_URL').default('https://api.postmarkapp.com'),
  MAIL_FROM: z
    .email({ message: 'MAIL_FROM must be an e-mail address' })
    .default('noreply@pokernight.local'),
  SUPPORT_EMAIL: z
    .email({ message: 'SUPPORT_EMAIL must be an e-mail address' })
    .default('support@pokernight.local'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url('GOOGLE_ISSUER').default('https://accounts.google.com'),
  TRUST_PROXY: flag.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  postmark: { serverToken: string; apiUrl: string } | null;
  mailFrom: string;
  supportEmail: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  trustProxy: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
}

export class ConfigError extends Error {}

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
    trustProxy: e.TRUST_PROXY,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}
