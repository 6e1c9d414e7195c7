// Idempotency-Key on mutations (issue 14) through HTTP on a real database: a retry with the same
// key gets the first answer and changes nothing again; the same key with another request is
// refused; simultaneous requests with one key run once; keys are each user's own and last 24 h
// (the clock is the test's); queries and a bad key are handled as documented.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS } from '../../core/api-limits';
import { IDEMPOTENCY_WAIT_MS, requestHash } from '../../server/api-limits';
import { claimKey } from '../../server/api-limits/store';
import type { ApiClient } from '../support/api';
import { seededApp } from '../support/seed';

let nowMs = Date.parse('2030-01-01T12:00:00Z');
let waitMs = IDEMPOTENCY_WAIT_MS;
const app = seededApp({
  apiLimits: { now: () => new Date(nowMs), idempotencyWaitMs: () => waitMs },
});

const CREATE = 'mutation Create($name: String!) { createGroup(name: $name) { id name } }';

async function post(
  client: ApiClient,
  key: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${app.t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...client.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: { createGroup?: { id: string; name: string } } & Record<string, unknown>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, headers: response.headers, body };
}

async function groupNames(client: ApiClient): Promise<string[]> {
  const { body } = await post(client, null, '{ me { groups { name } } }');
  return (body.data!.me as { groups: { name: string }[] }).groups.map((g) => g.name).sort();
}

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing again', async () => {
    const member = await app.member('retrier');
    const first = await post(member, 'key-1', CREATE, { name: 'Friday game' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(member, 'key-1', CREATE, { name: 'Friday game' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await groupNames(member)).toEqual(['Friday game']);
    // Another key is another request.
    const other = await post(member, 'key-2', CREATE, { name: 'Friday game' });
    expect(other.body.data?.createGroup?.id).not.toBe(first.body.data?.createGroup?.id);
    expect(await groupNames(member)).toEqual(['Friday game', 'Friday game']);
  });

  it('replays a refusal too, and stores nothing for a query', async () => {
    const member = await app.member('refused');
    const blank = await post(member, 'blank', CREATE, { name: ' ' });
    expect(blank.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const again = await post(member, 'blank', CREATE, { name: ' ' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.errors).toEqual(blank.body.errors);
    const query = await post(member, 'a-query', '{ me { id } }');
    expect(query.headers.get('idempotent-replayed')).toBeNull();
    const mutation = await post(member, 'a-query', CREATE, { name: 'After the query' });
    expect(mutation.body.data?.createGroup?.name).toBe('After the query');
  });

  it('refuses the same key with a different request, changing nothing', async () => {
    const member = await app.member('reuser');
    await post(member, 'same', CREATE, { name: 'First' });
    const reused = await post(member, 'same', CREATE, { name: 'Second' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.[0]).toMatchObject({
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await groupNames(member)).toEqual(['First']);
  });

  it('runs simultaneous requests with one key once, and answers them all alike', async () => {
    const member = await app.member('impatient');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(member, 'burst', CREATE, { name: 'Only once' })),
    );
    expect(await groupNames(member)).toEqual(['Only once']);
    const ids = new Set(results.map((r) => r.body.data?.createGroup?.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
  });

  it('tells a retry to come back while the first is still running, and takes over one whose server died', async () => {
    const member = await app.member('early');
    const variables = { name: 'Slow start' };
    // The first request is still running (on another instance): its key is claimed, unanswered.
    await claimKey(
      app.testDb.database.db,
      {
        principal: member.id,
        key: 'in-flight',
        requestHash: requestHash({ query: CREATE, variables }),
        now: new Date(nowMs),
      },
      new Date(0),
      new Date(0),
    );
    waitMs = 0;
    try {
      const busy = await post(member, 'in-flight', CREATE, variables);
      expect(busy.status).toBe(409);
      expect(busy.body.errors?.[0]).toMatchObject({
        message:
          'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.',
        extensions: { code: 'CONFLICT' },
      });
      expect(await groupNames(member)).toEqual([]);
      // A claim left unanswered for over a minute died with its server: a retry runs it.
      nowMs += IDEMPOTENCY_STALE_MS + 1000;
      const taken = await post(member, 'in-flight', CREATE, variables);
      expect(taken.status).toBe(200);
      expect(taken.headers.get('idempotent-replayed')).toBeNull();
      expect(taken.body.data?.createGroup?.name).toBe('Slow start');
      const replay = await post(member, 'in-flight', CREATE, variables);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.data).toEqual(taken.body.data);
      expect(await groupNames(member)).toEqual(['Slow start']);
    } finally {
      waitMs = IDEMPOTENCY_WAIT_MS;
    }
  });

  it('keeps each user’s keys apart', async () => {
    const [a, b] = [await app.member('ana'), await app.member('ben')];
    const byA = await post(a, 'shared-key', CREATE, { name: 'Ana’s' });
    const byB = await post(b, 'shared-key', CREATE, { name: 'Ana’s' });
    expect(byB.headers.get('idempotent-replayed')).toBeNull();
    expect(byB.body.data?.createGroup?.id).not.toBe(byA.body.data?.createGroup?.id);
    expect(await groupNames(b)).toEqual(['Ana’s']);
  });

  it('forgets a key after 24 hours', async () => {
    const member = await app.member('returner');
    await post(member, 'daily', CREATE, { name: 'Weekly' });
    nowMs += IDEMPOTENCY_TTL_MS - 1000;
    expect(
      (await post(member, 'daily', CREATE, { name: 'Weekly' })).headers.get('idempotent-replayed'),
    ).toBe('true');
    nowMs += 2000;
    const later = await post(member, 'daily', CREATE, { name: 'Weekly' });
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await groupNames(member)).toEqual(['Weekly', 'Weekly']);
  });

  it('refuses a key that is not 1–255 visible ASCII characters', async () => {
    const member = await app.member('typo');
    const bad = await post(member, 'x'.repeat(256), CREATE, { name: 'Nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe(
      'Idempotency-Key must be 1 to 255 visible ASCII characters.',
    );
    expect(await groupNames(member)).toEqual([]);
  });
});
