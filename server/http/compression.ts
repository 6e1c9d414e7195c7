// Compressed responses for every route registered after this (GraphQL JSON, calendar files):
// brotli or gzip, whichever the client prefers, for bodies of THRESHOLD_BYTES and more. Brotli
// runs at @fastify/compress's quality 4 (11 costs far more CPU per request for a few percent);
// the web app's files are compressed at build time instead and sent as they are (web-app.ts),
// which this plugin recognises by their Content-Encoding and leaves alone.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below about one packet, compressing saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(fastify: FastifyInstance) {
  await fastify.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
