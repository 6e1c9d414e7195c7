// iCalendar (RFC 5545) for events: one event's file ("Add to Calendar") and a person's feed of
// their games (a subscribed calendar). Both are written by ical-generator, which escapes text and
// folds lines; this module decides what an event says, in one place for both, so a UID says the
// same thing wherever a calendar got it (docs/calendar.md).
//
// Times are UTC instants (DTSTART:20261205T033000Z, RFC 5545 §3.3.5 form #2): an event here is a
// moment, not a wall-clock time in some zone, and every calendar shows a UTC time in its own
// reader's zone — so no TZID, and no VTIMEZONE to ship (a TZID would need one to be valid).
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { EVENT_LENGTH_HOURS } from './events';

export interface CalendarEvent {
  id: string;
  title: string;
  startsAt: Date;
  location: string;
  description?: string | null;
  url: string;
  /** The host's display name; said in the description (never an address). */
  hostName?: string;
  /** Already formatted, e.g. "$20.00". */
  buyIn?: string;
  /** Invited but not (yet) playing: TENTATIVE; otherwise CONFIRMED. */
  tentative?: boolean;
}

export interface DatedCalendarEvent extends CalendarEvent {
  /**
   * When the event (or the reader's place in it) last changed: DTSTAMP, LAST-MODIFIED and
   * SEQUENCE, so a calendar holding an older copy of the UID takes this one as newer.
   */
  lastModified: Date;
}

/** The UID an event keeps for ever, in the file and the feed alike: its id. */
export const eventUid = (eventId: string) => `${eventId}@poker-night`;

// SEQUENCE is an INTEGER (signed 32 bits): seconds since 2024 last until the year 2092.
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * The SEQUENCE of an event last changed at `lastModified`: it grows with every change (a
 * calendar takes the copy with the higher one as the newer), and needs no counter of its own.
 */
export function sequenceOf(lastModified: Date): number {
  return Math.max(0, Math.floor((lastModified.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

// No METHOD, in the single event's file as in the feed. METHOD makes a file an iTIP message
// (RFC 5546), and every iTIP method wants an ORGANIZER — a calendar address — in each event;
// these files carry no address (docs/calendar.md). Without METHOD a file is a plain iCalendar
// object, which every calendar app imports or subscribes to as it is.
function newCalendar(options: { name?: string; description?: string; refreshMinutes?: number }) {
  return new ICalCalendar({
    prodId: { company: 'Poker Night', product: 'Events', language: 'EN' },
    scale: 'GREGORIAN',
    // Written as they are (ical-generator does not escape them): fixed text only, never a name.
    ...(options.name ? { name: options.name } : {}),
    ...(options.description ? { description: options.description } : {}),
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often a subscribed calendar should ask again.
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  });
}

/**
 * The event's VEVENT. DTSTAMP is its last change (RFC 5545 §3.8.7.2, for an object without
 * METHOD), so the same event is the same text in the single file and in the feed.
 */
function addEvent(calendar: ICalCalendar, event: DatedCalendarEvent) {
  const end = new Date(event.startsAt.getTime() + EVENT_LENGTH_HOURS * 60 * 60 * 1000);
  const description = [
    event.description?.trim(),
    event.hostName ? `Host: ${event.hostName}` : null,
    event.buyIn ? `Buy-in: ${event.buyIn}` : null,
    event.url,
  ]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: eventUid(event.id),
    stamp: event.lastModified,
    start: event.startsAt,
    end,
    summary: event.title,
    location: event.location,
    description,
    url: event.url,
    status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    lastModified: event.lastModified,
    sequence: sequenceOf(event.lastModified),
  });
}

/** Every content line ends with CRLF (RFC 5545 §3.1), the last one too. */
const text = (calendar: ICalCalendar) => `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;

/** One event as a file to open in any calendar app: its VEVENT is the feed's, byte for byte. */
export function toICalendar(event: DatedCalendarEvent): string {
  const calendar = newCalendar({});
  addEvent(calendar, event);
  return text(calendar);
}

/**
 * A feed of events to subscribe to. The same events give the same text: a calendar asking again
 * gets a 304 from the feed's ETag until something changed. An event that leaves the list
 * (cancelled, left, declined) is gone from the next copy the calendar fetches, which drops it.
 */
export function toICalendarFeed(feed: {
  events: readonly DatedCalendarEvent[];
  refreshMinutes: number;
}): string {
  const calendar = newCalendar({
    name: 'Poker Night',
    description: 'Your Poker Night games',
    refreshMinutes: feed.refreshMinutes,
  });
  for (const event of feed.events) addEvent(calendar, event);
  return text(calendar);
}
