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

  describe('folding long lines (RFC 5545 §3.1)', () => {
    const event = (title: string) => ({
      id: 'e2',
      title,
      startsAt: new Date('2026-12-05T03:30:00.000Z'),
      location: 'Home',
      url: 'http://localhost:4000/#/event/e2',
    });
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

    it('folds a title of a million characters in one pass, losing nothing', () => {
      const title = 'A♠️ K♥ Q♦ 10♣ 🂡 Hold’em '.repeat(40_000).slice(0, 1_000_000);
      expect(title.length).toBe(1_000_000);
      const started = performance.now();
      const ics = toICalendar(event(title));
      // Folding used to re-measure the rest of the line at every cut: minutes for this title.
      expect(performance.now() - started).toBeLessThan(2_000);

      const lines = summaryLines(ics);
      expect(unfold(lines)).toBe(`SUMMARY:${title}`);
      const tooLong = lines.filter((line) => line.length > 75);
      const unspaced = lines.slice(1).filter((line) => line[0] !== 0x20);
      // A cut inside a character would leave a continuation byte (10xxxxxx) at a line start.
      const splitCharacters = lines.filter((line, i) => (line[i === 0 ? 0 : 1]! & 0xc0) === 0x80);
      expect([tooLong.length, unspaced.length, splitCharacters.length]).toEqual([0, 0, 0]);
      // Lines are filled: only a character that does not fit moves to the next line.
      const full = lines.slice(0, -1).filter((line) => line.length < 72);
      expect(full).toEqual([]);
    });

    it('cuts exactly at 75 octets, then 74 after the leading space', () => {
      const lines = summaryLines(toICalendar(event('x'.repeat(200))));
      // 'SUMMARY:' and 200 x's are 208 octets: 75, then 74 + 59 behind a space each.
      expect(lines.map((line) => line.length)).toEqual([75, 75, 60]);
    });

    it('never splits a multi-byte character', () => {
      // 'SUMMARY:' is 8 octets; 'é' is 2: 33 of them make 74, the 34th would make 76.
      const lines = summaryLines(toICalendar(event('é'.repeat(40))));
      expect(lines[0]!.length).toBe(74);
      expect(lines[1]!.toString('utf8')).toBe(` ${'é'.repeat(7)}`);
    });
  });
});
