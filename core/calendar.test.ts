import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  eventUid,
  sequenceOf,
  toICalendar,
  toICalendarFeed,
  type DatedCalendarEvent,
} from './calendar';

const game: DatedCalendarEvent = {
  id: 'e1',
  title: 'Hold’em, deep stacks; bring snacks',
  startsAt: new Date('2026-12-05T03:30:00.000Z'),
  location: '12 Main St, Springfield',
  description: null,
  url: 'http://localhost:4000/#/event/e1',
  lastModified: new Date('2026-11-20T10:00:00.000Z'),
};

/** The calendar's events as ical.js (an independent RFC 5545 parser) reads them. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      utc: event.startDate.zone?.tzid === 'UTC',
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      lastModified: String(vevent.getFirstPropertyValue('last-modified') ?? ''),
    };
  });
}

describe('toICalendar', () => {
  const ics = toICalendar(game);

  it('is a plain iCalendar object: no iTIP METHOD, so no ORGANIZER (an address) is wanted', () => {
    expect(ics).not.toContain('METHOD:');
    expect(ics).not.toMatch(/^(ORGANIZER|ATTENDEE)/m);
    // Without METHOD, DTSTAMP is the event's last change (RFC 5545 §3.8.7.2).
    expect(ics).toContain('DTSTAMP:20261120T100000Z\r\n');
    expect(ics).toContain('LAST-MODIFIED:20261120T100000Z\r\n');
  });

  it('holds the very VEVENT the feed has for the same event', () => {
    const vevent = (text: string) =>
      text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'));
    const event = { ...game, hostName: 'Jo', buyIn: '$20.00', description: 'Bring chips' };
    const single = toICalendar(event);
    const feed = toICalendarFeed({ events: [event], refreshMinutes: 60 });
    expect(vevent(single)).toContain('Host: Jo');
    expect(vevent(single)).toBe(vevent(feed));
  });

  it('lasts four hours from the start, in UTC', () => {
    expect(ics).toContain('DTSTART:20261205T033000Z\r\n');
    expect(ics).toContain('DTEND:20261205T073000Z\r\n');
    expect(ics).not.toContain('TZID');
  });

  it('escapes commas and semicolons and links back to the event', () => {
    expect(ics).toContain('SUMMARY:Hold’em\\, deep stacks\\; bring snacks');
    expect(ics).toContain('LOCATION:12 Main St\\, Springfield');
    expect(ics).toContain('URL;VALUE=URI:http://localhost:4000/#/event/e1');
  });

  it('keeps every line within 75 octets and ends every line with CRLF', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('reads back the same in an iCalendar parser, with the UID the feed uses', () => {
    expect(parse(ics)).toEqual([
      expect.objectContaining({
        uid: 'e1@poker-night',
        summary: game.title,
        location: game.location,
        description: game.url,
        start: '2026-12-05T03:30:00.000Z',
        end: '2026-12-05T07:30:00.000Z',
        utc: true,
        status: 'CONFIRMED',
      }),
    ]);
    expect(eventUid('e1')).toBe('e1@poker-night');
  });

  describe('folding long lines (RFC 5545 §3.1)', () => {
    const event = (title: string) => ({ ...game, id: 'e2', title });
    /** The SUMMARY property's lines as bytes, CRLF removed. */
    const summaryLines = (ics: string) => {
      const lines = ics.split('\r\n');
      const first = lines.findIndex((line) => line.startsWith('SUMMARY:'));
      let end = first + 1;
      while (lines[end]!.startsWith(' ')) end += 1;
      return lines.slice(first, end).map((line) => Buffer.from(line, 'utf8'));
    };
    /** Joins folded lines back: drop each CRLF and the space after it. */
    const unfold = (lines: Buffer[]) =>
      Buffer.concat(lines.map((line, i) => (i === 0 ? line : line.subarray(1)))).toString('utf8');

    it('folds a long title of emoji and accents, losing nothing and splitting no character', () => {
      const title = 'A♠️ K♥ Q♦ 10♣ 🂡 Hold’em '.repeat(4_000).slice(0, 100_000);
      const started = performance.now();
      const ics = toICalendar(event(title));
      // One pass: folding that re-measured the rest of the line at every cut took minutes.
      expect(performance.now() - started).toBeLessThan(2_000);

      const lines = summaryLines(ics);
      expect(unfold(lines)).toBe(`SUMMARY:${title}`);
      const tooLong = lines.filter((line) => line.length > 75);
      const unspaced = lines.slice(1).filter((line) => line[0] !== 0x20);
      // A cut inside a character would leave a continuation byte (10xxxxxx) at a line start.
      const splitCharacters = lines.filter((line, i) => (line[i === 0 ? 0 : 1]! & 0xc0) === 0x80);
      expect([tooLong.length, unspaced.length, splitCharacters.length]).toEqual([0, 0, 0]);
      expect(parse(ics)[0]!.summary).toBe(title);
    });

    it('never splits a multi-byte character', () => {
      const lines = summaryLines(toICalendar(event('é'.repeat(40))));
      expect(lines.every((line) => line.length <= 75)).toBe(true);
      expect(unfold(lines)).toBe(`SUMMARY:${'é'.repeat(40)}`);
      for (const line of lines) expect(line.toString('utf8')).not.toContain('\ufffd');
    });
  });
});

describe('toICalendarFeed', () => {
  const changed = game.lastModified;
  const events = [
    { ...game, hostName: 'Jo', buyIn: '$20.00' },
    {
      ...game,
      id: 'e2',
      title: 'Sunday Omaha',
      startsAt: new Date('2026-12-07T01:00:00.000Z'),
      lastModified: new Date('2026-11-21T09:30:00.000Z'),
      tentative: true,
    },
  ];
  const feed = toICalendarFeed({ events, refreshMinutes: 60 });

  it('lists each event under its stable UID, confirmed when playing, tentative when invited', () => {
    const parsed = parse(feed);
    expect(parsed.map((event) => [event.uid, event.status])).toEqual([
      ['e1@poker-night', 'CONFIRMED'],
      ['e2@poker-night', 'TENTATIVE'],
    ]);
    expect(parsed[0]!.description).toBe(`Host: Jo\n\nBuy-in: $20.00\n\n${game.url}`);
  });

  it('names itself, asks to be fetched again hourly, and has no METHOD (a feed, not an invitation)', () => {
    expect(feed).toContain('X-WR-CALNAME:Poker Night\r\n');
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(feed).not.toContain('METHOD:');
  });

  it('is the same text for the same events, and a change moves SEQUENCE and LAST-MODIFIED on', () => {
    expect(toICalendarFeed({ events, refreshMinutes: 60 })).toBe(feed);
    const later = new Date(changed.getTime() + 1000);
    const edited = toICalendarFeed({
      events: [{ ...events[0]!, title: 'Moved', lastModified: later }],
      refreshMinutes: 60,
    });
    const [before, after] = [parse(feed)[0]!, parse(edited)[0]!];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect([before.lastModified, after.lastModified]).toEqual([
      '2026-11-20T10:00:00Z',
      '2026-11-20T10:00:01Z',
    ]);
  });

  it('keeps SEQUENCE a 32-bit INTEGER for decades', () => {
    expect(sequenceOf(new Date('2024-01-01T00:00:00Z'))).toBe(0);
    expect(sequenceOf(new Date('2091-12-31T00:00:00Z'))).toBeLessThan(2 ** 31);
  });
});
