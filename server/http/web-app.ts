// Serves the built web app (dist/web) at /. The app uses hash routes, so only index.html and
// its hashed assets are ever requested.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function registerWebApp(fastify: FastifyInstance) {
  if (!existsSync(`${webRoot}/index.html`)) {
    fastify.get('/', async (_request, reply) =>
      reply
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  await fastify.register(fastifyStatic, {
    root: webRoot,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
