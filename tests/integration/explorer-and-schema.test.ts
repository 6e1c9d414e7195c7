// The integrator's two pages (issue 14). GET /schema.graphql: the schema integrators generate
// code from, as SDL. It must be the schema /graphql executes — the same types as introspection
// answers, descriptions included — served as plain text without signing in, and cheap to
// revalidate (ETag → 304). GET /graphiql: the explorer's page from its own build folder
// (dist/web/graphiql), revalidated on every visit like index.html, its hashed assets kept for a
// year, and under the app's CSP unchanged (no CDN, no inline script, no framing).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../server/http/security-headers';
import { registerWebApp } from '../../server/http/web-app';
import { seededApp } from '../support/seed';

const app = seededApp();
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('GET /schema.graphql', () => {
  it('serves the executed schema as SDL, without a cookie', async () => {
    const response = await fetch(`${app.t.url}/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const sdl = await response.text();

    // Parses, and is exactly what introspection of /graphql describes (with the scalars'
    // @specifiedBy urls, which introspection leaves out unless asked).
    const introspection = await fetch(`${app.t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery({ specifiedByUrl: true }) }),
    });
    const { data } = (await introspection.json()) as { data: any };
    expect(printSchema(buildSchema(sdl))).toBe(
      printSchema(lexicographicSortSchema(buildClientSchema(data))),
    );

    // The integrator API's names, with their descriptions.
    expect(sdl).toContain(
      'createAccessToken(expiresInDays: Int, name: String!, scopes: [AccessScope!]!): NewAccessToken!',
    );
    expect(sdl).toContain('"""A token just created: the only time its text is shown."""');
  });

  it('is the committed schema.graphql snapshot, byte for byte', async () => {
    const sdl = await (await fetch(`${app.t.url}/schema.graphql`)).text();
    const snapshot = await readFile(join(repoRoot, 'schema.graphql'), 'utf8');
    // Compared line by line first, so a mismatch names the first line that differs.
    expect(sdl.split('\n')).toEqual(snapshot.split('\n'));
    expect(sdl).toBe(snapshot);
  });

  it('is cacheable and answers 304 to its own ETag', async () => {
    const first = await fetch(`${app.t.url}/schema.graphql`);
    await first.text();
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await fetch(`${app.t.url}/schema.graphql`, {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const stale = await fetch(`${app.t.url}/schema.graphql`, {
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.status).toBe(200);
  });
});

describe('GET /graphiql', () => {
  let dir: string;
  let fastify: FastifyInstance;
  const page =
    '<!doctype html><title>API explorer</title><script src="/graphiql/assets/graphiql-Ab12.js"></script>';

  const start = async (root: string) => {
    const server = Fastify();
    await registerSecurityHeaders(server, 'http://localhost:4000');
    await registerWebApp(server, root);
    return server;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'poker-night-explorer-'));
    await mkdir(join(dir, 'graphiql/assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Poker Night</title>');
    await writeFile(join(dir, 'graphiql/graphiql.html'), page);
    await writeFile(join(dir, 'graphiql/assets/graphiql-Ab12.js'), 'export {};\n');
    fastify = await start(dir);
  });
  afterAll(async () => {
    await fastify?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the explorer's page, revalidated on every visit, under the app's CSP", async () => {
    const response = await fastify.inject({ url: '/graphiql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves its hashed assets for a year', async () => {
    const response = await fastify.inject({ url: '/graphiql/assets/graphiql-Ab12.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is not found when the explorer was not built', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'poker-night-no-explorer-'));
    await writeFile(join(bare, 'index.html'), '<!doctype html><title>Poker Night</title>');
    const server = await start(bare);
    try {
      expect((await server.inject({ url: '/graphiql' })).statusCode).toBe(404);
    } finally {
      await server.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
