// Editing an event and running it again (issue 12): updateEvent, duplicateEvent and
// createEventSeries through the API, on PGlite and Postgres alike — who may, every message, the
// cap that cannot drop below the players, the "new date / location" mail (once to each player and
// invitee, in their own zone, to nobody else, and never for a new title), what a copy carries
// over and whom it invites, and a series' dates across a change of summer time.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events } from '../../db/schema';
import { errorOf } from '../support/api';
import {
  AddTable,
  CreateEventSeries,
  DuplicateEvent,
  EditableEventById,
  UpdateEvent,
  UpdateProfile,
  type UpdateEventInput,
} from '../support/operations';
import { queuedMail } from '../support/outbox';
import { eventInput, inDays, seededApp, type Member } from '../support/seed';

const app = seededApp();

const FORBIDDEN_HOST = { code: 'FORBIDDEN', message: 'Only the host can do this' };
const UNVERIFIED = {
  code: 'EMAIL_NOT_VERIFIED',
  message: 'Please verify your email address to continue.',
};
const SIGNED_OUT = {
  code: 'UNAUTHENTICATED',
  message: 'You must be logged in to perform this action',
};

/** The event as its host sees it. */
async function read(host: Member, id: string) {
  return (await host.ok(EditableEventById, { id })).event!;
}

async function mailTo(email: string, template: string) {
  return queuedMail(app.t.database, email, template);
}

/** A host's upcoming game with two players and an invited member. */
async function game(options: { maxPlayers?: number } = {}) {
  const [host, player, other, invited, stranger] = await Promise.all([
    app.member('edithost'),
    app.member('editplayer'),
    app.member('editother'),
    app.member('editinvited'),
    app.member('editstranger'),
  ]);
  const event = await host.createEvent({
    title: 'Edit Night',
    startsAt: '2030-03-08T03:00:00.000Z',
    location: '12 Elm Street',
    buyInCents: 2000,
    maxPlayers: options.maxPlayers ?? 6,
  });
  await player.join(event);
  await other.join(event);
  await event.invite(invited, 'guest.without.account@example.com');
  return { host, player, other, invited, stranger, event };
}

describe('updateEvent: who may', () => {
  it('is the host’s, while upcoming; viewerCan.edit says so to each', async () => {
    const { host, player, invited, stranger, event } = await game();
    const before = await read(host, event.id);
    expect(before.viewerCan.edit).toBe(true);
    for (const other of [player, invited, stranger]) {
      expect((await other.ok(EditableEventById, { id: event.id })).event!.viewerCan.edit).toBe(
        false,
      );
      expect(
        errorOf(await other.gql(UpdateEvent, { eventId: event.id, input: { title: 'Mine' } })),
      ).toEqual(FORBIDDEN_HOST);
    }
    const unverified = await app.t.register('editunverified');
    expect(
      errorOf(await unverified.gql(UpdateEvent, { eventId: event.id, input: { title: 'Mine' } })),
    ).toEqual(UNVERIFIED);
    expect(
      errorOf(
        await app.t.anonymous().gql(UpdateEvent, { eventId: event.id, input: { title: 'Mine' } }),
      ),
    ).toEqual(SIGNED_OUT);
    expect(await read(host, event.id)).toEqual(before);

    const { updateEvent } = await host.ok(UpdateEvent, {
      eventId: event.id,
      input: {
        title: '  Edited Night  ',
        buyInCents: 5000,
        maxPlayers: 9,
        description: 'Bring chips',
        reminderHoursBefore: 0,
      },
    });
    expect(updateEvent).toMatchObject({
      title: 'Edited Night',
      buyInCents: 5000,
      maxPlayers: 9,
      description: 'Bring chips',
      reminderHoursBefore: 0,
      // Left out: unchanged.
      location: '12 Elm Street',
      startsAt: '2030-03-08T03:00:00.000Z',
    });
    // An empty description removes it; nothing else moves.
    const cleared = await host.ok(UpdateEvent, { eventId: event.id, input: { description: '' } });
    expect(cleared.updateEvent).toMatchObject({ description: null, title: 'Edited Night' });
  });

  it('refuses an event that has started, or does not exist', async () => {
    const { host, event } = await game();
    expect(
      errorOf(
        await host.gql(UpdateEvent, {
          eventId: '00000000-0000-4000-8000-000000000000',
          input: { title: 'X' },
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: 'Event not found' });
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3600_000) })
      .where(eq(events.id, event.id));
    expect((await read(host, event.id)).viewerCan.edit).toBe(false);
    expect(
      errorOf(await host.gql(UpdateEvent, { eventId: event.id, input: { title: 'Late' } })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'This event is no longer open' });
  });
});

