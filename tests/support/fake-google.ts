/**
 * A local, protocol-faithful OpenID Connect provider standing in for Google in tests.
 *
 * It is a real `oidc-provider` (v9) instance on 127.0.0.1: discovery, authorization code flow with
 * PKCE (S256) required, state and nonce passed through, RS256-signed ID tokens carrying `email`,
 * `email_verified` and `name` (as Google's do), userinfo, JWKS. Only the End-User's part is
 * automated: the interaction URL completes each step at once, so no HTML form is involved.
 *
 *   - account chooser / login: signs in the account queued with `setNextLogin` (one-shot; the
 *     default user when nothing is queued), or, after `setNextLogin({ cancel: true })`, ends the
 *     request with `error=access_denied` at the client's redirect URI ("Sign in was cancelled");
 *   - consent: grants the requested scopes and claims.
 *
 * `prompt=select_account` (Google's account chooser, which the app sends) is accepted: it is a
 * requestable prompt in the interaction policy, so it always leads to the account step above.
 *
 * In-process use (Vitest):
 *
 *   const google = await startFakeGoogle({ clientId, clientSecret, redirectUris: [callback] });
 *   google.setNextLogin({ sub: 'g-42', email: 'ann@example.com', name: 'Ann' });
 *   const { url, cookies } = await followToRedirectUri(`${app}/auth/google`, callback);
 *   await fetch(url, { headers: { cookie: cookies.get(new URL(app).origin) ?? '' } });
 *   await google.close();
 *
 * Standalone, for end-to-end tests in another process:
 *
 *   tsx tests/support/fake-google.ts --port 4598 --client-id X --client-secret Y \
 *     --redirect-uri http://localhost:4010/auth/google/callback
 *
 * There `POST /__next-login` with a JSON body (`{ "sub", "email", "email_verified"?, "name"? }` or
 * `{ "cancel": true }`) queues the next login; it answers 204, or 400 with a reason.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** A Google account as the fake provider reports it (ID token and userinfo claims). */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  /** Defaults to `true`, as for nearly every Google account. */
  email_verified?: boolean;
  /** Omitted from the claims when not given. */
  name?: string;
}

/** What the End-User does at the next account step. */
export type FakeGoogleLogin = FakeGoogleUser | { cancel: true };

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs registered for the client. */
  redirectUris: string[];
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /**
   * How the client authenticates at the token endpoint. Default `client_secret_post`, which is
   * what `openid-client` v6 uses when `discovery()` is given a client secret.
   */
  tokenEndpointAuthMethod?: 'client_secret_post' | 'client_secret_basic';
  /** Serve `POST /__next-login` (always on in standalone mode). Default `false`. */
  controlEndpoint?: boolean;
}

export interface FakeGoogle {
  /** The issuer identifier and base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  issuer: string;
  /**
   * Queue what happens at the next account step (one-shot: afterwards the default user is used
   * again). `{ cancel: true }` makes the End-User abort, so the client gets `error=access_denied`.
   */
  setNextLogin(login: FakeGoogleLogin): void;
  /** Stop listening and drop open connections. */
  close(): Promise<void>;
}

/** Signed in when no login was queued. */
export const DEFAULT_GOOGLE_USER: Readonly<Required<FakeGoogleUser>> = Object.freeze({
  sub: 'google-user-1',
  email: 'gina@example.com',
  email_verified: true,
  name: 'Gina Google',
});

// ---------------------------------------------------------------------------------------------
// Minimal typings for the parts of oidc-provider used here (the package ships no declarations)
// ---------------------------------------------------------------------------------------------

interface OidcInteraction {
  uid: string;
  prompt: {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  };
  params: Record<string, unknown> & { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
}

interface OidcGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}

interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
  };
  on(event: string, listener: (...args: unknown[]) => void): void;
}

interface OidcPrompt {
  name: string;
}

interface OidcPolicy extends Array<OidcPrompt> {
  add(prompt: OidcPrompt, index?: number): void;
}

interface OidcProviderModule {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
  interactionPolicy: {
    base(): OidcPolicy;
    Prompt: new (init: { name: string; requestable: boolean }) => OidcPrompt;
  };
}

let oidcModule: Promise<OidcProviderModule> | undefined;

