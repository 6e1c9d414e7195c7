// Personal access tokens (issue 14) through the public API on a real database: created and
// revoked with a session only; `Authorization: Bearer` over HTTP and graphql-ws connectionParams;
// READ runs queries and subscriptions, WRITE mutations too, and no token manages tokens, the
// password or sessions; revocation and expiry end access at once, open sockets included; only
// the hash is stored; lastUsedAt kept about once a minute; the cookie origin check still holds
// for cookies and is not needed for a bearer.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema';
import {
  errorOf,
  PASSWORD,
  startSecondInstance,
  subscribe,
  type ApiClient,
  type TestApp,
} from '../support/api';
import {
  AddTable,
  ChangePassword,
  CreateAccessToken,
  CreateGroup,
  Me,
  MeChanged,
  MyAccessTokens,
  RevokeAccessToken,
  SignOut,
  UpdateProfile,
} from '../support/operations';
import { seededApp } from '../support/seed';
import { eventually } from '../support/wait';

const app = seededApp();
const onPostgres = process.env.TEST_DB === 'postgres';

const INVALID = 'This access token is not valid: it is unknown, revoked or expired.';
const readOnly = (field: string) =>
  `This access token is read-only: ${field} is a mutation, which needs a token with the WRITE scope.`;
const accountOnly = (field: string) =>
  `Access tokens cannot use ${field}: managing tokens, the password, the e-mail address and sessions needs signing in to Poker Night itself.`;

async function createToken(
  owner: ApiClient,
  scopes: ('READ' | 'WRITE')[],
  options: { name?: string; expiresInDays?: number | null } = {},
) {
  const { createAccessToken } = await owner.ok(CreateAccessToken, {
    name: options.name ?? `Script ${scopes.join('+')}`,
    scopes,
    expiresInDays: options.expiresInDays ?? null,
  });
  return createAccessToken;
}

/** Rows of a raw statement: PGlite answers `{ rows }`, postgres.js the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** A client that sends only the bearer token (no cookie), from its own address. */
const bearer = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.anonymous({ authorization: `Bearer ${token}`, ...headers });

