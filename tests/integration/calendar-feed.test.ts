// The calendar feed (issue 12): a secret URL per person serving, without a cookie, an iCalendar
// feed of the games they play in or are invited to — read here by ical.js, an independent RFC 5545
// parser. Stable UIDs, edits move SEQUENCE and LAST-MODIFIED on, a cancelled game leaves it,
// rotation makes the old URL 404 at once, and no e-mail address is in it. An event's own file
// says what the feed says of it, and both pass a strict reading of RFC 5545 and iTIP (RFC 5546).
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { icalendarProblems } from '../support/icalendar-rules';
import { JoinEvent, operation, UpdateEvent } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const app = seededApp();

const FeedUrl = operation<{ me: { calendarFeedUrl: string } }>(
  `query FeedUrl { me { calendarFeedUrl } }`,
);
const Rotate = operation<{ rotateCalendarFeed: { calendarFeedUrl: string } }>(
  `mutation Rotate { rotateCalendarFeed { calendarFeedUrl } }`,
);
const Cancel = operation<{ cancelEvent: boolean }, { eventId: string }>(
  `mutation Cancel($eventId: ID!) { cancelEvent(eventId: $eventId) }`,
);

const feedUrlOf = async (member: Member) => (await member.ok(FeedUrl)).me.calendarFeedUrl;

