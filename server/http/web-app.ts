// Serves the built web app (dist/web) at /. The app uses hash routes, so only index.html and
// its hashed assets are ever requested, besides the API explorer's page at /graphiql (built apart
// into dist/web/graphiql, scripts/vite/explorer.ts). The build writes a .br and a .gz copy of
// each text file (scripts/vite/precompress.ts); preCompressed sends the best one the browser
// accepts, with Content-Encoding and Vary: Accept-Encoding, and the file itself to anyone else.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** `root` is the built app's directory (tests pass their own). */
export async function registerWebApp(fastify: FastifyInstance, root = webRoot) {
  if (!existsSync(`${root}/index.html`)) {
    fastify.get('/', async (_request, reply) =>
      reply
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  await fastify.register(fastifyStatic, {
    root,
    preCompressed: true,
    // Hashed assets never change; index.html, the service worker (sw.js, registerSW.js) and the
    // web app manifest must always be revalidated, so a new build reaches every installed app.
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The API explorer (GraphiQL), the build's second page, at its own address.
  if (existsSync(`${root}/graphiql/graphiql.html`)) {
    fastify.get('/graphiql', async (_request, reply) => reply.sendFile('graphiql/graphiql.html'));
  }
}