async function post(t: TestApp, body: object, headers: Record<string, string>) {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A graphql-ws client authenticated by a token in connectionParams, as an integrator's is. */
function tokenSocket(t: TestApp, token: string, url = t.url) {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Subscribes to meChanged and resolves once the server has registered it. */
async function listenForMe(socket: ReturnType<typeof createClient>) {
  const live = subscribe(socket, MeChanged);
  // Answered only after the subscription ahead of it on the socket is registered.
  const barrier = await subscribe(socket, '{ __typename }').next();
  expect(barrier.errors).toBeUndefined();
  return live;
}

describe('creating tokens', () => {
  it('shows the token once, with its pn_ prefix, and lists it without it', async () => {
    const owner = await app.member('creator');
    const before = Date.now();
    const { token, accessToken } = await createToken(owner, ['WRITE'], {
      name: '  League site  ',
      expiresInDays: 30,
    });
    expect(token).toMatch(/^pn_[a-z2-7]{32}$/);
    expect(accessToken).toMatchObject({
      name: 'League site',
      scopes: ['READ', 'WRITE'],
      prefix: token.slice(0, 11),
      lastUsedAt: null,
    });
    const expires = Date.parse(accessToken.expiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000);

    const second = await createToken(owner, ['READ', 'READ']);
    expect(second.accessToken).toMatchObject({ scopes: ['READ'], expiresAt: null });
    const { me } = await owner.ok(MyAccessTokens);
    expect(me!.accessTokens.map((listed) => listed.id)).toEqual([
      second.accessToken.id,
      accessToken.id,
    ]);
    expect(JSON.stringify(me)).not.toContain(token);
  });

  it('stores only the SHA-256 of the token: its text is nowhere in the database', async () => {
    const owner = await app.member('hasher');
    const { token, accessToken } = await createToken(owner, ['READ']);
    const db = app.t.database.db;
    const [row] = await db.select().from(accessTokens).where(eq(accessTokens.id, accessToken.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.prefix).toBe(token.slice(0, 11));
    // Used once, so any place that might log or cache a request has had its chance too.
    await bearer(app.t, token).ok(Me);
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    const names = tables.map((t) => t.table_name);
    expect(names).toContain('access_tokens');
    const secret = token.slice(11);
    for (const name of names) {
      const [found] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text like ${`%${secret}%`}`,
        ),
      );
      expect({ table: name, n: found!.n }).toEqual({ table: name, n: 0 });
    }
  });

  it('refuses a blank or long name, no scope and an expiry outside 1–365 days', async () => {
    const owner = await app.member('validator');
    const attempt = (name: string, scopes: ('READ' | 'WRITE')[], expiresInDays: number | null) =>
      owner.gql(CreateAccessToken, { name, scopes, expiresInDays });
    expect(errorOf(await attempt('   ', ['READ'], null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Token name is required',
    });
    expect(errorOf(await attempt('x'.repeat(101), ['READ'], null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Token name must be at most 100 characters',
    });
    expect(errorOf(await attempt('Bot', [], null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Choose a scope: READ, or WRITE (which includes READ)',
    });
    for (const days of [0, 366]) {
      expect(errorOf(await attempt('Bot', ['READ'], days))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Expiry must be a whole number of days from 1 to 365',
      });
    }
    expect((await owner.ok(MyAccessTokens)).me!.accessTokens).toEqual([]);
  });

  it('allows at most 20 tokens per user, even when created at once', async () => {
    const owner = await app.member('collector');
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        owner.gql(CreateAccessToken, { name: `Token ${i}`, scopes: ['READ'] }),
      ),
    );
    const refused = results.filter((result) => result.errors);
    expect(refused.map(errorOf)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'You can have at most 20 access tokens. Revoke one you no longer use first.',
      },
      {
        code: 'BAD_USER_INPUT',
        message: 'You can have at most 20 access tokens. Revoke one you no longer use first.',
      },
    ]);
    expect((await owner.ok(MyAccessTokens)).me!.accessTokens).toHaveLength(20);
  });

  it('needs a verified member with a session', async () => {
    const unverified = await app.t.register('unverified');
    expect(
      errorOf(await unverified.gql(CreateAccessToken, { name: 'x', scopes: ['READ'] })),
    ).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address to continue.',
    });
    expect(
      errorOf(await app.t.anonymous().gql(CreateAccessToken, { name: 'x', scopes: ['READ'] })),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('scopes × operations', () => {
  it('READ runs queries as its owner and is refused every mutation, with 403 and no change', async () => {
    const owner = await app.member('reader');
    const { token } = await createToken(owner, ['READ']);
    const reader = bearer(app.t, token);
    expect((await reader.ok(Me)).me).toEqual({ id: owner.id, displayName: 'Reader' });

    const response = await post(
      app.t,
      {
        query:
          'mutation { updateProfile(displayName: "Renamed", timezone: "America/Denver") { id } }',
      },
      { authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ message: readOnly('updateProfile'), extensions: { code: 'FORBIDDEN' } }],
    });
    const group = await reader.gql(CreateGroup, { name: 'Not made' });
    expect(errorOf(group)).toEqual({ code: 'FORBIDDEN', message: readOnly('createGroup') });
    expect((await owner.ok(Me)).me!.displayName).toBe('Reader');
  });

  it('WRITE runs mutations as its owner, with no more than the owner’s rights', async () => {
    const owner = await app.member('writer');
    const host = await app.member('otherhost');
    const event = await host.createEvent();
    const { token } = await createToken(owner, ['WRITE']);
    const writer = bearer(app.t, token);
    const renamed = await writer.ok(UpdateProfile, {
      displayName: 'Writer Bot',
      timezone: 'America/Denver',
    });
    expect(renamed.updateProfile).toEqual({ id: owner.id, displayName: 'Writer Bot' });
    // Someone else's event is as closed to the token as to its owner.
    const asOwner = await owner.gql(AddTable, { eventId: event.id, name: 'T', maxSeats: 8 });
    const asToken = await writer.gql(AddTable, { eventId: event.id, name: 'T', maxSeats: 8 });
    expect(errorOf(asOwner).code).toBe('FORBIDDEN');
    expect(errorOf(asToken)).toEqual(errorOf(asOwner));
  });

  it.each([['READ'], ['WRITE']] as const)(
    'a %s token may not create or revoke tokens, change the password or sign out',
    async (scope) => {
      const owner = await app.member(`guard${scope.toLowerCase()}`);
      const { token, accessToken } = await createToken(owner, [scope]);
      const client = bearer(app.t, token);
      const attempts = [
        ['createAccessToken', client.gql(CreateAccessToken, { name: 'More', scopes: ['WRITE'] })],
        ['revokeAccessToken', client.gql(RevokeAccessToken, { id: accessToken.id })],
        [
          'changePassword',
          client.gql(ChangePassword, { currentPassword: PASSWORD, newPassword: 'a new secret!' }),
        ],
        ['signOut', client.gql(SignOut)],
        // Neither an alias nor a fragment on Mutation hides the field.
        [
          'revokeAccessToken',
          client.gql(
            `mutation($id: ID!) { ...R } fragment R on Mutation { gone: revokeAccessToken(id: $id) }`,
            { id: accessToken.id },
          ),
        ],
      ] as const;
      for (const [field, pending] of attempts) {
        expect(errorOf(await pending)).toEqual({ code: 'FORBIDDEN', message: accountOnly(field) });
      }
      const { me } = await owner.ok(MyAccessTokens);
      expect(me!.accessTokens.map((listed) => listed.id)).toEqual([accessToken.id]);
      expect((await client.ok(Me)).me!.id).toBe(owner.id);
      // The session still works: signOut did not run, the password did not change.
      expect((await owner.ok(Me)).me!.id).toBe(owner.id);
    },
  );

  it('over graphql-ws: READ subscribes and queries, and is refused mutations', async () => {
    const owner = await app.member('socketreader');
    const { token } = await createToken(owner, ['READ']);
    const socket = tokenSocket(app.t, token);
    try {
      const live = await listenForMe(socket);
      const me = await subscribe(socket, Me).next();
      expect(me.data).toEqual({ me: { id: owner.id, displayName: 'Socketreader' } });
      // Refused before it runs, as graphql-ws refuses an operation: an error, no result.
      const refused = subscribe(socket, UpdateProfile, {
        displayName: 'Nope',
        timezone: 'America/Denver',
      });
      await expect(refused.next()).rejects.toThrow(readOnly('updateProfile'));
      expect(refused.ended).toEqual([
        { message: readOnly('updateProfile'), extensions: { code: 'FORBIDDEN' } },
      ]);
      await owner.ok(UpdateProfile, { displayName: 'Seen Live', timezone: 'America/Denver' });
      expect((await live.next()).data!.meChanged!.displayName).toBe('Seen Live');
    } finally {
      await socket.dispose();
    }
  });

  it('over graphql-ws: WRITE runs mutations; an unknown token closes the socket 4401', async () => {
    const owner = await app.member('socketwriter');
    const { token } = await createToken(owner, ['WRITE']);
    const socket = tokenSocket(app.t, token);
    const wrong = tokenSocket(app.t, `pn_${'a'.repeat(32)}`);
    try {
      const renamed = await subscribe(socket, UpdateProfile, {
        displayName: 'Socket Bot',
        timezone: 'America/Denver',
      }).next();
      expect(renamed.data).toEqual({ updateProfile: { id: owner.id, displayName: 'Socket Bot' } });
      const refused = subscribe(wrong, Me);
      await expect(refused.next()).rejects.toThrow(`closed 4401 ${INVALID}`);
    } finally {
      await socket.dispose();
      await wrong.dispose();
    }
  });
});

describe('bearer over HTTP', () => {
  it('refuses an unknown token with 401 and one message; other schemes are not ours', async () => {
    const owner = await app.member('bearerer');
    for (const value of [`Bearer pn_${'b'.repeat(32)}`, 'Bearer nonsense', 'bearer ']) {
      const response = await post(app.t, { query: '{ me { id } }' }, { authorization: value });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(
        'Bearer realm="Poker Night", error="invalid_token"',
      );
      expect(await response.json()).toEqual({
        errors: [{ message: INVALID, extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
    // A password-protecting proxy's Basic header: the cookie signs the request in as ever.
    const basic = await post(
      app.t,
      { query: '{ me { id } }' },
      { authorization: 'Basic dXNlcjpwYXNz', cookie: owner.cookie! },
    );
    expect((await basic.json()).data).toEqual({ me: { id: owner.id } });
  });

  it('wins over a cookie sent along, which is then ignored', async () => {
    const owner = await app.member('tokenowner');
    const other = await app.member('cookieowner');
    const { token } = await createToken(owner, ['READ']);
    const response = await post(
      app.t,
      { query: '{ me { id } }' },
      { authorization: `Bearer ${token}`, cookie: other.cookie! },
    );
    expect((await response.json()).data).toEqual({ me: { id: owner.id } });
  });

  it('keeps the origin check for cookies and needs none for a bearer', async () => {
    const owner = await app.member('origins');
    const { token } = await createToken(owner, ['WRITE']);
    const foreign = { origin: 'https://evil.example.com' };
    const rename = (name: string) => ({
      query: `mutation { updateProfile(displayName: "${name}", timezone: "America/Denver") { displayName } }`,
    });
    const withCookie = await post(app.t, rename('By Cookie'), {
      ...foreign,
      cookie: owner.cookie!,
    });
    expect(withCookie.status).toBe(403);
    expect(errorOf(await withCookie.json()).code).toBe('FORBIDDEN');
    const withToken = await post(app.t, rename('By Token'), {
      ...foreign,
      authorization: `Bearer ${token}`,
    });
    expect((await withToken.json()).data).toEqual({
      updateProfile: { displayName: 'By Token' },
    });
  });
});

describe('revocation and expiry', () => {
  it('revokes at once over HTTP; someone else’s or an unknown id revokes nothing', async () => {
    const owner = await app.member('revoker');
    const stranger = await app.member('stranger');
    const { token, accessToken } = await createToken(owner, ['READ']);
    const client = bearer(app.t, token);
    expect((await client.ok(Me)).me!.id).toBe(owner.id);

    expect((await stranger.ok(RevokeAccessToken, { id: accessToken.id })).revokeAccessToken).toBe(
      false,
    );
    expect((await owner.ok(RevokeAccessToken, { id: 'not-a-uuid' })).revokeAccessToken).toBe(false);
    expect((await client.ok(Me)).me!.id).toBe(owner.id);

    expect((await owner.ok(RevokeAccessToken, { id: accessToken.id })).revokeAccessToken).toBe(
      true,
    );
    expect(errorOf(await client.gql(Me))).toEqual({ code: 'UNAUTHENTICATED', message: INVALID });
    // A second click changes nothing and says so.
    expect((await owner.ok(RevokeAccessToken, { id: accessToken.id })).revokeAccessToken).toBe(
      false,
    );
    expect((await owner.ok(MyAccessTokens)).me!.accessTokens).toEqual([]);
  });

  it('closes a socket opened with the token the moment it is revoked, and only that one', async () => {
    const owner = await app.member('socketrevoke');
    const { token, accessToken } = await createToken(owner, ['READ']);
    const kept = await createToken(owner, ['READ']);
    const socket = tokenSocket(app.t, token);
    const other = tokenSocket(app.t, kept.token);
    const session = owner.ws();
    try {
      const live = await listenForMe(socket);
      const otherLive = await listenForMe(other);
      const sessionLive = await listenForMe(session);
      await owner.ok(RevokeAccessToken, { id: accessToken.id });
      await expect(live.next(3000)).rejects.toThrow(/closed 4403 Access token revoked or expired/);
      await owner.ok(UpdateProfile, { displayName: 'Still Here', timezone: 'America/Denver' });
      expect((await otherLive.next()).data!.meChanged!.displayName).toBe('Still Here');
      expect((await sessionLive.next()).data!.meChanged!.displayName).toBe('Still Here');
    } finally {
      await socket.dispose();
      await other.dispose();
      await session.dispose();
    }
  });

  it.runIf(onPostgres)('closes the socket on another instance too', async () => {
    const owner = await app.member('farsocket');
    const { token, accessToken } = await createToken(owner, ['READ']);
    const second = await startSecondInstance(app.testDb);
    const socket = tokenSocket(app.t, token, second.url);
    try {
      const live = await listenForMe(socket);
      await owner.ok(RevokeAccessToken, { id: accessToken.id });
      await expect(live.next(5000)).rejects.toThrow(/closed 4403/);
      expect(errorOf(await bearer(second, token).gql(Me)).code).toBe('UNAUTHENTICATED');
    } finally {
      await socket.dispose();
      await second.close();
    }
  });

  it('ends access when the token expires: HTTP refused, open socket closed', async () => {
    const owner = await app.member('expirer');
    const { token, accessToken } = await createToken(owner, ['READ'], { expiresInDays: 1 });
    const db = app.t.database.db;
    const expireIn = (ms: number) =>
      db
        .update(accessTokens)
        .set({ expiresAt: new Date(Date.now() + ms) })
        .where(eq(accessTokens.id, accessToken.id));
    await expireIn(1500);
    const socket = tokenSocket(app.t, token);
    try {
      const live = await listenForMe(socket);
      expect((await bearer(app.t, token).ok(Me)).me!.id).toBe(owner.id);
      await expect(live.next(5000)).rejects.toThrow(/closed 4403 Access token revoked or expired/);
      expect(errorOf(await bearer(app.t, token).gql(Me))).toEqual({
        code: 'UNAUTHENTICATED',
        message: INVALID,
      });
      // Still listed, so its owner sees it expired and can revoke it.
      expect((await owner.ok(MyAccessTokens)).me!.accessTokens[0]!.id).toBe(accessToken.id);
    } finally {
      await socket.dispose();
    }
  });
});

describe('lastUsedAt', () => {
  it('is set on first use and written at most about once a minute', async () => {
    const owner = await app.member('lastused');
    const { token, accessToken } = await createToken(owner, ['READ']);
    const listed = async () => (await owner.ok(MyAccessTokens)).me!.accessTokens[0]!.lastUsedAt;
    expect(await listed()).toBeNull();
    const client = bearer(app.t, token);
    await client.ok(Me);
    const first = await listed();
    expect(first).not.toBeNull();
    expect(Math.abs(Date.parse(first!) - Date.now())).toBeLessThan(10_000);
    await client.ok(Me);
    expect(await listed()).toBe(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await app.t.database.db
      .update(accessTokens)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(accessTokens.id, accessToken.id));
    await client.ok(Me);
    await eventually(async () => Date.parse((await listed())!) > twoMinutesAgo.getTime() + 60_000, {
      what: 'lastUsedAt to move on',
    });
  });
});