/**
 * Loads oidc-provider once. Importing it prints an "Unsupported runtime" warning on Node 20; that
 * one line (and only lines prefixed "oidc-provider ") is dropped while the module evaluates.
 */
function loadOidcProvider(): Promise<OidcProviderModule> {
  oidcModule ??= withoutOidcNotices(async () => {
    // @ts-expect-error -- oidc-provider ships no type declarations; OidcProviderModule types it.
    const mod: unknown = await import('oidc-provider');
    return mod as OidcProviderModule;
  });
  return oidcModule;
}

async function withoutOidcNotices<T>(fn: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  const isNotice = (args: unknown[]) =>
    typeof args[0] === 'string' && args[0].startsWith('oidc-provider ');
  console.warn = (...args: unknown[]) => (isNotice(args) ? undefined : warn.apply(console, args));
  console.info = (...args: unknown[]) => (isNotice(args) ? undefined : info.apply(console, args));
  try {
    return await fn();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

// ---------------------------------------------------------------------------------------------
// Provider
// ---------------------------------------------------------------------------------------------

const INTERACTION_PATH = /^\/interaction\/[A-Za-z0-9_-]+$/;
const CONTROL_PATH = '/__next-login';

/** Start the fake Google on 127.0.0.1. */
export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const { Provider, interactionPolicy } = await loadOidcProvider();

  // Listen first: the issuer has to name the port, and the provider needs the issuer.
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const accounts = new Map<string, FakeGoogleUser>();
  let nextLogin: FakeGoogleLogin | undefined;
  const takeNextLogin = (): FakeGoogleLogin => {
    const login = nextLogin ?? { ...DEFAULT_GOOGLE_USER };
    nextLogin = undefined;
    return login;
  };

  // Google's account chooser: a requestable prompt, placed first so it is the step shown.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapterFactory(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Google puts the scope's claims in the ID token of the code flow too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const user = accounts.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub: user.sub,
          email: user.email,
          email_verified: user.email_verified ?? true,
          ...(user.name === undefined ? {} : { name: user.name }),
        }),
      };
    },
    // Explicit values for every default that would otherwise print an oidc-provider NOTICE.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
      RefreshToken: 86_400,
    },
    clientBasedCORS: () => false,
    renderError: (ctx: { type: string; body: unknown }, out: Record<string, string>) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = Object.entries(out)
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n');
    },
  });

  const serverErrors: unknown[] = [];
  provider.on('server_error', (_ctx, error) => {
    serverErrors.push(error);
    if (process.env.FAKE_GOOGLE_DEBUG) console.error('[fake-google] server_error', error);
  });

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params } = details;

    if (prompt.name === 'select_account' || prompt.name === 'login') {
      const login = takeNextLogin();
      if ('cancel' in login) {
        const result = {
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        };
        return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      accounts.set(login.sub, { ...login });
      const result: Record<string, unknown> = { login: { accountId: login.sub } };
      if (prompt.name === 'select_account') result.select_account = {};
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }

    if (prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent prompt without a signed-in account');
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: params.client_id });
      if (!grant) throw new Error(`grant ${details.grantId} not found`);
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      const consent = details.grantId ? {} : { grantId };
      return provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
    }

    throw new Error(`unexpected prompt "${prompt.name}"`);
  }

  async function control(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await text(req));
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('body must be JSON');
      return;
    }
    const login = parseLogin(body);
    if (typeof login === 'string') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(login);
      return;
    }
    nextLogin = login;
    res.writeHead(204).end();
  }

  const oidcHandler = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let handled: Promise<void> | undefined;
    if (req.method === 'GET' && INTERACTION_PATH.test(path)) handled = interaction(req, res);
    else if (options.controlEndpoint && path === CONTROL_PATH) handled = control(req, res);
    if (!handled) {
      oidcHandler(req, res);
      return;
    }
    handled.catch((error: unknown) => {
      serverErrors.push(error);
      if (process.env.FAKE_GOOGLE_DEBUG) console.error('[fake-google] interaction', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      }
      res.end(`fake-google: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    setNextLogin(login) {
      const parsed = parseLogin(login);
      if (typeof parsed === 'string') throw new TypeError(`setNextLogin: ${parsed}`);
      nextLogin = parsed;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function parseLogin(input: unknown): FakeGoogleLogin | string {
  if (typeof input !== 'object' || input === null) return 'expected an object';
  const value = input as Record<string, unknown>;
  if (value.cancel === true) return { cancel: true };
  if (typeof value.sub !== 'string' || value.sub === '') return '"sub" must be a non-empty string';
  if (typeof value.email !== 'string' || value.email === '') {
    return '"email" must be a non-empty string';
  }
  if (value.email_verified !== undefined && typeof value.email_verified !== 'boolean') {
    return '"email_verified" must be a boolean';
  }
  if (value.name !== undefined && typeof value.name !== 'string') return '"name" must be a string';
  return {
    sub: value.sub,
    email: value.email,
    ...(value.email_verified === undefined ? {} : { email_verified: value.email_verified }),
    ...(value.name === undefined ? {} : { name: value.name }),
  };
}

/**
 * oidc-provider's storage adapter, in memory and per provider instance (its built-in one is shared
 * by every instance in the process and announces itself on the console).
 */
function createMemoryAdapterFactory() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt?: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.payload;
  };

  // oidc-provider awaits every adapter call; this one answers synchronously.
  class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    private findBy(field: 'uid' | 'userCode', value: string) {
      for (const key of store.keys()) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = live(key);
        if (payload?.[field] === value) return payload;
      }
      return undefined;
    }

    upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined;
      store.set(this.key(id), { payload: { ...payload }, expiresAt });
      return Promise.resolve();
    }

    find(id: string) {
      return Promise.resolve(live(this.key(id)));
    }

    findByUid(uid: string) {
      return Promise.resolve(this.findBy('uid', uid));
    }

    findByUserCode(userCode: string) {
      return Promise.resolve(this.findBy('userCode', userCode));
    }

    consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      store.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) {
        if (entry.payload.grantId === grantId) store.delete(key);
      }
      return Promise.resolve();
    }
  }

  return MemoryAdapter;
}

// ---------------------------------------------------------------------------------------------
// Redirect following with a cookie jar
// ---------------------------------------------------------------------------------------------

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expiresAt?: number;
}

/**
 * A minimal RFC 6265 cookie jar: cookies are host-only, kept per origin, matched by path, and
 * removed when they expire (`Max-Age`/`Expires`). `Domain`, `Secure` and `SameSite` are ignored,
 * which is right for loopback test servers.
 */
export class CookieJar {
  readonly #byOrigin = new Map<string, Map<string, StoredCookie>>();

  /** Store the `Set-Cookie` headers of a response to a request for `url`. */
  store(url: URL | string, setCookieHeaders: string[]): void {
    const requestUrl = new URL(url);
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const cookie: StoredCookie = {
        name: pair.slice(0, eq).trim(),
        value: pair.slice(eq + 1).trim(),
        path: defaultPath(requestUrl.pathname),
      };
      let maxAge: number | undefined;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const value = rest.join('=').trim();
        if (key === 'path' && value.startsWith('/')) cookie.path = value;
        else if (key === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
        else if (key === 'expires' && !Number.isNaN(Date.parse(value))) {
          cookie.expiresAt ??= Date.parse(value);
        }
      }
      if (maxAge !== undefined) cookie.expiresAt = Date.now() + maxAge * 1000;
      this.#put(requestUrl.origin, cookie);
    }
  }

  /** Add cookies from a `Cookie` header value ("a=1; b=2") for `url`'s origin, path "/". */
  seed(url: URL | string, cookieHeader: string): void {
    const { origin } = new URL(url);
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      this.#put(origin, {
        name: part.slice(0, eq).trim(),
        value: part.slice(eq + 1).trim(),
        path: '/',
      });
    }
  }

  /** The `Cookie` header a browser would send to `url` ('' when none). */
  header(url: URL | string): string {
    const target = new URL(url);
    return this.#live(target.origin)
      .filter((cookie) => pathMatches(target.pathname, cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** Every live cookie per origin as one `Cookie` header value, whatever its path. */
  byOrigin(): Map<string, string> {
    const result = new Map<string, string>();
    for (const origin of this.#byOrigin.keys()) {
      const cookies = this.#live(origin);
      if (cookies.length) {
        result.set(origin, cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
      }
    }
    return result;
  }

  #put(origin: string, cookie: StoredCookie): void {
    let cookies = this.#byOrigin.get(origin);
    if (!cookies) this.#byOrigin.set(origin, (cookies = new Map()));
    const key = `${cookie.name}\u0000${cookie.path}`;
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) cookies.delete(key);
    else cookies.set(key, cookie);
  }

  #live(origin: string): StoredCookie[] {
    const cookies = this.#byOrigin.get(origin);
    if (!cookies) return [];
    const now = Date.now();
    for (const [key, cookie] of cookies) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) cookies.delete(key);
    }
    return [...cookies.values()];
  }
}

function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export interface FollowResult {
  /** The final Location: the redirect URI with `code`, `state`, `iss` — or `error=…`. */
  url: URL;
  /**
   * Cookies collected on the way, per origin (e.g. `http://localhost:4010`), each as a `Cookie`
   * header value. For the app's origin these are the cookies its `/auth/google` set (state,
   * PKCE verifier, nonce…) plus the seeded `cookieHeader`: send them with the callback request.
   */
  cookies: Map<string, string>;
  /** The jar itself, for path-exact headers (`jar.header(url)`) or to reuse in another flow. */
  jar: CookieJar;
}

export interface FollowOptions {
  /** Reuse a jar (e.g. to keep the provider's session between flows). Default: a fresh one. */
  jar?: CookieJar;
  /** Give up after this many redirects. Default 20. */
  maxRedirects?: number;
}

/**
 * Act as the browser: GET `startUrl`, then follow every redirect (301/302/303/307/308) with
 * `fetch(…, { redirect: 'manual' })`, keeping cookies per origin and sending them back, until a
 * `Location` starts with `redirectUriPrefix`. That URL is returned without being fetched, so the
 * caller performs the callback request itself (with `cookies.get(appOrigin)`).
 *
 * `cookieHeader` is sent to `startUrl`'s origin (e.g. the app's session cookie when linking an
 * account while signed in). Throws, with the status and body, on any response that is not a
 * redirect — e.g. a provider error page.
 */
export async function followToRedirectUri(
  startUrl: string,
  redirectUriPrefix: string,
  cookieHeader?: string,
  options: FollowOptions = {},
): Promise<FollowResult> {
  const jar = options.jar ?? new CookieJar();
  const maxRedirects = options.maxRedirects ?? 20;
  if (cookieHeader) jar.seed(startUrl, cookieHeader);

  let current = new URL(startUrl);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const cookie = jar.header(current);
    const response = await fetch(current, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    jar.store(current, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      const body = await response.text().catch(() => '');
      throw new Error(
        `followToRedirectUri: ${current.href} answered ${response.status} without a redirect` +
          (body ? `:\n${body.slice(0, 2000)}` : ''),
      );
    }
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.href.startsWith(redirectUriPrefix)) {
      return { url: next, cookies: jar.byOrigin(), jar };
    }
    current = next;
  }
  throw new Error(`followToRedirectUri: more than ${maxRedirects} redirects from ${startUrl}`);
}

// ---------------------------------------------------------------------------------------------
// Standalone: tsx tests/support/fake-google.ts --port 4598 --client-id X --client-secret Y
//   --redirect-uri http://localhost:4010/auth/google/callback [--redirect-uri …]
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4598' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
    },
  });
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'];
  const redirectUris = values['redirect-uri'] ?? [];
  const port = Number(values.port);
  if (!clientId || !clientSecret || redirectUris.length === 0 || !Number.isInteger(port)) {
    console.error(
      'usage: tsx tests/support/fake-google.ts --port 4598 --client-id X --client-secret Y ' +
        '--redirect-uri http://localhost:4010/auth/google/callback',
    );
    process.exit(2);
  }
  const google = await startFakeGoogle({
    clientId,
    clientSecret,
    redirectUris,
    port,
    controlEndpoint: true,
  });
  console.log(
    `fake-google listening at ${google.issuer} (POST ${CONTROL_PATH} sets the next login)`,
  );
  const stop = () => {
    google.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
