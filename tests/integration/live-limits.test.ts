// Live work is bounded per caller (issue 27), through graphql-ws on a real database: one person
// (all their sessions and tokens) or one visitor's address holds at most MAX_SOCKETS_PER_CALLER
// connections and MAX_OPERATIONS_PER_CALLER running operations on an instance, the next refused
// as docs/api.md says; and every re-run of a subscription is charged to its owner's budget — over
// budget the update is skipped with RATE_LIMITED, and the subscription carries on once the
// budget has refilled. The clock is the test's, so budgets refill only when it moves.
import type { Client as WsClient } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiLimitMessages,
  MAX_OPERATIONS_PER_CALLER,
  MAX_SOCKETS_PER_CALLER,
  MS_PER_POINT,
} from '../../core/api-limits';
import { TOO_MANY_SOCKETS } from '../../server/graphql/ws';
import { errorOf, PASSWORD, subscribe, type ApiClient } from '../support/api';
import { CreateAccessToken, SignIn } from '../support/operations';
import { seededApp } from '../support/seed';
import { eventually } from '../support/wait';

let nowMs = Date.parse('2030-01-01T12:00:00Z');
const app = seededApp({ apiLimits: { now: () => new Date(nowMs) } });

const ME_CHANGED = `subscription { meChanged { id displayName } }`;
const PROFILE = `mutation($n: String!) { updateProfile(displayName: $n, timezone: "America/Denver") { id } }`;

/** Every socket a test opened, closed after it whatever happened. */
const opened: WsClient[] = [];
afterEach(async () => {
  for (const ws of opened.splice(0)) await ws.dispose();
});

type Connection =
  { ws: WsClient; closed?: undefined } | { closed: { code: number; reason: string } };

/** Opens a socket at once (not lazily): connected, or closed with the server's code and reason. */
function connect(client: ApiClient): Promise<Connection> {
  const ws = client.ws(undefined, { lazy: false, onNonLazyError: () => {} });
  opened.push(ws);
  return new Promise((resolve) => {
    ws.on('connected', () => resolve({ ws }));
    ws.on('closed', (event) => resolve({ closed: event as { code: number; reason: string } }));
  });
}

async function connected(client: ApiClient): Promise<WsClient> {
  const connection = await connect(client);
  if (connection.closed) throw new Error(`closed ${connection.closed.code}`);
  return connection.ws;
}

