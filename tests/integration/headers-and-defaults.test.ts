// Production defaults: security headers on every response, no schema hints or landing page for
// strangers, and the cookie-setting mutations only where a cookie can be set (HTTP).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { errorOf, PASSWORD, startTestApp, subscribe, uniqueEmail } from '../support/api';
import { seededApp } from '../support/seed';

const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`;
const REGISTER = `mutation($e: String!, $p: String!) { register(email: $e, password: $p) { id } }`;
const SIGN_OUT = `mutation { signOut }`;

const app = seededApp();

const count = async (table: typeof users | typeof sessions) =>
  (await app.t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('security headers', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/healthz'],
    ['POST', '/graphql'],
    ['GET', '/no/such/page'],
    ['GET', '/calendar/event/nope.ics'],
  ])('on %s %s', async (method, path) => {
    const response = await fetch(`${app.t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // PUBLIC_URL is plain http here
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('on a refused origin too', async () => {
    const response = await fetch(`${app.t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('an https PUBLIC_URL', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const site = await startTestApp({ env: { PUBLIC_URL: 'https://poker.example.com' } });
    try {
      const response = await fetch(`${site.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await site.close();
    }
  });
});

describe('no landing page', () => {
  it('a browser opening /graphql gets no page that loads Apollo’s Sandbox from the internet', async () => {
    const response = await fetch(`${app.t.url}/graphql`, { headers: { accept: 'text/html' } });
    const body = await response.text();
    expect(body).not.toMatch(/apollographql\.com|<script/i);
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});

describe('field suggestions', () => {
  const typos = [
    [`{ me { emial } }`, 'Cannot query field "emial" on type "Me".'],
    [`{ signInMethods { googel } }`, 'Cannot query field "googel" on type "SignInMethods".'],
  ] as const;

  it.each(typos)('are not given over HTTP: %s', async (query, message) => {
    const result = await app.t.anonymous().gql(query);
    expect(errorOf(result)).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', message });
  });

  it.each(typos)('are not given over WebSocket: %s', async (query, message) => {
    const ws = app.t.anonymous().ws();
    try {
      const operation = subscribe(ws, query);
      await expect(operation.next()).rejects.toThrow();
      expect(errorOf({ errors: operation.ended as never })).toEqual({
        code: 'GRAPHQL_VALIDATION_FAILED',
        message,
      });
    } finally {
      await ws.dispose();
    }
  });

  it('nor for a misspelt input field in variables, on either transport', async () => {
    const query = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;
    const input = {
      name: 'A',
      email: 'a@example.com',
      emial: 'a@example.com',
      subject: 'S',
      message: 'M',
    };
    const variables = { i: input };
    const http = errorOf(await app.t.anonymous().gql(query, variables));
    expect(http.message).toContain('"emial" is not defined by type "ContactMessageInput"');
    expect(http.message).not.toMatch(/did you mean/i);

    const ws = app.t.anonymous().ws();
    try {
      const result = await subscribe(ws, query, variables).next();
      expect(errorOf(result).message).toBe(http.message);
    } finally {
      await ws.dispose();
    }
  });
});

describe('errors read the same on both transports', () => {
  it.each([
    ['an unknown field', `{ me { emial } }`],
    [
      'a value the DateTime scalar refuses in the query text',
      `mutation { createEvent(input: { title: "x", startsAt: "2031-02-30T10:00:00Z", location: "y", buyInCents: 1, maxPlayers: 4 }) { id } }`,
    ],
  ])('%s', async (_name, query) => {
    const member = await app.t.signUpMember('parity');
    const http = errorOf(await member.gql(query));
    const ws = member.ws();
    try {
      const operation = subscribe(ws, query);
      await expect(operation.next()).rejects.toThrow();
      expect(errorOf({ errors: operation.ended as never })).toEqual(http);
    } finally {
      await ws.dispose();
    }
  });
});

describe('cookie-setting mutations over WebSocket', () => {
  it('register, signIn and signOut are refused with a clear error, and nothing happens', async () => {
    const member = await app.t.signUpMember('socketuser');
    const usersBefore = await count(users);
    const sessionsBefore = await count(sessions);
    const ws = member.ws();
    try {
      for (const [query, variables, name] of [
        [REGISTER, { e: uniqueEmail('viasocket'), p: PASSWORD }, 'register'],
        [SIGN_IN, { e: member.email, p: PASSWORD }, 'signIn'],
        [SIGN_OUT, undefined, 'signOut'],
      ] as const) {
        const result = await subscribe(ws, query, variables).next();
        expect(errorOf(result)).toEqual({
          code: 'BAD_REQUEST',
          message: `${name} works over HTTP only: it sets the session cookie, which a WebSocket cannot. Send it as an HTTP POST to /graphql.`,
        });
      }
    } finally {
      await ws.dispose();
    }
    expect(await count(users)).toBe(usersBefore);
    expect(await count(sessions)).toBe(sessionsBefore);
    // The member's own session is untouched.
    expect((await member.ok(`{ me { id } }`)).me.id).toBe(member.id);
  });
});