describe('updateEvent: messages', () => {
  const cases: [UpdateEventInput, string][] = [
    [{ title: '   ' }, 'Event title is required'],
    [{ title: 'x'.repeat(121) }, 'Event title must be at most 120 characters'],
    [{ location: ' ' }, 'Location is required'],
    [{ startsAt: inDays(-1) }, 'Event date must be in the future'],
    [{ buyInCents: -1 }, 'Valid buy-in amount is required'],
    [{ buyInCents: 100_000_001 }, 'Buy-in must be at most $1,000,000'],
    [{ maxPlayers: 1 }, 'Maximum players must be at least 2'],
    [{ reminderHoursBefore: 169 }, 'Reminder must be a whole number of hours from 0 (off) to 168'],
    [{ reminderHoursBefore: -1 }, 'Reminder must be a whole number of hours from 0 (off) to 168'],
    // Three play (the host and two players): the cap may go to 3, not below.
    [{ maxPlayers: 2 }, 'Max players cannot be lower than the 3 players already attending'],
  ];

  it('answers every refusal with the create form’s message (or the cap’s), changing nothing and mailing nobody', async () => {
    const { host, player, event } = await game();
    const before = await read(host, event.id);
    for (const [input, message] of cases) {
      const result = await host.gql(UpdateEvent, { eventId: event.id, input });
      expect({ input, ...errorOf(result) }).toEqual({ input, code: 'BAD_USER_INPUT', message });
    }
    // A refusal with a new date in it changes nothing, so it tells nobody either.
    const refused = await host.gql(UpdateEvent, {
      eventId: event.id,
      input: { startsAt: '2030-03-09T03:00:00.000Z', maxPlayers: 2 },
    });
    expect(errorOf(refused).message).toBe(
      'Max players cannot be lower than the 3 players already attending',
    );
    expect(await read(host, event.id)).toEqual(before);
    expect(await mailTo(player.email, 'eventUpdated')).toEqual([]);

    const atCap = await host.ok(UpdateEvent, { eventId: event.id, input: { maxPlayers: 3 } });
    expect(atCap.updateEvent.maxPlayers).toBe(3);
  });
});

describe('updateEvent: who hears about it', () => {
  it('mails a new date and location once to each player and invitee, in their zone, and to nobody else', async () => {
    const { host, player, other, invited, stranger, event } = await game();
    await player.ok(UpdateProfile, { displayName: 'Editplayer', timezone: 'America/New_York' });

    // A new title, buy-in or cap tells nobody.
    await host.ok(UpdateEvent, {
      eventId: event.id,
      input: { title: 'Renamed Night', buyInCents: 3000, maxPlayers: 7 },
    });
    for (const who of [host, player, other, invited, stranger]) {
      expect(await mailTo(who.email, 'eventUpdated')).toEqual([]);
    }

    await host.ok(UpdateEvent, {
      eventId: event.id,
      input: { startsAt: '2030-03-09T04:00:00.000Z', location: '4 Oak Road' },
    });
    const guest = 'guest.without.account@example.com';
    for (const email of [player.email, other.email, invited.email, guest]) {
      const mails = await mailTo(email, 'eventUpdated');
      expect(mails).toHaveLength(1);
    }
    for (const who of [host, stranger]) expect(await mailTo(who.email, 'eventUpdated')).toEqual([]);

    const [toPlayer] = await mailTo(player.email, 'eventUpdated');
    expect(toPlayer!.payload.props).toEqual({
      eventTitle: 'Renamed Night',
      hostName: 'Edithost',
      changes: [
        {
          what: 'When',
          before: 'Thursday, March 7, 2030 at 10:00 PM (Eastern time)',
          after: 'Friday, March 8, 2030 at 11:00 PM (Eastern time)',
        },
        { what: 'Where', before: '12 Elm Street', after: '4 Oak Road' },
      ],
      eventLink: `${app.t.url}/#/event/${event.id}`,
    });
    // An address with no account reads the host's zone (Pacific).
    const [toGuest] = await mailTo(guest, 'eventUpdated');
    expect((toGuest!.payload.props as { changes: unknown[] }).changes[0]).toEqual({
      what: 'When',
      before: 'Thursday, March 7, 2030 at 7:00 PM (Pacific time)',
      after: 'Friday, March 8, 2030 at 8:00 PM (Pacific time)',
    });

    // The same values again are no change: nobody hears twice.
    await host.ok(UpdateEvent, {
      eventId: event.id,
      input: { startsAt: '2030-03-09T04:00:00.000Z', location: ' 4 Oak Road ' },
    });
    expect(await mailTo(other.email, 'eventUpdated')).toHaveLength(1);

    // A new location alone says only that.
    await host.ok(UpdateEvent, { eventId: event.id, input: { location: '9 Pine Lane' } });
    const mails = await mailTo(other.email, 'eventUpdated');
    expect(mails).toHaveLength(2);
    const latest = mails.find(
      (m) => (m.payload.props as { changes: { what: string }[] }).changes.length === 1,
    );
    expect((latest!.payload.props as { changes: unknown[] }).changes).toEqual([
      { what: 'Where', before: '4 Oak Road', after: '9 Pine Lane' },
    ]);
    // The worker sends each with its subject.
    const sent = await app.t.postmark.waitForMessage(
      (m) => m.To === invited.email && m.Tag === 'eventUpdated',
      15_000,
    );
    expect(sent.Subject).toBe('New date and location: Renamed Night');
  });

  it('updates the open event page of a player live', async () => {
    const { host, player, event } = await game();
    const sub = await app.t.listen(
      player,
      `subscription($id: ID!) { eventChanged(id: $id) { id title maxPlayers } }`,
      { id: event.id },
    );
    await host.ok(UpdateEvent, {
      eventId: event.id,
      input: { title: 'Live Night', maxPlayers: 8 },
    });
    const pushed = await sub.until((r) => r.data?.eventChanged?.title === 'Live Night');
    expect(pushed.data.eventChanged.maxPlayers).toBe(8);
    await sub.close();
  });
});