/** What the caller has left, read with a 1-point query (so one less afterwards). */
async function remaining(client: ApiClient): Promise<number> {
  const response = await fetch(`${app.t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...client.headers,
    },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  return Number(response.headers.get('ratelimit-remaining'));
}

async function tokenClient(owner: ApiClient): Promise<ApiClient> {
  const { createAccessToken } = await owner.ok(CreateAccessToken, {
    name: 'Live script',
    scopes: ['READ'],
    expiresInDays: null,
  });
  return app.t.anonymous({ authorization: `Bearer ${createAccessToken.token}` });
}

describe('connections per caller', () => {
  it(`lets one person open ${MAX_SOCKETS_PER_CALLER} across sessions and tokens, and refuses the next`, async () => {
    const member = await app.member('tabby');
    const otherSession = app.t.anonymous();
    await otherSession.ok(SignIn, { email: member.email, password: PASSWORD });
    const script = await tokenClient(member);
    const clients = [member, otherSession, script];
    const sockets: WsClient[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_CALLER; i++)
      sockets.push(await connected(clients[i % clients.length]!));

    for (const client of clients) {
      const refused = await connect(client);
      expect(refused.closed).toEqual(
        expect.objectContaining({
          code: TOO_MANY_SOCKETS,
          reason: apiLimitMessages.tooManySockets,
        }),
      );
    }
    expect(apiLimitMessages.tooManySockets).toBe(
      'Too many connections: at most 10 open at once. Close one and reconnect.',
    );
    // Someone else is not affected, and a closed connection frees its place.
    await connected(await app.member('neighbour'));
    await sockets.pop()!.dispose();
    await expect.poll(async () => (await connect(script)).closed?.code).toBeUndefined();
  });

  it('counts a visitor’s connections by their address', async () => {
    const address = '203.0.113.77';
    const visitor = () => app.t.anonymous({ 'x-forwarded-for': address });
    for (let i = 0; i < MAX_SOCKETS_PER_CALLER; i++) await connected(visitor());
    expect((await connect(visitor())).closed?.code).toBe(TOO_MANY_SOCKETS);
    await connected(app.t.anonymous({ 'x-forwarded-for': '203.0.113.78' }));
  });
});

describe('operations per caller', () => {
  it(`runs ${MAX_OPERATIONS_PER_CALLER} across one person’s connections; the next is refused until one stops`, async () => {
    const member = await app.member('listener');
    const script = await tokenClient(member);
    const [browser, scripted] = [member.ws(), script.ws()];
    opened.push(browser, scripted);
    const live = Array.from({ length: MAX_OPERATIONS_PER_CALLER }, (_, i) =>
      subscribe(i % 2 ? scripted : browser, ME_CHANGED),
    );
    // All of them are running once each has had a change (the server starts them in any order).
    let change = 0;
    await eventually(
      async () => {
        await member.ok(PROFILE, { n: `Lena ${++change}` });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return live.every((sub) => sub.results.length > 0);
      },
      { what: 'every subscription to have started' },
    );

    for (const ws of [browser, scripted]) {
      const extra = subscribe(ws, ME_CHANGED);
      await expect(extra.next()).rejects.toThrow(
        'Too many subscriptions: at most 50 at a time across your connections. Stop some before starting more.',
      );
      expect(errorOf({ errors: extra.ended as never }).code).toBe('BAD_REQUEST');
    }
    // The sockets stay open and the others keep working; a freed place can be used again.
    live.shift()!.stop();
    const replacement = subscribe(scripted, ME_CHANGED);
    const latest = (sub: { results: { data?: { meChanged: { displayName: string } } }[] }) =>
      sub.results.at(-1)?.data?.meChanged.displayName;
    await eventually(
      async () => {
        await member.ok(PROFILE, { n: 'Lene' });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return latest(replacement) === 'Lene' && latest(live.at(-1)!) === 'Lene';
      },
      { what: 'the replacement and the others to hear a change' },
    );
    // Someone else's operations are counted apart.
    const other = await app.member('otherlistener');
    const theirs = await app.t.listen(other, ME_CHANGED);
    await other.ok(PROFILE, { n: 'Otto' });
    expect((await theirs.next()).data.meChanged.displayName).toBe('Otto');
  });
});

describe('re-runs', () => {
  /** meChanged 1 + groups 1 + 10 groups, 1 each: 12 points a start and a re-run. */
  const GROUPS_CHANGED = `subscription { meChanged { id displayName groups { id name } } }`;
  const RERUN = 12;
  const GROUP_EVENTS = 'me { groups { upcomingEvents { id } } }';
  /** 15 × 112 = 1,680 points. */
  const EXPENSIVE = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${GROUP_EVENTS}`).join(' ')} }`;

  it('charges each re-run of a subscription to its owner’s budget', async () => {
    const member = await app.member('watcher');
    const sub = await app.t.listen(member, GROUPS_CHANGED);
    const before = await remaining(member);
    for (const name of ['Ann', 'Bea', 'Cat']) {
      await member.ok(PROFILE, { n: name });
      await sub.until((r) => r.data?.meChanged?.displayName === name);
    }
    // The probe (1), three profile changes (1 each) and three re-runs.
    expect(await remaining(member)).toBe(before - 1 - 3 * (1 + RERUN));
  });

  it('skips a re-run over budget with RATE_LIMITED, and carries on once the budget refills', async () => {
    const member = await app.member('overdrawn');
    const sub = await app.t.listen(member, GROUPS_CHANGED);
    const spend = (query: string) =>
      fetch(`${app.t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: member.cookie!, ...member.headers },
        body: JSON.stringify({ query }),
      });
    for (let i = 0; i < 5; i++) expect((await spend(EXPENSIVE)).status).toBe(200);
    // Then down to 15 points, with queries of 112 and of 1.
    let left = await remaining(member);
    while (left > 15 + 112) {
      await spend(`{ ${GROUP_EVENTS} }`);
      left -= 112;
    }
    while (left > 15) {
      await spend('{ me { id } }');
      left -= 1;
    }
    expect(left).toBe(15);
    // The change (1 point) leaves 14: its re-run (12) fits; the next change leaves 1: it does not.
    await member.ok(PROFILE, { n: 'Ann' });
    await sub.until((r) => r.data?.meChanged?.displayName === 'Ann');
    await member.ok(PROFILE, { n: 'Bea' });
    const skipped = await sub.next();
    expect(skipped.data ?? null).toBeNull();
    // 11 points short: 66 ms, said as 1 s.
    expect(skipped.errors).toEqual([
      expect.objectContaining({
        message:
          'Rate limit reached: this update costs 12 points and your budget has fewer left, so it was skipped. Updates resume in 1 s, with the next change.',
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 1 }),
      }),
    ]);
    // Once refilled, the next change is delivered in full: the subscription never ended.
    nowMs += 100 * MS_PER_POINT;
    await member.ok(PROFILE, { n: 'Cat' });
    const resumed = await sub.next();
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data.meChanged.displayName).toBe('Cat');
  });
});
