// Event reminders (issue 12): each player is e-mailed `reminder_hours_before` hours before the
// start and the host gets a summary — exactly once, with several instances sweeping one database
// at the same moment and across a restart, again for a new date, never when off, for a completed
// game or before its time. A player who joins after the reminders went out gets theirs at the next
// sweep, and the summary of a game created inside its own window waits for the first joiners
// (issue 27, #7). The sweeps run on the apps' own injected clock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventDateWithZone } from '../../core/format';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/client';
import { emailOutbox, events, eventWaitlist, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../support/api';
import { UpdateEvent } from '../support/operations';
import { createSeed, type Member, type SeededEvent } from '../support/seed';
import { ownDatabase } from '../support/database-target';
import { eventually } from '../support/wait';

const HOUR = 60 * 60 * 1000;
/** Every event of this file starts a whole number of hours after T0; the clock moves in hours. */
const T0 = Date.now();
// The clock only moves forward, as a real one does: each test's games start after the last one's.
const at = (hours: number) => new Date(T0 + hours * HOUR);
let clock = at(0);

/**
 * An instance on `database`; closing it leaves the database open (the test closes it). Another
 * instance of the same site shares its PUBLIC_URL, as behind a load balancer.
 */
function startInstance(database: Database, port?: number, publicUrl?: string): Promise<TestApp> {
  return startTestApp({
    port,
    ...(publicUrl && { env: { PUBLIC_URL: publicUrl } }),
    database: { database: { ...database, close: async () => {} }, drop: async () => {} },
    // Only the sweeps the tests ask for (and the one at start), on the tests' clock.
    reminders: { now: () => clock, intervalMs: HOUR },
  });
}

let target: DatabaseTarget;
let dispose: () => Promise<void>;
let database: Database;
let app: TestApp;
let host: Member;
let players: Member[];

beforeAll(async () => {
  ({ target, dispose } = await ownDatabase('remind'));
  database = await openDatabase(target);
  app = await startInstance(database);
  const seed = createSeed(app);
  host = await seed.member('host');
  players = await seed.members('player', 6);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dispose?.();
});

async function game(startsInHours: number, joiners: Member[], maxPlayers = 8) {
  const event = await host.createEvent({ startsAt: at(startsInHours).toISOString(), maxPlayers });
  for (const player of joiners) await player.join(event);
  return event;
}

/** The reminder mails (players' and host's) queued about one event. */
async function remindersAbout(event: SeededEvent) {
  const rows = await database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.template, ['eventReminder', 'eventReminderSummary']),
        sql`${emailOutbox.payload}->'props'->>'eventLink' = ${`${app.url}/#/event/${event.id}`}`,
      ),
    )
    .orderBy(emailOutbox.id);
  return rows.map((row) => ({
    template: row.template,
    to: row.to,
    props: (row.payload as { props: Record<string, unknown> }).props,
    status: row.status,
  }));
}

const tally = (mails: { template: string; to: string }[]) =>
  mails.map((mail) => `${mail.template} → ${mail.to}`).sort();

/** What a complete round of reminders for `event` with these players is. */
const roundFor = (joiners: Member[]) =>
  [
    `eventReminderSummary → ${host.email}`,
    ...joiners.map((player) => `eventReminder → ${player.email}`),
  ].sort();

