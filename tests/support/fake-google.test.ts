import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer } from 'node:net';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, followToRedirectUri, startFakeGoogle, type FakeGoogle } from './fake-google';

const clientId = 'poker-night-test';
const clientSecret = 'test-secret-value';
const redirectUri = 'http://localhost:4010/auth/google/callback';

/** One authorization request, as the app's /auth/google would build it. */
async function authorizationRequest(config: Configuration) {
  const pkceCodeVerifier = randomPKCECodeVerifier();
  const state = randomState();
  const nonce = randomNonce();
  const url = buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  });
  return { url, pkceCodeVerifier, state, nonce };
}

/** A whole sign-in: the authorization request, the redirect, then the code for tokens. */
async function codeFlowTokens(config: Configuration) {
  const request = await authorizationRequest(config);
  return authorizationCodeGrant(
    config,
    (await followToRedirectUri(request.url.href, redirectUri)).url,
    {
      pkceCodeVerifier: request.pkceCodeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    },
  );
}

describe('fake Google (oidc-provider) driven by openid-client', () => {
  let google: FakeGoogle;
  let config: Configuration;

  beforeAll(async () => {
    google = await startFakeGoogle({ clientId, clientSecret, redirectUris: [redirectUri] });
    config = await discovery(new URL(google.issuer), clientId, clientSecret, undefined, {
      execute: [allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await google?.close();
  });

  it('publishes a Google-like discovery document on 127.0.0.1', () => {
    expect(google.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(google.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name']),
    );
  });

  it('accepts prompt=select_account but still rejects unknown prompt values', async () => {
    const request = await authorizationRequest(config);
    const { url } = await followToRedirectUri(request.url.href, redirectUri);
    expect(url.searchParams.get('code')).toBeTruthy();

    const bogus = new URL(request.url);
    bogus.searchParams.set('prompt', 'choose_wisely');
    const { url: rejected } = await followToRedirectUri(bogus.href, redirectUri);
    expect(rejected.searchParams.get('error')).toBe('invalid_request');
    expect(rejected.searchParams.get('error_description')).toBe(
      'unsupported prompt value requested',
    );
  });

  it('signs in the account set by setNextLogin through the code flow with PKCE', async () => {
    google.setNextLogin({
      sub: 'google-sub-42',
      email: 'ann@example.com',
      email_verified: false,
      name: 'Ann Example',
    });
    const request = await authorizationRequest(config);

    const { url: callbackUrl } = await followToRedirectUri(request.url.href, redirectUri);
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(redirectUri);
    expect(callbackUrl.searchParams.get('state')).toBe(request.state);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    const tokens = await authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: request.pkceCodeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: google.issuer,
      aud: clientId,
      nonce: request.nonce,
      sub: 'google-sub-42',
      email: 'ann@example.com',
      email_verified: false,
      name: 'Ann Example',
    });
  });

  it('uses the default user when no login was set, and setNextLogin is one-shot', async () => {
    google.setNextLogin({ sub: 'once', email: 'once@example.com' });
    const firstTokens = await codeFlowTokens(config);
    expect(firstTokens.claims()).toMatchObject({ sub: 'once', email_verified: true });
    expect(firstTokens.claims()).not.toHaveProperty('name');

    const secondTokens = await codeFlowTokens(config);
    expect(secondTokens.claims()).toMatchObject({
      sub: 'google-user-1',
      email: 'gina@example.com',
      email_verified: true,
      name: 'Gina Google',
    });
  });

  it('ends at the redirect URI with error=access_denied when the user cancels', async () => {
    google.setNextLogin({ cancel: true });
    const request = await authorizationRequest(config);

    const { url } = await followToRedirectUri(request.url.href, redirectUri);
    expect(url.origin + url.pathname).toBe(redirectUri);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('End-User aborted interaction');
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(url.searchParams.has('code')).toBe(false);
  });

  it('rejects a code redeemed with the wrong PKCE verifier', async () => {
    const request = await authorizationRequest(config);
    const { url } = await followToRedirectUri(request.url.href, redirectUri);
    await expect(
      authorizationCodeGrant(config, url, {
        pkceCodeVerifier: randomPKCECodeVerifier(),
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      }),
    ).rejects.toThrow();
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${google.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 'no-pkce',
    }).toString();
    const { url: result } = await followToRedirectUri(url.href, redirectUri);
    expect(result.searchParams.get('error')).toBe('invalid_request');
    expect(result.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(result.searchParams.get('state')).toBe('no-pkce');

    url.searchParams.set('code_challenge', 'a'.repeat(43));
    url.searchParams.set('code_challenge_method', 'plain');
    const { url: plain } = await followToRedirectUri(url.href, redirectUri);
    expect(plain.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('followToRedirectUri', () => {
  it("keeps each origin's cookies and returns the app's for the callback", async () => {
    const google = await startFakeGoogle({ clientId, clientSecret, redirectUris: [redirectUri] });
    const config = await discovery(new URL(google.issuer), clientId, clientSecret, undefined, {
      execute: [allowInsecureRequests],
    });
    // A stand-in for the app's /auth/google: sets its own cookie and answers 302 to the provider.
    const request = await authorizationRequest(config);
    const app = await startTinyServer((req, res) => {
      res.writeHead(302, {
        location: request.url.href,
        'set-cookie': [
          `google_oauth=${request.state}; Path=/auth/google; HttpOnly; SameSite=Lax`,
          'stale=1; Path=/; Max-Age=0',
        ],
      });
      res.end(req.headers.cookie ?? '');
    });
    try {
      const appStart = `${app.origin}/auth/google`;
      const { url, cookies, jar } = await followToRedirectUri(appStart, redirectUri, 'session=abc');
      expect(url.searchParams.get('code')).toBeTruthy();
      expect(cookies.get(app.origin)).toBe(`session=abc; google_oauth=${request.state}`);
      expect(cookies.has(google.issuer)).toBe(true);
      expect(jar.header(`${app.origin}/auth/google/callback`)).toContain('google_oauth=');
      expect(jar.header(`${app.origin}/graphql`)).toBe('session=abc');
    } finally {
      await app.close();
      await google.close();
    }
  });

  it('implements path matching and expiry like a browser', () => {
    const jar = new CookieJar();
    jar.store('http://a.test/interaction/x', ['i=1; path=/interaction/x', 'd=2']);
    jar.store('http://a.test/', ['r=3; Path=/auth/x; Expires=Wed, 01 Jan 2099 00:00:00 GMT']);
    expect(jar.header('http://a.test/interaction/x')).toBe('i=1; d=2');
    expect(jar.header('http://a.test/interaction/xy')).toBe('d=2');
    expect(jar.header('http://a.test/auth/x')).toBe('r=3');
    expect(jar.header('http://b.test/interaction/x')).toBe('');
    jar.store('http://a.test/', ['r=; Path=/auth/x; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header('http://a.test/auth/x')).toBe('');
  });
});

describe('standalone mode', () => {
  let child: ChildProcess | undefined;

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('runs under tsx and takes the next login over POST /__next-login', async () => {
    const port = await freePort();
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/support/fake-google.ts',
        '--port',
        String(port),
        '--client-id',
        clientId,
        '--client-secret',
        clientSecret,
        '--redirect-uri',
        redirectUri,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) resolve();
      });
      child?.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    const issuer = `http://127.0.0.1:${port}`;

    const bad = await fetch(`${issuer}/__next-login`, { method: 'POST', body: '{"sub":1}' });
    expect(bad.status).toBe(400);
    const set = await fetch(`${issuer}/__next-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub: 'e2e-1', email: 'e2e@example.com', name: 'End To End' }),
    });
    expect(set.status).toBe(204);

    const config = await discovery(new URL(issuer), clientId, clientSecret, undefined, {
      execute: [allowInsecureRequests],
    });
    const request = await authorizationRequest(config);
    const { url } = await followToRedirectUri(request.url.href, redirectUri);
    const tokens = await authorizationCodeGrant(config, url, {
      pkceCodeVerifier: request.pkceCodeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      sub: 'e2e-1',
      email: 'e2e@example.com',
      email_verified: true,
      name: 'End To End',
    });
    expect(stderr).toBe('');
  }, 30_000);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startTinyServer(
  handler: RequestListener,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    // Another port, so another origin than the provider's.
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
