// A strict reading of an iCalendar file: what RFC 5545 requires of a plain calendar object, and
// what RFC 5546 (iTIP) requires once the file names a METHOD. Parsers are lenient — ical.js,
// Apple's and Google's all open a METHOD:PUBLISH event without an ORGANIZER — so the rules are
// checked here, one by one, instead (issue 27, #15). Only PUBLISH is known among the methods:
// it is the only one a file offered for download or subscription could carry.
import ICAL from 'ical.js';

/** Properties a VEVENT may hold at most once (RFC 5545 §3.6.1). */
const AT_MOST_ONCE = [
  'class',
  'created',
  'description',
  'dtstart',
  'geo',
  'last-modified',
  'location',
  'organizer',
  'priority',
  'dtstamp',
  'sequence',
  'status',
  'summary',
  'transp',
  'uid',
  'url',
  'recurrence-id',
  'dtend',
  'duration',
];

/** RFC 5546 §3.2.1, PUBLISH: each VEVENT must carry these once, and no ATTENDEE. */
const PUBLISH_REQUIRES = ['dtstamp', 'dtstart', 'organizer', 'summary', 'uid'];

/** Every rule the file breaks, as a sentence; empty when it passes. */
export function icalendarProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push('a line does not end with CRLF');
  for (const line of text.split('\r\n')) {
    if (Buffer.byteLength(line) > 75) problems.push(`a line is over 75 octets: ${line}`);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  const count = (component: ICAL.Component, name: string) =>
    component.getAllProperties(name).length;
  if (count(calendar, 'prodid') !== 1) problems.push('VCALENDAR needs exactly one PRODID');
  if (
    calendar
      .getAllProperties('version')
      .map((p) => p.getFirstValue())
      .join() !== '2.0'
  )
    problems.push('VCALENDAR needs exactly one VERSION:2.0');
  const methods = calendar.getAllProperties('method').map((p) => String(p.getFirstValue()));
  if (methods.length > 1) problems.push('VCALENDAR has more than one METHOD');
  const method = methods[0];
  if (method !== undefined && method !== 'PUBLISH')
    problems.push(`METHOD:${method} is not one a published file may carry`);

  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '(no UID)');
    const say = (problem: string) => problems.push(`${uid}: ${problem}`);
    for (const name of AT_MOST_ONCE) {
      if (count(vevent, name) > 1) say(`${name.toUpperCase()} more than once`);
    }
    if (count(vevent, 'dtend') && count(vevent, 'duration')) say('both DTEND and DURATION');
    const status = vevent.getFirstPropertyValue('status');
    if (status && !['TENTATIVE', 'CONFIRMED', 'CANCELLED'].includes(String(status)))
      say(`STATUS:${String(status)} is not a VEVENT status`);
    const required =
      method === 'PUBLISH'
        ? PUBLISH_REQUIRES
        : // Without METHOD a VEVENT needs DTSTAMP and UID, and DTSTART (RFC 5545 §3.6.1).
          ['dtstamp', 'uid', 'dtstart'];
    for (const name of required) {
      if (count(vevent, name) !== 1) {
        const why = method ? `METHOD:${method} (RFC 5546)` : 'a VEVENT (RFC 5545)';
        say(`${name.toUpperCase()} is required once in ${why}`);
      }
    }
    if (method === 'PUBLISH' && count(vevent, 'attendee'))
      say('ATTENDEE is not allowed in METHOD:PUBLISH');
  }
  return problems;
}
