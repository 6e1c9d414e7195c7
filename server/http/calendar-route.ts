// GET /calendar/event/{id}.ics: the event as a calendar file, for signed-in members (the
// browser sends the session cookie with the download link).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toICalendar } from '../../core/calendar';
import { isUuid } from '../../db/ids';
import { events } from '../../db/schema';
import type { Viewer } from '../graphql/context';
import { appLink, type Services } from '../services';

export function registerCalendarRoute(
  fastify: FastifyInstance,
  services: Services,
  resolveViewer: (cookieHeader: string | undefined) => Promise<Viewer>,
) {
  fastify.get<{ Params: { id: string } }>('/calendar/event/:id.ics', async (request, reply) => {
    const viewer = await resolveViewer(request.headers.cookie);
    if (viewer.kind !== 'user')
      return reply.code(401).type('text/plain').send('Please sign in first.');
    const { id } = request.params;
    const [event] = isUuid(id)
      ? await services.db.select().from(events).where(eq(events.id, id))
      : [];
    if (!event) return reply.code(404).type('text/plain').send('Event not found');
    const body = toICalendar({ ...event, url: appLink(services, `/event/${event.id}`) });
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
}