describe('event reminders', () => {
  it('go out once when two instances sweep the same database at the same moment', async () => {
    const joiners = players.slice(0, 3);
    const event = await game(48, joiners);
    // On Postgres a second pool of connections, as another server would have; PGlite allows one
    // process, so there the second instance shares the first one's database.
    const secondDb = database.kind === 'postgres' ? await openDatabase(target) : database;
    const second = await startInstance(secondDb, undefined, app.url);
    // 48 hours ahead with the default 24-hour reminder: due from 24 hours before.
    clock = at(25);
    try {
      const results = await Promise.all([
        app.app.reminders.runOnce(),
        second.app.reminders.runOnce(),
        app.app.reminders.runOnce(),
        second.app.reminders.runOnce(),
      ]);
      // The summary and each player are claimed apart, so the instances may share the work
      // (each then reports the event); every mail is queued once all the same.
      expect(results.reduce((sum, r) => sum + r.mails, 0)).toBe(4);
      expect(results.every((r) => r.events <= 1) && results.some((r) => r.events === 1)).toBe(true);
      expect(tally(await remindersAbout(event))).toEqual(roundFor(joiners));

      // And each is delivered once, whichever instance's worker sent it.
      await eventually(
        async () => (await remindersAbout(event)).every((mail) => mail.status === 'sent'),
        { what: 'the reminders to be sent' },
      );
      const delivered = [...app.postmark.messages, ...second.postmark.messages].filter(
        (message) => message.Tag === 'eventReminder' || message.Tag === 'eventReminderSummary',
      );
      expect(delivered.map((m) => `${m.Tag} → ${m.To}`).sort()).toEqual(roundFor(joiners));
      const reminder = delivered.find((m) => m.To === joiners[0]!.email)!;
      expect(reminder.Subject).toBe('Reminder: Friday Night Hold’em starts in 23 hours');
      expect(reminder.TextBody).toContain(`${app.url}/#/event/${event.id}`);
    } finally {
      await second.close();
      if (secondDb !== database) await secondDb.close();
    }
  });

  it('go out once across a restart', async () => {
    const joiners = players.slice(0, 2);
    const event = await game(50, joiners);
    clock = at(27);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 3 });

    // The server stops and starts again on the same database (and address, which the members'
    // clients know); its sweep finds nothing to send.
    const port = Number(new URL(app.url).port);
    await app.close();
    await database.close();
    database = await openDatabase(target);
    app = await startInstance(database, port);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    expect(tally(await remindersAbout(event))).toEqual(roundFor(joiners));
  });

  it('are not sent when turned off, for a completed game, or before their time', async () => {
    const off = await game(52, players.slice(0, 1));
    const completed = await game(52, players.slice(0, 1));
    const later = await game(80, players.slice(0, 1));
    const missed = await game(54, players.slice(0, 1));
    await host.ok(UpdateEvent, { eventId: off.id, input: { reminderHoursBefore: 0 } });
    await database.db
      .update(events)
      .set({ status: 'completed' })
      .where(eq(events.id, completed.id));

    // 28 hours before `off` and `completed`, 30 before `missed`, 56 before `later`: none is due.
    clock = at(24);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    // A minute before `later`'s 24 hours: still nothing.
    clock = new Date(at(56).getTime() - 60_000);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    // Its 24 hours are up. `missed` started two hours ago without a sweep in its window (a
    // server down all day): a reminder for a game under way would be noise, so none goes out.
    clock = at(56);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 2 });
    expect(tally(await remindersAbout(later))).toEqual(roundFor(players.slice(0, 1)));
    expect(await remindersAbout(off)).toEqual([]);
    expect(await remindersAbout(completed)).toEqual([]);
    expect(await remindersAbout(missed)).toEqual([]);
  });

  it('go out again, with the new date, when the game moves', async () => {
    const joiners = players.slice(0, 2);
    const event = await game(200, joiners);
    clock = at(180);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 3 });
    // The host moves it almost six days later: the reminders sent were for the old date.
    const moved = at(332);
    await host.ok(UpdateEvent, { eventId: event.id, input: { startsAt: moved.toISOString() } });
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    clock = at(310);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 3 });
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });

    const mails = await remindersAbout(event);
    expect(tally(mails)).toEqual([...roundFor(joiners), ...roundFor(joiners)].sort());
    const newDate = formatEventDateWithZone(moved, 'America/Los_Angeles');
    expect(mails.slice(3).map((mail) => mail.props.eventDate)).toEqual([newDate, newDate, newDate]);
    expect(mails.slice(0, 3).every((mail) => mail.props.eventDate !== newDate)).toBe(true);
  });

  it("give the host the table's figures, and each player the time in their own zone", async () => {
    const joiners = players.slice(0, 6);
    const event = await game(400, joiners, 9);
    // Two people wait for a place (the waitlist is another part of issue 12; its rows suffice).
    const waiting = await Promise.all(
      ['wait1', 'wait2'].map((name) => createSeed(app).member(name)),
    );
    for (const [i, person] of waiting.entries()) {
      await database.db
        .insert(eventWaitlist)
        .values({ eventId: event.id, userId: person.id, joinedAt: new Date(T0 + i) });
    }
    await database.db
      .update(users)
      .set({ timezone: 'Europe/Berlin' })
      .where(eq(users.id, joiners[0]!.id));

    clock = at(377);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 7 });
    const mails = await remindersAbout(event);
    const summary = mails.find((mail) => mail.template === 'eventReminderSummary')!;
    expect(summary.to).toBe(host.email);
    expect(summary.props).toMatchObject({ seatsTaken: 7, seats: 9, waitlisted: 2 });
    expect(mails.map((mail) => mail.to)).not.toContain(waiting[0]!.email);

    const start = at(400);
    const dateFor = (email: string) => mails.find((mail) => mail.to === email)!.props.eventDate;
    expect(dateFor(joiners[0]!.email)).toBe(formatEventDateWithZone(start, 'Europe/Berlin'));
    expect(dateFor(joiners[1]!.email)).toBe(formatEventDateWithZone(start, 'America/Los_Angeles'));

    await eventually(
      () =>
        app.postmark.messages.some(
          (message) => message.To === host.email && message.Subject?.includes('7 of 9'),
        ),
      { what: "the host's summary to be sent" },
    );
    const sent = app.postmark.messages.find(
      (message) => message.To === host.email && message.Subject?.includes('7 of 9'),
    )!;
    expect(sent.Subject).toBe(
      'Friday Night Hold’em starts in 23 hours: 7 of 9 seats taken, 2 on the waitlist',
    );
    expect(sent.TextBody).toContain('7 of 9 seats taken, 2 on the waitlist.');
  });

  it('reach a player who joins after they went out, once, at the next sweep', async () => {
    const event = await game(600, players.slice(0, 2));
    clock = at(577);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 3 });

    const late = players[2]!;
    await late.join(event);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 1 });
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    const mails = await remindersAbout(event);
    expect(tally(mails)).toEqual(
      [...roundFor(players.slice(0, 2)), `eventReminder → ${late.email}`].sort(),
    );
    expect(mails.find((mail) => mail.to === late.email)!.props.startsIn).toBe('23 hours');
  });

  it('of a game created inside its window: players at once, the host’s summary once they had time to join', async () => {
    // Created at 620 h for 2 hours later, with 24-hour reminders: the window is already open.
    clock = at(620);
    const event = await host.createEvent({ startsAt: at(622).toISOString(), maxPlayers: 12 });
    await database.db.update(events).set({ createdAt: clock }).where(eq(events.id, event.id));
    const minutes = (n: number) => new Date(at(620).getTime() + n * 60_000);
    // The sweep right after creation: the host alone, so no summary yet, and no player to remind.
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });

    const first = players.slice(0, 4);
    for (const player of first) await player.join(event);
    clock = minutes(0.5);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 4 });
    clock = minutes(14);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 0, mails: 0 });
    // A quarter of an hour after creation the summary counts the table as it is then.
    clock = minutes(15);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 1 });

    // One more joins 30 minutes in: a reminder of their own, saying what is left as people say it.
    const late = players[4]!;
    await late.join(event);
    clock = new Date(at(622).getTime() - 89.9 * 60_000);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 1 });

    const mails = await remindersAbout(event);
    expect(tally(mails)).toEqual(roundFor([...first, late]));
    const summary = mails.find((mail) => mail.template === 'eventReminderSummary')!;
    expect(summary.props).toMatchObject({
      seatsTaken: 5,
      seats: 12,
      startsIn: '1 hour 45 minutes',
    });
    const startsIn = (player: Member) =>
      mails.find((mail) => mail.to === player.email)!.props.startsIn;
    expect(first.map(startsIn)).toEqual(['2 hours', '2 hours', '2 hours', '2 hours']);
    expect(startsIn(late)).toBe('1 hour 30 minutes');
  });

  it('of a game created 20 minutes before its start: the summary comes halfway there', async () => {
    clock = at(640);
    const event = await host.createEvent({
      startsAt: new Date(at(640).getTime() + 20 * 60_000).toISOString(),
    });
    await database.db.update(events).set({ createdAt: clock }).where(eq(events.id, event.id));
    await players[0]!.join(event);
    clock = new Date(at(640).getTime() + 9 * 60_000);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 1 });
    clock = new Date(at(640).getTime() + 10 * 60_000);
    expect(await app.app.reminders.runOnce()).toEqual({ events: 1, mails: 1 });
    const summary = (await remindersAbout(event)).find(
      (m) => m.template === 'eventReminderSummary',
    );
    expect(summary?.props).toMatchObject({ seatsTaken: 2, startsIn: '10 minutes' });
  });
});
