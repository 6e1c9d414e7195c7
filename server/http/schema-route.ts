// GET /schema.graphql: the API's schema as SDL, for integrators' code generators and editors.
// Printed from the very schema the server executes (schema/*.graphql with the resolvers), so it
// cannot drift from what /graphql answers, and sorted the way scripts/lib/schema.mjs prints the
// committed schema.graphql snapshot, so the two read the same byte for byte (a diff between a
// deploy's schema and a release's snapshot shows only real changes). It changes only with a
// deploy: printed once, with an ETag, so a revalidation costs a 304.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

export function registerSchemaRoute(fastify: FastifyInstance, schema: GraphQLSchema) {
  const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`;
  const etag = `"${createHash('sha256').update(sdl).digest('base64url').slice(0, 27)}"`;
  fastify.get('/schema.graphql', async (request, reply) => {
    // Public (introspection is on too); shared caches may keep it a few minutes, then ask again.
    reply.header('Cache-Control', 'public, max-age=300').header('ETag', etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(etag)) return reply.code(304).send();
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
}
