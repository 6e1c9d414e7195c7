// GET /calendar/event/{id}.ics: the event as a calendar file. The browser sends the session
// cookie with the download link; the file is served through the very gate the `event` query uses
// (eventForMember), so it is never easier to read an event as a file than through the API.
//
// GET /calendar/feed/{token}.ics: a person's calendar feed, for calendar apps (webcal://) that
// send no cookie: the secret token is the whole authorisation. Unknown or rotated: 404.
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { calendarFeed, eventCalendarFile } from '../calendar';
import { eventForMember } from '../events';
import { createContext, type Viewer } from '../graphql/context';
import type { Services } from '../services';

/** The HTTP status for each refusal of the gate; its message is the API's. */
const statusOf: Record<string, number> = {
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  PROFILE_INCOMPLETE: 403,
};

export function registerCalendarRoute(
  fastify: FastifyInstance,
  services: Services,
  resolveViewer: (cookieHeader: string | undefined) => Promise<Viewer>,
) {
  fastify.get<{ Params: { id: string } }>('/calendar/event/:id.ics', async (request, reply) => {
    const viewer = await resolveViewer(request.headers.cookie);
    const ctx = createContext({ services, viewer, clientIp: request.ip, sessionCookie: null });
    let event;
    try {
      event = await eventForMember(ctx, request.params.id);
    } catch (error) {
      const status = error instanceof GraphQLError && statusOf[String(error.extensions.code)];
      if (!status) throw error;
      const message = status === 401 ? 'Please sign in first.' : error.message;
      return reply.code(status).type('text/plain').send(message);
    }
    // What the viewer's feed says of this event, word for word (server/calendar).
    const body = event && (await eventCalendarFile(ctx, event.id));
    if (!event || !body) return reply.code(404).type('text/plain').send('Event not found');
    const filename =
      event.title
        .replace(/[^\w -]+/g, '')
        .trim()
        .slice(0, 60) || 'poker-night';
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}.ics"`)
      .send(body);
  });

  fastify.get<{ Params: { token: string } }>(
    '/calendar/feed/:token.ics',
    async (request, reply) => {
      const feed = await calendarFeed(services, request.params.token);
      if (!feed) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Calendar feed not found. Copy its current address from your Poker Night profile.');
      }
      // Personal and changing: no shared cache keeps it, and every fetch asks again — cheaply,
      // since an unchanged feed answers 304 to the ETag the calendar sends back.
      reply
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', feed.etag)
        .header('X-Robots-Tag', 'noindex, nofollow');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (known?.includes(feed.etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="poker-night.ics"')
        .send(feed.body);
    },
  );
}
