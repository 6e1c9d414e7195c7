// The GraphQL-over-HTTP spec, checked by its own audit suite (graphql-http's serverAudits)
// against the real server, and the request errors the audit found answered 500 (issue 27, #10):
// a syntax error or a query over the token limit is the client's mistake — GRAPHQL_PARSE_FAILED,
// HTTP 400 for `application/graphql-response+json`, 200 for plain `application/json`, one info
// log line — and the same code over WebSocket.
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { MAX_TOKENS } from '../../server/graphql/armor';
import { errorOf, subscribe } from '../support/api';
import { seededApp } from '../support/seed';

const logLines: string[] = [];
const app = seededApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line: string) => void logLines.push(line) },
});

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
const APPLICATION_JSON = 'application/json';

async function post(
  accept: string | null,
  body: { query: string; variables?: Record<string, unknown> },
) {
  const response = await fetch(`${app.t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

/** A query of `n` tokens: `{`, `__typename` n − 2 times, `}`. */
const queryOfTokens = (n: number) => `{ ${'__typename '.repeat(n - 2)}}`;

const SYNTAX_ERROR = {
  query: '{ me { id ',
  message: 'Syntax Error: Expected Name, found <EOF>.',
};
const OVER_TOKEN_LIMIT = {
  query: queryOfTokens(MAX_TOKENS + 1),
  message:
    'Syntax Error: the query has more than 2,000 tokens, the most one may have. Send a shorter query.',
};

describe('the GraphQL-over-HTTP audit (graphql-http)', () => {
  it('passes every MUST and every SHOULD', async () => {
    const failed: string[] = [];
    for (const audit of serverAudits({ url: `${app.t.url}/graphql` })) {
      if (audit.name.startsWith('MAY')) continue;
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${audit.id} ${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  });
});

describe('a query that does not parse', () => {
  it.each([
    ['a syntax error', SYNTAX_ERROR],
    ['a query over the token limit', OVER_TOKEN_LIMIT],
  ])('%s: 400 in application/graphql-response+json, logged', async (_, { query, message }) => {
    const before = logLines.length;
    const answer = await post(GRAPHQL_RESPONSE_JSON, { query });
    expect(answer.status).toBe(400);
    expect(answer.type).toContain(GRAPHQL_RESPONSE_JSON);
    expect(errorOf(answer.body)).toEqual({ code: 'GRAPHQL_PARSE_FAILED', message });
    const logged = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .filter((line) => line.msg.includes('does not parse'));
    expect(logged).toEqual([expect.objectContaining({ level: 30, reason: message })]);
  });

  it.each([
    ['a syntax error', SYNTAX_ERROR],
    ['a query over the token limit', OVER_TOKEN_LIMIT],
  ])('%s: 200 in application/json, with or without an Accept header', async (_, bad) => {
    for (const accept of [APPLICATION_JSON, null, '*/*']) {
      const answer = await post(accept, { query: bad.query });
      expect(answer.status).toBe(200);
      expect(answer.type).toContain(APPLICATION_JSON);
      expect(errorOf(answer.body)).toEqual({ code: 'GRAPHQL_PARSE_FAILED', message: bad.message });
    }
  });

  it('a query of exactly the token limit is parsed', async () => {
    // Then refused by graphql-js's own budget for comparing 1,998 same-named fields: validation.
    const answer = await post(GRAPHQL_RESPONSE_JSON, { query: queryOfTokens(MAX_TOKENS) });
    expect(errorOf(answer.body).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it.each([
    ['a syntax error', SYNTAX_ERROR],
    ['a query over the token limit', OVER_TOKEN_LIMIT],
  ])('%s over WebSocket: the same code and message', async (_, { query, message }) => {
    const ws = app.t.anonymous().ws();
    try {
      const operation = subscribe(ws, query);
      await expect(operation.next()).rejects.toThrow();
      expect(errorOf({ errors: operation.ended as never })).toEqual({
        code: 'GRAPHQL_PARSE_FAILED',
        message,
      });
    } finally {
      await ws.dispose();
    }
  });
});

describe('other request errors', () => {
  const cases = [
    ['an unknown field', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a variable of the wrong type',
      { query: 'query($id: ID!) { event(id: $id) { id } }', variables: { id: { a: 1 } } },
      'BAD_USER_INPUT',
    ],
  ] as const;

  it.each(cases)('%s: 400 in graphql-response+json, 200 in json', async (_, body, code) => {
    const strict = await post(`${GRAPHQL_RESPONSE_JSON}, ${APPLICATION_JSON};q=0.9`, body);
    expect(strict.status).toBe(400);
    expect(strict.type).toContain(GRAPHQL_RESPONSE_JSON);
    expect(strict.body.errors?.[0]?.extensions?.code).toBe(code);
    const plain = await post(APPLICATION_JSON, body);
    expect(plain.status).toBe(200);
    expect(plain.type).toContain(APPLICATION_JSON);
    expect(plain.body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('a refusal for the API’s own limits keeps its status in application/json', async () => {
    const dear = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: me { groups { upcomingEvents { players { id } owner { id } } } }`).join(' ')} }`;
    const answer = await post(APPLICATION_JSON, { query: dear });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe('BAD_USER_INPUT');
  });
});