describe('duplicateEvent', () => {
  it('copies the event to a new date with its tables and invites its previous players', async () => {
    const { host, player, other, invited, stranger, event } = await game();
    await host.ok(UpdateEvent, {
      eventId: event.id,
      input: { description: 'Cash at the door', reminderHoursBefore: 6, maxPlayers: 7 },
    });
    await host.ok(AddTable, { eventId: event.id, name: 'Main', maxSeats: 9 });
    await host.ok(AddTable, { eventId: event.id, name: 'Side', maxSeats: 6 });

    // Not the host's to copy.
    for (const who of [player, stranger]) {
      expect(
        errorOf(await who.gql(DuplicateEvent, { eventId: event.id, startsAt: inDays(30) })),
      ).toEqual(FORBIDDEN_HOST);
    }
    const unverified = await app.t.register('dupunverified');
    expect(
      errorOf(await unverified.gql(DuplicateEvent, { eventId: event.id, startsAt: inDays(30) })),
    ).toEqual(UNVERIFIED);
    expect(
      errorOf(await host.gql(DuplicateEvent, { eventId: event.id, startsAt: inDays(-2) })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'Event date must be in the future' });

    const startsAt = '2030-03-15T03:00:00.000Z';
    const { duplicateEvent: copy } = await host.ok(DuplicateEvent, {
      eventId: event.id,
      startsAt,
    });
    expect(copy.id).not.toBe(event.id);
    expect(copy).toMatchObject({
      title: 'Edit Night',
      description: 'Cash at the door',
      startsAt,
      location: '12 Elm Street',
      buyInCents: 2000,
      maxPlayers: 7,
      reminderHoursBefore: 6,
      status: 'UPCOMING',
      group: null,
      players: [{ id: host.id }],
      tables: [
        { name: 'Main', maxSeats: 9 },
        { name: 'Side', maxSeats: 6 },
      ],
    });
    // Its previous players are invited, with the usual invitation mail; those merely invited
    // to the old one are not.
    expect([...copy.invitedEmails!].sort()).toEqual([player.email, other.email].sort());
    for (const who of [player, other]) {
      const mails = await mailTo(who.email, 'eventInvite');
      expect(mails.map((m) => (m.payload.props as { eventLink: string }).eventLink)).toContain(
        `${app.t.url}/#/event/${copy.id}`,
      );
    }
    expect(await mailTo(invited.email, 'eventInvite')).toHaveLength(1); // the first event's only
    // The original is untouched.
    expect((await read(host, event.id)).startsAt).toBe('2030-03-08T03:00:00.000Z');
  });

  it('copies a past group game, inviting the group', async () => {
    const host = await app.member('dupgrouphost');
    const mate = await app.member('dupmate');
    const group = await host.createGroup('Dup Regulars');
    await group.add(mate);
    const past = await host.createEvent({
      group,
      startsAt: inDays(-3),
      playerIds: [mate.id],
    });
    const { duplicateEvent: copy } = await host.ok(DuplicateEvent, {
      eventId: past.id,
      startsAt: inDays(4),
    });
    expect(copy.group).toEqual({ id: group.id });
    expect(copy.invitedEmails).toEqual([mate.email]);
    // A group event may be recorded in the past, but a copy is a game to be played.
    expect(
      errorOf(await host.gql(DuplicateEvent, { eventId: past.id, startsAt: inDays(-1) })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'Event date must be in the future' });
  });
});

