// Browser origins: a local install answers at every loopback name on its port; any other origin
// is refused with a message that says where the app lives, over HTTP and WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PASSWORD, startTestApp, subscribe, type TestApp } from '../support/api';
import { seededApp } from '../support/seed';

const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`;
const ME_CHANGED = `subscription { meChanged { id displayName } }`;
const TYPENAME = `{ __typename }`;
const PROFILE = `mutation($n: String!) { updateProfile(displayName: $n, timezone: "America/Denver") { id } }`;

describe('PUBLIC_URL on localhost', () => {
  // Its own app: PUBLIC_URL names the port, which is known only once freePort() has answered.
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ port, env: { PUBLIC_URL: `http://localhost:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'signs in from a page at http://%s on the same port, and keeps the socket',
    async (host) => {
      const origin = `http://${host}:${port}`;
      const member = await t.signUpMember('loopback');
      const browser = t.anonymous({ origin });
      const result = await browser.gql(SIGN_IN, { e: member.email, p: PASSWORD });
      expect(result.errors).toBeUndefined();
      expect(result.data.signIn.id).toBe(member.id);

      const ws = browser.ws(origin);
      try {
        const live = subscribe(ws, ME_CHANGED);
        // Answered after the subscription ahead of it on the socket is registered.
        await subscribe(ws, TYPENAME).next();
        await browser.ok(PROFILE, { n: `Seen at ${host}` });
        expect((await live.next()).data.meChanged.displayName).toBe(`Seen at ${host}`);
      } finally {
        await ws.dispose();
      }
    },
  );

  it.each([
    'http://127.0.0.1:1', // another local service on another port
    'http://192.168.1.20:' /* the machine's LAN address */,
    'https://localhost:', // another scheme
  ])('refuses %s with a message that names the address to open', async (prefix) => {
    const origin = prefix.endsWith(':') ? `${prefix}${port}` : prefix;
    const member = await t.signUpMember('elsewhere');
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ query: SIGN_IN, variables: { e: member.email, p: PASSWORD } }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `This page (${origin}) is not the address this Poker Night server runs at. Open http://localhost:${port} instead.`,
          extensions: { code: 'FORBIDDEN' },
        },
      ],
    });
  });
});

describe('PUBLIC_URL on a real domain', () => {
  const app = seededApp({ env: { PUBLIC_URL: 'https://poker.example.com' } });

  it('allows only that origin: loopback pages are refused, over HTTP and WebSocket', async () => {
    const member = await app.t.signUpMember('domain');
    const local = app.t.anonymous({ origin: app.t.url });
    const refused = await local.gql(SIGN_IN, { e: member.email, p: PASSWORD });
    expect(refused.errors?.[0]?.message).toBe(
      `This page (${app.t.url}) is not the address this Poker Night server runs at. Open https://poker.example.com instead.`,
    );
    expect(local.cookie).toBeNull();

    const ws = member.ws(app.t.url);
    try {
      const live = subscribe(ws, ME_CHANGED);
      await expect(live.next()).rejects.toThrow();
      expect((live.ended as { message?: string }).message).toMatch(/403/);
    } finally {
      await ws.dispose();
    }
    const site = app.t.anonymous({ origin: 'https://poker.example.com' });
    expect((await site.gql(SIGN_IN, { e: member.email, p: PASSWORD })).data.signIn.id).toBe(
      member.id,
    );
  });
});
