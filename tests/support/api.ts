// The integration harness: a real server (the same buildApp as production) on a fresh database —
// in-memory PGlite, or a new database on TEST_DATABASE_URL's Postgres when TEST_DB=postgres —
// with e-mail going through the real Postmark transport to a local fake Postmark.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createClient, type Client as WsClient, type ClientOptions } from 'graphql-ws';
import postgres from 'postgres';
import type { ProvidedContext } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../server/auth/password';
import { createSession, SESSION_COOKIE } from '../../server/auth';
import { loadConfig } from '../../server/config';
import { buildApp, type App, type AppOptions } from '../../server/http/app';
import { startFakePostmark } from './fake-postmark';
import { countTopicSubscriptions, listen, type LiveSubscription } from './live';
import { Register } from './operations';
import { sourceOf, type GqlResult, type Operation } from './request';

export type { GqlResult, Operation } from './request';
export { subscribe } from './live';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** What the integration suite's global set-up provided; nothing outside Vitest (the bench). */
async function provided<K extends keyof ProvidedContext>(key: K) {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

/** The migrated PGlite data directory the global set-up saved, read once per worker. */
let pgliteImage: Promise<Blob | undefined> | undefined;
function savedPgliteImage(): Promise<Blob | undefined> {
  pgliteImage ??= provided('pgliteImage').then(async (file) =>
    file ? new Blob([await readFile(file)]) : undefined,
  );
  return pgliteImage;
}

/**
 * A fresh database for one test file: in-memory PGlite from the migrated image, or a new Postgres
 * database cloned from the migrated template and dropped at the end (tests/support/template-database.ts
 * makes both once per run; without them, e.g. a file run outside the suite's config, it migrates).
 */
export async function openTestDatabase(
  options: { onQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const image = await savedPgliteImage();
    return {
      database: await openDatabase({ kind: 'pglite-memory', image, onQuery: options.onQuery }),
      drop: async () => {},
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pn_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  const template = await provided('postgresTemplate');
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.href,
    onQuery: options.onQuery,
  });
  return {
    database,
    url: url.href,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let clientCount = 0;
/** Each client comes from its own address (the app trusts X-Forwarded-For in tests), as people do. */
function nextClientAddress() {
  clientCount += 1;
  return `203.0.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
}

export class ApiClient {
  cookie: string | null = null;
  readonly headers: Record<string, string>;
  constructor(
    readonly baseUrl: string,
    headers: Record<string, string> = {},
  ) {
    this.headers = { 'x-forwarded-for': nextClientAddress(), ...headers };
  }

  async gql<T = any, V = Record<string, unknown>>(
    operation: Operation<T, V>,
    variables?: V,
  ): Promise<GqlResult<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
      },
      body: JSON.stringify({ query: sourceOf(operation), variables }),
    });
    this.takeCookies(response);
    return (await response.json()) as GqlResult<T>;
  }

  /** Like gql, but fails the test on any error and returns the data. */
  async ok<T = any, V = Record<string, unknown>>(
    operation: Operation<T, V>,
    variables?: V,
  ): Promise<T> {
    const result = await this.gql(operation, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  takeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name !== 'pn_session') continue;
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || !value;
      this.cookie = expired ? null : `${name}=${value}`;
    }
  }

  /**
   * A graphql-ws client authenticated by this client's cookie (or its Authorization header), as a
   * browser would be; `options` override graphql-ws's (e.g. `lazy: false` to connect at once).
   */
  ws(origin = this.baseUrl, options: Partial<ClientOptions> = {}): WsClient {
    const cookie = this.cookie;
    const headers = this.headers;
    const url = `${this.baseUrl.replace(/^http/, 'ws')}/graphql`;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, {
          headers: { ...headers, origin, ...(cookie ? { cookie } : {}) },
        });
      }
    }
    return createClient({
      url,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: true,
      ...options,
    });
  }
}

let counter = 0;
export function uniqueEmail(name: string) {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`.toLowerCase();
}

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
/** PASSWORD hashed once per worker: argon2 is meant to be slow, and every account shares it. */
const passwordHashOfPASSWORD = () => (passwordHash ??= hashPassword(PASSWORD));

export interface TestApp {
  url: string;
  app: App;
  postmark: Awaited<ReturnType<typeof startFakePostmark>>;
  database: Database;
  anonymous(headers?: Record<string, string>): ApiClient;
  /** Registers through the API; the account is signed in but not yet verified. */
  register(name: string, email?: string): Promise<ApiClient & { email: string }>;
  /** Registered and verified, but without a display name yet: the profile gate's case. */
  registerNameless(name: string): Promise<ApiClient & { email: string }>;
  /** A registered, verified user with a display name: what most tests need. */
  signUpMember(name: string, email?: string): Promise<ApiClient & { email: string; id: string }>;
  /** Subscribes `client` and resolves once the server listens: the next write will be pushed. */
  listen<T = any, V = Record<string, unknown>>(
    client: ApiClient,
    operation: Operation<T, V>,
    variables?: V,
  ): Promise<LiveSubscription<T>>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    /** A port chosen beforehand, when another fake must know the app's URL (OAuth redirects). */
    port?: number;
    mailWorker?: AppOptions['mailWorker'];
    /** The reminder sweep's clock and interval (tests sweep on demand with app.reminders). */
    reminders?: AppOptions['reminders'];
    /** The cost budgets' clock (tests move time instead of waiting). */
    apiLimits?: AppOptions['apiLimits'];
    /** Receives the server's log lines (set LOG_LEVEL in `env` to see more than errors). */
    logStream?: AppOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const postmark = await startFakePostmark();
  const testDb = options.database ?? (await openTestDatabase());
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    PORT: String(port),
    PUBLIC_URL: url,
    POSTMARK_SERVER_TOKEN: postmark.token,
    POSTMARK_API_URL: postmark.url,
    SUPPORT_EMAIL: 'support@pokernight.test',
    MAIL_FROM: 'noreply@pokernight.test',
    TRUST_PROXY: 'on',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: testDb.database,
    // Postmark's 3 sends a second (the worker's default, tested in server/mail/worker.test.ts)
    // would make every test that mails ten people wait three seconds for them.
    mailWorker: { sendsPerSecond: 100, ...options.mailWorker },
    reminders: options.reminders,
    apiLimits: options.apiLimits,
    logStream: options.logStream,
  });
  await app.listen(port, '127.0.0.1');
  const topics = countTopicSubscriptions(app);
  const subscriptions: LiveSubscription[] = [];

  /**
   * A verified account made straight in the database and signed in with a session of its own, as
   * registering, opening the e-mailed link and signing in would leave it: most tests need someone
   * to act, and the register → verify → sign-in path has its own tests (accounts, registration).
   */
  async function createVerifiedAccount(
    name: string,
    displayName: string | undefined,
    email = uniqueEmail(name),
  ) {
    const db = testDb.database.db;
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await passwordHashOfPASSWORD(),
        emailVerified: true,
        displayName,
      })
      .returning();
    const { token } = await createSession(db, user!.id);
    const client = Object.assign(new ApiClient(url), { email, id: user!.id });
    client.cookie = `${SESSION_COOKIE}=${token}`;
    return client;
  }

  const testApp: TestApp = {
    url,
    app,
    postmark,
    database: testDb.database,
    anonymous: (headers) => new ApiClient(url, headers),
    async register(name, email = uniqueEmail(name)) {
      const client = Object.assign(new ApiClient(url), { email });
      await client.ok(Register, { email, password: PASSWORD });
      return client;
    },
    registerNameless: (name) => createVerifiedAccount(name, undefined),
    async signUpMember(name, email) {
      const displayName = name.charAt(0).toUpperCase() + name.slice(1);
      return createVerifiedAccount(name, displayName, email);
    },
    async listen(client, operation, variables) {
      const subscription = await listen(topics, client, operation, variables);
      subscriptions.push(subscription);
      return subscription;
    },
    async close() {
      // A test that failed half-way may have left its sockets open.
      for (const subscription of subscriptions) await subscription.close();
      await app.close();
      await postmark.close();
      await testDb.drop();
    },
  };
  return testApp;
}

/**
 * Another server instance on a Postgres test database that an app already uses, as behind a load
 * balancer (PGlite allows one process, so only on Postgres). Closing it leaves the database.
 */
export async function startSecondInstance(testDb: TestDatabase): Promise<TestApp> {
  if (!testDb.url) throw new Error('a second instance needs a Postgres test database');
  return startTestApp({
    database: {
      database: await openDatabase({ kind: 'postgres', url: testDb.url }),
      drop: async () => {},
    },
  });
}

/** The error a result carries, for assertions on code and exact message. */
export function errorOf(result: GqlResult) {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message };
}