describe('createEventSeries', () => {
  it('creates every N weeks at the same wall-clock time in the host’s zone across the end of summer time', async () => {
    const host = await app.member('serieshost');
    const regular = await app.member('seriesregular');
    await host.ok(UpdateProfile, { displayName: 'Serieshost', timezone: 'America/New_York' });
    // A previous attendee to invite.
    await regular.join(await host.createEvent({ startsAt: inDays(2) }));

    const { createEventSeries } = await host.ok(CreateEventSeries, {
      // Friday 25 October 2030, 7 PM EDT; summer time ends on 3 November.
      input: eventInput({
        title: 'Weekly',
        startsAt: '2030-10-25T23:00:00.000Z',
        inviteUserIds: [regular.id],
        reminderHoursBefore: 12,
      }),
      recurrence: { everyWeeks: 1, count: 3 },
    });
    expect(createEventSeries.map((e) => e.startsAt)).toEqual([
      '2030-10-25T23:00:00.000Z',
      '2030-11-01T23:00:00.000Z',
      // 7 PM EST is an hour later in UTC.
      '2030-11-09T00:00:00.000Z',
    ]);
    for (const event of createEventSeries) {
      expect(event).toMatchObject({
        title: 'Weekly',
        reminderHoursBefore: 12,
        players: [{ id: host.id }],
        invitedEmails: [regular.email],
      });
    }
    // Each an ordinary event with its own invitation.
    expect(await mailTo(regular.email, 'eventInvite')).toHaveLength(3);

    const fortnightly = await host.ok(CreateEventSeries, {
      input: eventInput({ startsAt: '2030-10-25T23:00:00.000Z' }),
      recurrence: { everyWeeks: 2, count: 2 },
    });
    expect(fortnightly.createEventSeries.map((e) => e.startsAt)).toEqual([
      '2030-10-25T23:00:00.000Z',
      '2030-11-09T00:00:00.000Z',
    ]);
  });

  it('refuses a recurrence out of bounds, a past start and a bad field, creating nothing', async () => {
    const host = await app.member('seriesrefused');
    const count = async () =>
      (await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id))).length;
    const refusals: [Parameters<typeof host.gql>[1], string][] = [
      [
        { input: eventInput(), recurrence: { everyWeeks: 0, count: 3 } },
        'Repeat every 1 to 4 weeks',
      ],
      [
        { input: eventInput(), recurrence: { everyWeeks: 5, count: 3 } },
        'Repeat every 1 to 4 weeks',
      ],
      [
        { input: eventInput(), recurrence: { everyWeeks: 1, count: 1 } },
        'A series has 2 to 26 events',
      ],
      [
        { input: eventInput(), recurrence: { everyWeeks: 1, count: 27 } },
        'A series has 2 to 26 events',
      ],
      [
        { input: eventInput({ startsAt: inDays(-1) }), recurrence: { everyWeeks: 1, count: 2 } },
        'Event date must be in the future',
      ],
      [
        { input: eventInput({ title: ' ' }), recurrence: { everyWeeks: 1, count: 2 } },
        'Event title is required',
      ],
      // The last of the series would fall after 2100: none is created.
      [
        {
          input: eventInput({ startsAt: '2100-12-10T20:00:00.000Z' }),
          recurrence: { everyWeeks: 4, count: 3 },
        },
        'Dates must be between the years 2000 and 2100',
      ],
    ];
    for (const [variables, message] of refusals) {
      expect(errorOf(await host.gql(CreateEventSeries, variables as never))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await count()).toBe(0);
    const unverified = await app.t.register('seriesunverified');
    expect(
      errorOf(
        await unverified.gql(CreateEventSeries, {
          input: eventInput(),
          recurrence: { everyWeeks: 1, count: 2 },
        }),
      ),
    ).toEqual(UNVERIFIED);
    expect(
      errorOf(
        await app.t.anonymous().gql(CreateEventSeries, {
          input: eventInput(),
          recurrence: { everyWeeks: 1, count: 2 },
        }),
      ),
    ).toEqual(SIGNED_OUT);
  });

  it('is all or nothing when an invitation is refused', async () => {
    const host = await app.member('seriesall');
    const stranger = await app.member('seriesstranger');
    expect(
      errorOf(
        await host.gql(CreateEventSeries, {
          input: eventInput({ inviteUserIds: [stranger.id] }),
          recurrence: { everyWeeks: 1, count: 4 },
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You can invite only people who have played with you or share a group with you',
    });
    const rows = await app.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, stranger.email), eq(emailOutbox.template, 'eventInvite')));
    expect(rows).toEqual([]);
    expect(
      await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id)),
    ).toEqual([]);
  });
});
