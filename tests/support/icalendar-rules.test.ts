// The strict reading catches what lenient parsers let through.
import { describe, expect, it } from 'vitest';
import { icalendarProblems } from './icalendar-rules';

const file = (calendar: string[], event: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...calendar,
    'BEGIN:VEVENT',
    ...event,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const plainEvent = [
  'UID:e1@test',
  'DTSTAMP:20261120T100000Z',
  'DTSTART:20261205T033000Z',
  'DTEND:20261205T073000Z',
  'SUMMARY:Game',
];

describe('icalendarProblems', () => {
  it('passes a plain calendar object', () => {
    expect(icalendarProblems(file([], plainEvent))).toEqual([]);
  });

  it('wants an ORGANIZER in every event of METHOD:PUBLISH (RFC 5546)', () => {
    expect(icalendarProblems(file(['METHOD:PUBLISH'], plainEvent))).toEqual([
      'e1@test: ORGANIZER is required once in METHOD:PUBLISH (RFC 5546)',
    ]);
    const organized = [...plainEvent, 'ORGANIZER;CN=Jo:mailto:jo@example.com'];
    expect(icalendarProblems(file(['METHOD:PUBLISH'], organized))).toEqual([]);
  });

  it('wants DTSTART without METHOD, a known status, and single properties once', () => {
    const broken = [...plainEvent.filter((l) => !l.startsWith('DTSTART')), 'STATUS:MAYBE'];
    expect(icalendarProblems(file([], [...broken, 'SUMMARY:Again']))).toEqual([
      'e1@test: SUMMARY more than once',
      'e1@test: STATUS:MAYBE is not a VEVENT status',
      'e1@test: DTSTART is required once in a VEVENT (RFC 5545)',
    ]);
  });

  it('refuses bare line feeds and methods a published file may not carry', () => {
    expect(icalendarProblems(file(['METHOD:REQUEST'], plainEvent).replace(/\r\n/g, '\n'))).toEqual(
      expect.arrayContaining([
        'a line does not end with CRLF',
        'METHOD:REQUEST is not one a published file may carry',
      ]),
    );
  });
});
