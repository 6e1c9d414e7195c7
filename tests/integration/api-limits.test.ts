// Cost budgets (issue 14) through the public API on a real database: each response reports its
// cost in extensions.cost and RateLimit-* headers; lists are costed by their page size; a caller
// over budget gets RATE_LIMITED with when to retry (429 + Retry-After) and is served again once
// the budget has refilled (the clock is the test's); one person's sessions and tokens spend from
// one budget; parallel requests never overdraw a budget; two instances on one database spend
// from one budget.
import { describe, expect, it } from 'vitest';
import { BUDGET_POINTS, MS_PER_POINT, SCHEMA_INTROSPECTION_COST } from '../../core/api-limits';
import { startSecondInstance, type ApiClient, type TestApp } from '../support/api';
import { PASSWORD } from '../support/api';
import { CreateAccessToken, SignIn } from '../support/operations';
import { seededApp } from '../support/seed';

let nowMs = Date.parse('2030-01-01T12:00:00Z');
const app = seededApp({ apiLimits: { now: () => new Date(nowMs) } });
const onPostgres = process.env.TEST_DB === 'postgres';

/** me (1) + groups (1) + 10 groups × (upcomingEvents (1) + 10 events, 1 each) = 112. */
const GROUP_EVENTS = 'me { groups { upcomingEvents { id } } }';
const aliased = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${GROUP_EVENTS}`).join(' ')} }`;
/** Fifteen of them under aliases: 1,680 points, so the sixth in a row overdraws 10,000. */
const EXPENSIVE = aliased(15);

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

  it('costs a list by its page size, counting items that select only scalars', async () => {
    const member = await app.member('lister');
    const result = await send(app.t, member, `{ ${GROUP_EVENTS} }`);
    expect(result.body.extensions?.cost).toMatchObject({ requested: 112, actual: 112 });
    expect(result.headers.get('ratelimit-remaining')).toBe(String(BUDGET_POINTS - 112));
    // Fifteen aliased lists of people's names: event 1 + waitlist 1 + 10 people, each.
    const waitlists = Array.from(
      { length: 15 },
      (_, i) =>
        `w${i}: event(id: "00000000-0000-4000-8000-000000000000") { waitlist { id displayName } }`,
    );
    const lists = await send(app.t, member, `{ ${waitlists.join(' ')} }`);
    expect(lists.body.extensions?.cost).toMatchObject({ requested: 180, actual: 180 });
  });

  it('charges the schema’s introspection its measured cost', async () => {
    const visitor = app.t.anonymous();
    const result = await send(app.t, visitor, '{ __schema { types { name } } }');
    expect(result.status).toBe(200);
    expect(result.body.extensions?.cost).toMatchObject({
      requested: SCHEMA_INTROSPECTION_COST,
      remaining: BUDGET_POINTS - SCHEMA_INTROSPECTION_COST,
    });
  });

  it('refuses an operation over budget with when to retry, and serves it once refilled', async () => {
    const member = await app.member('spender');
    for (let i = 0; i < 5; i++) expect((await send(app.t, member, EXPENSIVE)).status).toBe(200);
    const refused = await send(app.t, member, EXPENSIVE);
    expect(refused.status).toBe(429);
    const error = refused.body.errors?.[0];
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    // 10,000 − 5 × 1,680 = 1,600 left: 80 points short, 80 × 6 ms = 0.48 s → 1 s.
    expect(error?.extensions?.retryAfterSeconds).toBe(1);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(error?.message).toBe(
      'Rate limit reached: this operation costs 1,680 points and your budget has fewer left. Try again in 1 s.',
    );
    expect(refused.body.extensions?.cost).toMatchObject({
      requested: 1680,
      actual: 0,
      remaining: 1600,
    });
    expect(refused.body.data).toBeUndefined();
    // A refusal spends nothing, and the budget comes back with time.
    nowMs += 1000;
    const served = await send(app.t, member, EXPENSIVE);
    expect(served.status).toBe(200);
    expect(served.body.extensions?.cost?.remaining).toBe(
      1600 + Math.floor(1000 / MS_PER_POINT) - 1680,
    );
  });

  it('refuses outright, charging nothing, an operation dearer than any request may be', async () => {
    const member = await app.member('greedy');
    const huge = `{ a: me { groups { upcomingEvents { players { id } } } } b: me { groups { upcomingEvents { players { id } } } } }`;
    const result = await send(app.t, member, huge);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toBe(
      'This operation costs 2,224 points, more than the 2,000 any single request may cost. Select fewer fields or smaller pages.',
    );
    expect(result.body.extensions?.cost).toMatchObject({ requested: 2224, actual: 0 });
    const next = await send(app.t, member, '{ me { id } }');
    expect(next.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 1);
  });

  it('runs nothing of a mutation over budget', async () => {
    const member = await app.member('broke');
    for (let i = 0; i < 5; i++) await send(app.t, member, EXPENSIVE);
    // 14 × 112 = 1,568 of the 1,600 left: 32 points remain.
    const spent = await send(app.t, member, aliased(14));
    expect(spent.body.extensions?.cost?.remaining).toBe(32);
    // Three group creations at 12 points each (the group, its members counted one each).
    const creations = Array.from(
      { length: 3 },
      (_, i) => `g${i}: createGroup(name: "Never made") { id members { id } }`,
    );
    const refused = await send(app.t, member, `mutation { ${creations.join(' ')} }`);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.extensions?.cost).toMatchObject({
      requested: 36,
      actual: 0,
      remaining: 32,
    });
    const groups = await send(app.t, member, '{ me { groups { name } } }');
    expect(groups.body.data).toEqual({ me: { groups: [] } });
  });

  it('never lets parallel requests overdraw one budget', async () => {
    const member = await app.member('burst');
    // Eight at once from a full 10,000: exactly five of 1,680 fit, whatever the order.
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send(app.t, member, EXPENSIVE)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const left = await send(app.t, member, '{ me { id } }');
    expect(left.body.extensions?.cost?.remaining).toBe(BUDGET_POINTS - 5 * 1680 - 1);
  });

  it('gives one person one budget, however many sessions and tokens they hold', async () => {
    const owner = await app.member('scripter');
    const secondSession = app.t.anonymous();
    await secondSession.ok(SignIn, { email: owner.email, password: PASSWORD });
    const tokens = await Promise.all(
      ['Budget script', 'Another script'].map(async (name) => {
        const { createAccessToken } = await owner.ok(CreateAccessToken, {
          name,
          scopes: ['READ'],
          expiresInDays: null,
        });
        return app.t.anonymous({ authorization: `Bearer ${createAccessToken.token}` });
      }),
    );
    // Each spends in turn; each sees what the others left, so more sessions buy nothing more.
    // The owner's two token creations (13 points each) came out of it first.
    const spenders = [owner, secondSession, ...tokens];
    let expected = BUDGET_POINTS - 2 * 13;
    for (const spender of spenders) {
      const result = await send(app.t, spender, EXPENSIVE);
      expected -= 1680;
      expect(result.body.extensions?.cost?.remaining).toBe(expected);
    }
    // 3,254 left: one more fits, from any of them, and then none.
    expect((await send(app.t, secondSession, EXPENSIVE)).status).toBe(200);
    expect((await send(app.t, tokens[1]!, EXPENSIVE)).status).toBe(429);
    expect((await send(app.t, owner, EXPENSIVE)).status).toBe(429);
    // Someone else's budget is theirs alone.
    const other = await app.member('bystander');
    expect((await send(app.t, other, EXPENSIVE)).body.extensions?.cost?.remaining).toBe(
      BUDGET_POINTS - 1680,
    );
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
      for (let i = 0; i < 3; i++) expect((await send(app.t, member, EXPENSIVE)).status).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await post(second.url, member, EXPENSIVE)).status).toBe(200);
      // The second instance's clock is the real one, far before the test's: nothing refilled.
      const sixth = await send(app.t, member, EXPENSIVE);
      expect(sixth.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
