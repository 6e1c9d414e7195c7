// An event as a person's calendar shows it, for the feed and the single event's file alike: one
// mapping from the row both read (store.calendarColumns), so a UID says the same thing wherever
// a calendar got it — the same summary, description, place, times, status and SEQUENCE.
import { toICalendar, type DatedCalendarEvent } from '../../core/calendar';
import { formatMoney } from '../../core/format';
import type { DomainContext } from '../context';
import { appLink, type Services } from '../services';
import * as store from './store';

export function calendarEventOf(services: Services, row: store.FeedEventRow): DatedCalendarEvent {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt,
    location: row.location,
    description: row.description,
    url: appLink(services, `/event/${row.id}`),
    hostName: row.hostName || undefined,
    buyIn: formatMoney(row.buyInCents),
    lastModified: row.lastModified,
    tentative: !row.playing,
  };
}

/**
 * The event's own calendar file for the signed-in member, as their feed would list it (the
 * caller has checked they may see the event: calendar-route.ts); null for no such event.
 */
export async function eventCalendarFile(
  ctx: DomainContext,
  eventId: string,
): Promise<string | null> {
  const me = ctx.requireMember();
  const row = await store.calendarEventOf(ctx.db, me.id, eventId);
  return row ? toICalendar(calendarEventOf(ctx.services, row)) : null;
}
