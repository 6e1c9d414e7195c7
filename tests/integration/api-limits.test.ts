// Cost budgets (issue 14) through the public API on a real database: each response reports its
// cost in extensions.cost and RateLimit-* headers; lists are costed by their page size; a caller
// over budget gets RATE_LIMITED with when to retry (429 + Retry-After) and is served again once
// the budget has refilled (the clock is the test's); a session's and a token's budgets are
// separate; parallel requests never overdraw a budget; two instances on one database spend
// from one budget.
import { describe, expect, it } from 'vitest';
import { BUDGET_POINTS, MS_PER_POINT } from '../../core/api-limits';
import { startSecondInstance, type ApiClient, type TestApp } from '../support/api';
import { CreateAccessToken } from '../support/operations';
import { seededApp } from '../support/seed';

let nowMs = Date.parse('2030-01-01T12:00:00Z');
const app = seededApp({ apiLimits: { now: () => new Date(nowMs) } });
const onPostgres = process.env.TEST_DB === 'postgres';

/** me (1) + groups (1) + 10 groups × (upcomingEvents (1) + 10 events × players (1)) = 112. */
const GROUP_PLAYERS = 'me { groups { upcomingEvents { players { id } } } }';
/** Fifteen of them under aliases: 1,680 points, so the third in a row overdraws 5,000. */
const EXPENSIVE = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${GROUP_PLAYERS}`).join(' ')} }`;

async function post(
  url: string,
  client: ApiClient,
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...client.headers,
      ...headers,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: { cost?: Record<string, unknown> };
  };
  return { status: response.status, headers: response.headers, body };
}

const send = (t: TestApp, client: ApiClient, query: string, headers?: Record<string, string>) =>
  post(t.url, client, query, headers);

