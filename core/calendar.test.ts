import { describe, expect, it } from 'vitest';
import { toICalendar } from './calendar';

describe('toICalendar', () => {
  const ics = toICalendar(
    {
      id: 'e1',
      title: 'Hold’em, deep stacks; bring snacks',
      startsAt: new Date('2026-12-05T03:30:00.000Z'),
      location: '12 Main St, Springfield',
      description: null,
      url: 'http://localhost:4000/#/event/e1',
    },
    new Date('2026-11-22T00:00:00.000Z'),
  );

  it('lasts four hours from the start, in UTC', () => {
    expect(ics).toContain('DTSTART:20261205T033000Z\r\n');
    expect(ics).toContain('DTEND:20261205T073000Z\r\n');
  });

  it('escapes commas and semicolons and links back to the event', () => {
    expect(ics).toContain('SUMMARY:Hold’em\\, deep stacks\\; bring snacks');
    expect(ics).toContain('LOCATION:12 Main St\\, Springfield');
    expect(ics).toContain('URL:http://localhost:4000/#/event/e1');
  });

  it('keeps every line within 75 octets and ends lines with CRLF', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