/** Fetches a feed as a calendar app would: no cookie. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, body: await response.text() };
}

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      lastModified: String(vevent.getFirstPropertyValue('last-modified')),
    };
  });
}

const uidOf = (event: { id: string }) => `${event.id}@poker-night`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('calendar feed', () => {
  it('lists my games and my invitations, nobody else’s, under stable UIDs, with no address', async () => {
    const host = await app.member('feedhost');
    const me = await app.member('feedme');
    const stranger = await app.member('feedstranger');
    const playing = await host.createEvent({ title: 'Friday Hold’em' });
    await me.join(playing);
    const invitedTo = await host.createEvent({ title: 'Sunday Omaha' });
    await invitedTo.invite(me);
    const notMine = await stranger.createEvent({ title: 'Someone else’s game' });

    const url = await feedUrlOf(me);
    expect(url).toMatch(new RegExp(`^${app.t.url}/calendar/feed/[a-z2-7]{32}\\.ics$`));
    // The same URL on every read.
    expect(await feedUrlOf(me)).toBe(url);

    const first = await fetchFeed(url);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
    const listed = parse(first.body);
    expect(listed.map((event) => [event.uid, event.summary, event.status])).toEqual([
      [uidOf(playing), 'Friday Hold’em', 'CONFIRMED'],
      [uidOf(invitedTo), 'Sunday Omaha', 'TENTATIVE'],
    ]);
    expect(first.body).not.toContain(uidOf(notMine));
    for (const person of [host, me, stranger]) expect(first.body).not.toContain(person.email);
    expect(first.body).not.toMatch(/mailto:|[\w.+-]+@[\w-]+\.[\w.-]+/);

    // Fetched again: the same UIDs, the same text, and a 304 for the calendar that has it.
    const second = await fetchFeed(url);
    expect(parse(second.body).map((event) => event.uid)).toEqual(listed.map((e) => e.uid));
    expect(second.body).toBe(first.body);
    const etag = second.response.headers.get('etag')!;
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it('moves SEQUENCE and LAST-MODIFIED on when the host edits a game or I take my seat', async () => {
    const host = await app.member('edithost');
    const me = await app.member('editme');
    const event = await host.createEvent({ title: 'Old title' });
    await me.join(event);
    const invited = await host.createEvent({ title: 'Maybe night' });
    await invited.invite(me);
    const url = await feedUrlOf(me);
    const before = parse((await fetchFeed(url)).body);
    const etag = (await fetch(url)).headers.get('etag')!;

    // LAST-MODIFIED counts seconds: the edit comes in a later one.
    await sleep(1100);
    await host.ok(UpdateEvent, { eventId: event.id, input: { title: 'New title' } });
    await me.ok(JoinEvent, { eventId: invited.id });

    const after = parse((await fetchFeed(url)).body);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[0]!.summary).toBe('New title');
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
    expect(after[0]!.lastModified > before[0]!.lastModified).toBe(true);
    // The invitation became a seat: confirmed now, and newer than the tentative copy.
    expect([before[1]!.status, after[1]!.status]).toEqual(['TENTATIVE', 'CONFIRMED']);
    expect(after[1]!.sequence).toBeGreaterThan(before[1]!.sequence);
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('drops a cancelled game and one older than 90 days, keeps last week’s', async () => {
    const host = await app.member('cancelhost');
    const me = await app.member('cancelme');
    const [cancelled, lastWeek, longAgo] = [
      await host.createEvent({ title: 'Called off' }),
      await host.createEvent({ title: 'Last week' }),
      await host.createEvent({ title: 'Long ago' }),
    ];
    for (const event of [cancelled, lastWeek, longAgo]) await me.join(event);
    const DAY = 24 * 60 * 60 * 1000;
    const db = app.t.database.db;
    await db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 7 * DAY) })
      .where(eq(events.id, lastWeek.id));
    await db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 91 * DAY) })
      .where(eq(events.id, longAgo.id));
    const url = await feedUrlOf(me);
    expect(parse((await fetchFeed(url)).body).map((e) => e.summary)).toEqual([
      'Last week',
      'Called off',
    ]);

    await host.ok(Cancel, { eventId: cancelled.id });
    expect(parse((await fetchFeed(url)).body).map((e) => e.summary)).toEqual(['Last week']);
  });

  it('rotation gives a new URL and the old one answers 404 at once', async () => {
    const me = await app.member('rotateme');
    const old = await feedUrlOf(me);
    expect((await fetchFeed(old)).response.status).toBe(200);

    const rotated = (await me.ok(Rotate)).rotateCalendarFeed.calendarFeedUrl;
    expect(rotated).not.toBe(old);
    expect(await feedUrlOf(me)).toBe(rotated);
    const gone = await fetchFeed(old);
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get('cache-control')).toBe('no-store');
    expect((await fetchFeed(rotated)).response.status).toBe(200);
  });

  it('answers 404 to a token nobody has, and gives a new user one URL however many ask at once', async () => {
    for (const token of ['a'.repeat(32), 'not-a-token', '../../etc/passwd']) {
      const { response } = await fetchFeed(`${app.t.url}/calendar/feed/${token}.ics`);
      expect(response.status).toBe(404);
    }
    const me = await app.member('raceme');
    const urls = await Promise.all(Array.from({ length: 8 }, () => feedUrlOf(me)));
    expect(new Set(urls).size).toBe(1);
  });

  it('an event’s own file says what my feed says of it, and both read strictly', async () => {
    const host = await app.member('samehost');
    const me = await app.member('sameme');
    const playing = await host.createEvent({
      title: 'Friday, Hold’em; deep',
      location: '12 Elm Street, Springfield',
      description: 'Bring chips.\nDoors at 7.',
    });
    await me.join(playing);
    const invitedTo = await host.createEvent({ title: 'Sunday Omaha' });
    await invitedTo.invite(me);

    const feed = (await fetchFeed(await feedUrlOf(me))).body;
    const veventOf = (text: string, uid: string) => {
      const start = text.indexOf(`BEGIN:VEVENT\r\nUID:${uid}\r\n`);
      expect(start, `${uid} in\n${text}`).toBeGreaterThanOrEqual(0);
      return text.slice(start, text.indexOf('END:VEVENT\r\n', start));
    };
    for (const event of [playing, invitedTo]) {
      const response = await fetch(`${app.t.url}/calendar/event/${event.id}.ics`, {
        headers: { cookie: me.cookie! },
      });
      expect(response.status).toBe(200);
      const file = await response.text();
      // The same summary, description, place, times, status and SEQUENCE: the same text.
      expect(veventOf(file, uidOf(event))).toBe(veventOf(feed, uidOf(event)));
      expect(icalendarProblems(file)).toEqual([]);
      expect(file).not.toMatch(/mailto:|^(METHOD|ORGANIZER|ATTENDEE)/m);
    }
    expect(icalendarProblems(feed)).toEqual([]);
    const read = parse(feed).find((event) => event.uid === uidOf(playing));
    expect(read).toMatchObject({ summary: 'Friday, Hold’em; deep', status: 'CONFIRMED' });
    expect(veventOf(feed, uidOf(playing)).replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Bring chips.\\nDoors at 7.\\n\\nHost: Samehost\\n\\nBuy-in: ',
    );
  });

  it('needs a signed-in user to read or rotate the URL', async () => {
    const visitor = app.t.anonymous();
    expect((await visitor.gql(Rotate)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.ok(FeedUrl)).me).toBeNull();
  });
});
