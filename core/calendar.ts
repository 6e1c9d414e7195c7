// An iCalendar (RFC 5545) file for one event, so "Add to Calendar" works with any calendar app.
import { EVENT_LENGTH_HOURS } from './events';

export interface CalendarEvent {
  id: string;
  title: string;
  startsAt: Date;
  location: string;
  description?: string | null;
  url: string;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes a text value (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Octets a code point takes in UTF-8 (a lone surrogate is written as U+FFFD: three). */
const utf8Width = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

const LINE_OCTETS = 75;

/**
 * Folds a content line after at most 75 octets (RFC 5545 §3.1); each continuation line starts
 * with a space, which counts towards its 75. Cuts fall between characters, never inside one's
 * UTF-8 sequence. One pass over the line: a title of a million characters folds in milliseconds.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let room = LINE_OCTETS;
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i)!;
    const width = utf8Width(codePoint);
    if (octets + width > room) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    octets += width;
    i += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

export function toICalendar(event: CalendarEvent, now = new Date()): string {
  const end = new Date(event.startsAt.getTime() + EVENT_LENGTH_HOURS * 60 * 60 * 1000);
  const description = [event.description?.trim(), event.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Poker Night//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@poker-night`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