describe('cost budgets', () => {
  it('reports each response’s cost in extensions and RateLimit headers', async () => {
    const visitor = app.t.anonymous();
    const first = await send(app.t, visitor, '{ me { id } }');
    expect(first.status).toBe(200);
    expect(first.body.extensions?.cost).toEqual({
      requested: 1,
      actual: 1,
      remaining: BUDGET_POINTS - 1,
      reset: new Date(nowMs + MS_PER_POINT).toISOString(),
    });
    expect(first.headers.get('ratelimit-limit')).toBe(String(BUDGET_POINTS));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(BUDGET_POINTS - 1));
    expect(first.headers.get('ratelimit-reset')).toBe('1');
    const second = await send(app.t, visitor, '{ me { id } }');
    expect(second.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 2);
  });

  it('costs a list by its page size', async () => {
    const member = await app.member('lister');
    const result = await send(app.t, member, `{ ${GROUP_PLAYERS} }`);
    expect(result.body.extensions?.cost).toMatchObject({ requested: 112, actual: 112 });
    expect(result.headers.get('ratelimit-remaining')).toBe(String(BUDGET_POINTS - 112));
  });

  it('refuses an operation over budget with when to retry, and serves it once refilled', async () => {
    const member = await app.member('spender');
    expect((await send(app.t, member, EXPENSIVE)).status).toBe(200);
    expect((await send(app.t, member, EXPENSIVE)).status).toBe(200);
    const refused = await send(app.t, member, EXPENSIVE);
    expect(refused.status).toBe(429);
    const error = refused.body.errors?.[0];
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    // 5,000 − 2 × 1,680 = 1,640 left: 40 points short, 40 × 12 ms = 0.48 s → 1 s.
    expect(error?.extensions?.retryAfterSeconds).toBe(1);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(error?.message).toBe(
      'Rate limit reached: this operation costs 1,680 points and your budget has fewer left. Try again in 1 s.',
    );
    expect(refused.body.extensions?.cost).toMatchObject({
      requested: 1680,
      actual: 0,
      remaining: 1640,
    });
    expect(refused.body.data).toBeUndefined();
    // A refusal spends nothing, and the budget comes back with time.
    nowMs += 1000;
    const served = await send(app.t, member, EXPENSIVE);
    expect(served.status).toBe(200);
    expect(served.body.extensions?.cost?.remaining).toBe(
      1640 + Math.floor(1000 / MS_PER_POINT) - 1680,
    );
  });

  it('refuses outright, charging nothing, an operation dearer than any request may be', async () => {
    const member = await app.member('greedy');
    const huge = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: me { groups { upcomingEvents { players { id } owner { id } } } }`).join(' ')} }`;
    const result = await send(app.t, member, huge);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toBe(
      'This operation costs 2,120 points, more than the 2,000 any single request may cost. Select fewer fields or smaller pages.',
    );
    expect(result.body.extensions?.cost).toMatchObject({ requested: 2120, actual: 0 });
    const next = await send(app.t, member, '{ me { id } }');
    expect(next.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 1);
  });

  it('runs nothing of a mutation over budget', async () => {
    const member = await app.member('broke');
    await send(app.t, member, EXPENSIVE);
    await send(app.t, member, EXPENSIVE);
    // 14 × 112 = 1,568 of the 1,640 left: 72 points remain.
    const spent = await send(
      app.t,
      member,
      `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: ${GROUP_PLAYERS}`).join(' ')} }`,
    );
    expect(spent.body.extensions?.cost?.remaining).toBe(72);
    // Eight group creations at 13 points each (group, its events × 10 players, its members).
    const creations = Array.from(
      { length: 8 },
      (_, i) =>
        `g${i}: createGroup(name: "Never made") { id upcomingEvents { players { id } } members { id } }`,
    );
    const refused = await send(app.t, member, `mutation { ${creations.join(' ')} }`);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.extensions?.cost).toMatchObject({
      requested: 104,
      actual: 0,
      remaining: 72,
    });
    const groups = await send(app.t, member, '{ me { groups { name } } }');
    expect(groups.body.data).toEqual({ me: { groups: [] } });
  });

  it('never lets parallel requests overdraw one budget', async () => {
    const member = await app.member('burst');
    // Six at once from a full 5,000: exactly two of 1,680 fit, whatever the order.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(app.t, member, EXPENSIVE)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const left = await send(app.t, member, '{ me { id } }');
    expect(left.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 2 * 1680 - 1);
  });

  it('keeps a token’s budget apart from its owner’s session', async () => {
    const owner = await app.member('scripter');
    const { createAccessToken } = await owner.ok(CreateAccessToken, {
      name: 'Budget script',
      scopes: ['READ'],
      expiresInDays: null,
    });
    const bySession = await send(app.t, owner, EXPENSIVE);
    const sessionLeft = bySession.body.extensions?.cost?.remaining as number;
    const viaToken = await send(app.t, app.t.anonymous(), EXPENSIVE, {
      authorization: `Bearer ${createAccessToken.token}`,
    });
    expect(viaToken.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 1680);
    const viaSession = await send(app.t, owner, '{ me { id } }');
    expect(viaSession.body.extensions?.cost?.remaining).toBe(sessionLeft - 1);
  });

  it('charges nothing for a `{ __typename }` health check', async () => {
    const result = await send(app.t, app.t.anonymous(), '{ __typename }');
    expect(result.headers.get('ratelimit-limit')).toBe(String(BUDGET_POINTS));
    expect(result.headers.get('ratelimit-remaining')).toBeNull();
    expect(result.body).toEqual({ data: { __typename: 'Query' } });
  });

  it.runIf(onPostgres)('spends one budget across two instances', async () => {
    const second = await startSecondInstance(app.testDb);
    try {
      const member = await app.member('roamer');
      await send(app.t, member, EXPENSIVE);
      await post(second.url, member, EXPENSIVE);
      // The second instance's clock is the real one, far before the test's: nothing refilled.
      const third = await send(app.t, member, EXPENSIVE);
      expect(third.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
