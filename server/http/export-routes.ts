// CSV downloads for a group's owner and admins (issue 13): GET /export/groups/{id}/results.csv
// and /export/groups/{id}/seasons/{seasonId}/standings.csv.
// The browser sends the session cookie with the link; an integrator sends an access token
// (Authorization: Bearer, READ is enough). Refusals are plain text with the API's own message:
// 401 signed out, 403 not allowed (an outsider, a member, an unverified account), 404 no group.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { groupResultsCsv, seasonStandingsCsv, type CsvFile } from '../exports';
import { createContext, type GraphQLContext, type Viewer } from '../graphql/context';
import type { Services } from '../services';

const statusOf: Record<string, number> = {
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  PROFILE_INCOMPLETE: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

export function registerExportRoutes(
  fastify: FastifyInstance,
  services: Services,
  viewerOf: (request: FastifyRequest) => Promise<Viewer>,
) {
  function csvRoute<Params extends Record<string, string>>(
    path: string,
    build: (ctx: GraphQLContext, params: Params) => Promise<CsvFile>,
  ) {
    fastify.get<{ Params: Params }>(path, async (request, reply) => {
      const viewer = await viewerOf(request);
      const ctx = createContext({ services, viewer, clientIp: request.ip, sessionCookie: null });
      // Figures for the owner and admins only: no shared cache keeps them.
      reply.header('Cache-Control', 'private, no-store');
      let file: CsvFile;
      try {
        file = await build(ctx, request.params as Params);
      } catch (error) {
        const status = error instanceof GraphQLError && statusOf[String(error.extensions.code)];
        if (!status) throw error;
        const message = status === 401 ? 'Please sign in first.' : error.message;
        return reply.code(status).type('text/plain; charset=utf-8').send(message);
      }
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    });
  }

  csvRoute<{ id: string }>('/export/groups/:id/results.csv', (ctx, { id }) =>
    groupResultsCsv(ctx, id),
  );
  csvRoute<{ id: string; seasonId: string }>(
    '/export/groups/:id/seasons/:seasonId/standings.csv',
    (ctx, { id, seasonId }) => seasonStandingsCsv(ctx, id, seasonId),
  );
}
