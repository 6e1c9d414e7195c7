// Compressed transfers: the web app's files go out as the .br/.gz copies the build wrote (with
// the right Content-Type, Content-Encoding, Vary and cache lifetime), and GraphQL responses
// above the threshold are compressed on the fly. Each compressed body must decompress to
// exactly what an uncompressed request gets.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vite/precompress';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from '../../server/http/compression';
import { registerWebApp } from '../../server/http/web-app';
import { seededApp } from '../support/seed';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the built web app', () => {
  let dir: string;
  let fastify: FastifyInstance;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const page = `<!doctype html><html><body>${'<p>Poker Night</p>'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'poker-night-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), page);
    await writeFile(join(dir, 'assets/app-Ab12Cd34.js'), script);
    await writeFile(join(dir, 'assets/tiny-Ab12Cd34.js'), 'export {};\n');
    await precompressDirectory(dir);
    fastify = Fastify();
    // In app.ts's order: the web app's routes are not compressed per request.
    await registerWebApp(fastify, dir);
    await registerCompression(fastify);
  });
  afterAll(async () => {
    await fastify?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])(
    'sends a hashed asset to Accept-Encoding: %s as %s, cached for a year',
    async (accept, encoding) => {
      const response = await fastify.inject({
        url: '/assets/app-Ab12Cd34.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(script.length / 3);
      expect(decode(encoding, response.rawPayload).toString()).toBe(script);
    },
  );

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await fastify.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends index.html compressed but never cached without revalidation', async () => {
    const response = await fastify.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload).toString()).toBe(page);
  });

  it('neither precompresses nor compresses a file too small to gain from it', async () => {
    const response = await fastify.inject({
      url: '/assets/tiny-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });
});

describe('GraphQL responses', () => {
  const app = seededApp();

  /** The raw bytes and headers, undecoded (fetch would decompress them silently). */
  async function post(query: string, acceptEncoding: string) {
    const response = await app.t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      payload: JSON.stringify({ query }),
    });
    return { encoding: response.headers['content-encoding'], body: response.rawPayload };
  }

  const LARGE = '{ __schema { types { name kind } } }';

  it.each(['br', 'gzip'])('are compressed with %s above the threshold', async (encoding) => {
    const plain = await post(LARGE, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const compressed = await post(LARGE, encoding);
    expect(compressed.encoding).toBe(encoding);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    // The same answer; extensions.cost differs (the budget left is one request lower).
    const dataOf = (body: Buffer) => (JSON.parse(body.toString()) as { data: unknown }).data;
    expect(dataOf(decode(encoding, compressed.body))).toEqual(dataOf(plain.body));
  });

  it('are sent as they are below the threshold', async () => {
    const small = await post('{ __typename }', 'br');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
