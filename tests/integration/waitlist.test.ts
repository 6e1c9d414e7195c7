// The waitlist through the API (issue 12, "Before the night"): a full event lets whoever may join
// it wait in line instead; a place that frees up goes to the first in line in the same
// transaction, with a "You're in" mail queued there too; the line shows names, in order.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, eventWaitlist } from '../../db/schema';
import { promoteFromWaitlist } from '../../server/events';
import { errorOf } from '../support/api';
import {
  JoinEventSeeingWaitlist,
  JoinWaitlist,
  LeaveEvent,
  LeaveWaitlist,
  RemoveEventPlayer,
  UpdateEvent,
  WaitlistedEvents,
  WaitlistOfEvent,
  type WaitlistedEvent,
} from '../support/operations';
import { queuedMail } from '../support/outbox';
import { seededApp, type Member } from '../support/seed';

const app = seededApp();

const ids = (list: { id: string }[]) => list.map((item) => item.id);

/** A host's event with room for `cap`, filled by `players` new members: full when cap = players + 1. */
async function fullGame(name: string, cap: number) {
  const host = await app.member(`${name}host`);
  const event = await host.createEvent({ maxPlayers: cap });
  const players = await app.seed.members(`${name}p`, cap - 1);
  for (const player of players) await player.join(event);
  return { host, event, players };
}

async function eventAs(member: Member, eventId: string): Promise<WaitlistedEvent> {
  return (await member.ok(WaitlistOfEvent, { id: eventId })).event!;
}

async function waitlistRows(eventId: string) {
  return app.t.database.db.select().from(eventWaitlist).where(eq(eventWaitlist.eventId, eventId));
}

async function youreInMails(to: string) {
  return queuedMail(app.t.database, to, 'waitlistPromoted');
}

describe('joining the waitlist', () => {
  it('is offered on a full event and puts the member at the end of the line, by name', async () => {
    const { host, event, players } = await fullGame('line', 3);
    const [ann, bob] = await app.seed.members('linew', 2);

    const before = await eventAs(ann!, event.id);
    expect(before.viewerCan).toEqual({
      join: false,
      acceptInvite: false,
      joinWaitlist: true,
      leaveWaitlist: false,
    });
    // Players and the host play already: nothing to wait for.
    expect((await eventAs(players[0]!, event.id)).viewerCan.joinWaitlist).toBe(false);
    expect((await eventAs(host, event.id)).viewerCan.joinWaitlist).toBe(false);

    const joined = (await ann!.ok(JoinWaitlist, { eventId: event.id })).joinWaitlist;
    expect(ids(joined.waitlist)).toEqual([ann!.id]);
    expect(joined.viewerCan).toMatchObject({ joinWaitlist: false, leaveWaitlist: true });
    expect(joined.playerCount).toBe(3);

    const second = (await bob!.ok(JoinWaitlist, { eventId: event.id })).joinWaitlist;
    expect(second.waitlist).toEqual([
      { id: ann!.id, displayName: 'Linew0' },
      { id: bob!.id, displayName: 'Linew1' },
    ]);
    // Everyone sees the line; the host sees who is next, too.
    expect(ids((await eventAs(host, event.id)).waitlist)).toEqual([ann!.id, bob!.id]);
    expect(ids((await eventAs(players[1]!, event.id)).waitlist)).toEqual([ann!.id, bob!.id]);
  });

  it('shows the line by names only: nobody reads a waiting person’s address', async () => {
    const { host, event, players } = await fullGame('privacy', 2);
    const waiter = await app.member('privacywaiter');
    await waiter.ok(JoinWaitlist, { eventId: event.id });
    const EMAILS = `query($id: ID!) { event(id: $id) { waitlist { displayName email } } }`;
    for (const viewer of [host, players[0]!]) {
      const { event: seen } = await viewer.ok(EMAILS, { id: event.id });
      expect(seen.waitlist).toEqual([{ displayName: 'Privacywaiter', email: null }]);
    }
  });

  it('twice is harmless and keeps the place in line', async () => {
    const { event } = await fullGame('twice', 2);
    const [first, second] = await app.seed.members('twicew', 2);
    await first!.ok(JoinWaitlist, { eventId: event.id });
    await second!.ok(JoinWaitlist, { eventId: event.id });
    const again = (await first!.ok(JoinWaitlist, { eventId: event.id })).joinWaitlist;
    expect(ids(again.waitlist)).toEqual([first!.id, second!.id]);
    expect(await waitlistRows(event.id)).toHaveLength(2);
  });

  it('is refused, with a reason, where it makes no sense', async () => {
    const { host, event, players } = await fullGame('refused', 2);
    const roomy = await host.createEvent({ maxPlayers: 5 });
    const outsider = await app.member('refusedout');

    expect(errorOf(await outsider.gql(JoinWaitlist, { eventId: roomy.id }))).toEqual({
      code: 'CONFLICT',
      message: 'This event has free places: join it instead',
    });
    expect((await eventAs(outsider, roomy.id)).viewerCan).toMatchObject({
      join: true,
      joinWaitlist: false,
    });
    for (const playing of [host, players[0]!]) {
      expect(errorOf(await playing.gql(JoinWaitlist, { eventId: event.id }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'You are already playing in this event',
      });
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await outsider.gql(JoinWaitlist, { eventId: missing }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Event not found',
    });
    expect(errorOf(await outsider.gql(JoinWaitlist, { eventId: 'not-an-id' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Event not found',
    });
    expect(errorOf(await app.t.anonymous().gql(JoinWaitlist, { eventId: event.id }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You must be logged in to perform this action',
    });
    expect(await waitlistRows(event.id)).toHaveLength(0);
    expect(await waitlistRows(roomy.id)).toHaveLength(0);
  });

  it('is closed once the event has started, and the line is no longer shown', async () => {
    const { event } = await fullGame('started', 2);
    const [early, late] = await app.seed.members('startedw', 2);
    await early!.ok(JoinWaitlist, { eventId: event.id });
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id));

    expect(errorOf(await late!.gql(JoinWaitlist, { eventId: event.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This event is no longer open',
    });
    const seen = await eventAs(early!, event.id);
    expect(seen.waitlist).toEqual([]);
    expect(seen.viewerCan).toMatchObject({ joinWaitlist: false, leaveWaitlist: false });
    expect((await early!.ok(WaitlistedEvents)).me.waitlistedEvents).toEqual([]);
  });

  it('lists the event on the waiting member’s dashboard, apart from the games they play', async () => {
    const { event } = await fullGame('dash', 2);
    const waiter = await app.member('dashwaiter');
    await waiter.ok(JoinWaitlist, { eventId: event.id });
    expect((await waiter.ok(WaitlistedEvents)).me).toEqual({
      waitlistedEvents: [{ id: event.id }],
      upcomingEvents: [],
    });
  });
});

describe('an invited member on the waitlist', () => {
  it('keeps the invitation while waiting, and declining takes them off the line', async () => {
    const { host, event } = await fullGame('invited', 2);
    const guest = await app.member('invitedguest');
    await host.ok(
      `mutation($id: ID!, $e: String!) { inviteToEvent(eventId: $id, emails: $e) { invited } }`,
      {
        id: event.id,
        e: guest.email,
      },
    );
    const INVITES = `query($id: ID!) { event(id: $id) { invitedEmails } }`;
    const PENDING = `query { me { pendingEventInvites { id } } }`;

    expect((await eventAs(guest, event.id)).viewerCan).toMatchObject({
      acceptInvite: false,
      joinWaitlist: true,
    });
    await guest.ok(JoinWaitlist, { eventId: event.id });
    expect((await host.ok(INVITES, { id: event.id })).event.invitedEmails).toEqual([guest.email]);
    expect((await guest.ok(PENDING)).me.pendingEventInvites).toEqual([{ id: event.id }]);

    await guest.ok(`mutation($id: ID!) { declineEventInvite(eventId: $id) }`, { id: event.id });
    expect(await waitlistRows(event.id)).toHaveLength(0);
    expect((await host.ok(INVITES, { id: event.id })).event.invitedEmails).toEqual([]);
  });
});

describe('leaving the waitlist', () => {
  it('takes one call and keeps everyone else’s order', async () => {
    const { event } = await fullGame('leave', 2);
    const [a, b, c] = await app.seed.members('leavew', 3);
    for (const member of [a, b, c]) await member!.ok(JoinWaitlist, { eventId: event.id });

    const left = (await b!.ok(LeaveWaitlist, { eventId: event.id })).leaveWaitlist;
    expect(ids(left.waitlist)).toEqual([a!.id, c!.id]);
    expect(left.viewerCan).toMatchObject({ joinWaitlist: true, leaveWaitlist: false });
    expect((await b!.ok(WaitlistedEvents)).me.waitlistedEvents).toEqual([]);

    // Back in line means the back of the line.
    const back = (await b!.ok(JoinWaitlist, { eventId: event.id })).joinWaitlist;
    expect(ids(back.waitlist)).toEqual([a!.id, c!.id, b!.id]);
  });

  it('is refused to someone not on it', async () => {
    const { event, players } = await fullGame('notwaiting', 2);
    const outsider = await app.member('notwaitingout');
    for (const who of [outsider, players[0]!]) {
      expect(errorOf(await who.gql(LeaveWaitlist, { eventId: event.id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'You are not on the waitlist for this event',
      });
    }
  });
});

describe('promotion', () => {
  it('a player’s leave gives the place to the first in line, who is e-mailed “You’re in” once', async () => {
    const { host, event, players } = await fullGame('promote', 3);
    const [first, second] = await app.seed.members('promotew', 2);
    await first!.ok(JoinWaitlist, { eventId: event.id });
    await second!.ok(JoinWaitlist, { eventId: event.id });

    const after = (await players[0]!.ok(LeaveEvent, { eventId: event.id })).leaveEvent;
    expect(ids(after.players)).toEqual([host.id, players[1]!.id, first!.id]);
    expect(ids(after.waitlist)).toEqual([second!.id]);
    expect(after.playerCount).toBe(3);
    expect(after.viewerCan).toMatchObject({ join: false, joinWaitlist: true });

    const mails = await youreInMails(first!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      props: {
        eventTitle: 'Friday Night Hold’em',
        eventLocation: '12 Elm Street Springfield',
        eventBuyIn: '$20.00',
        eventLink: `${app.t.url}/#/event/${event.id}`,
      },
      replyTo: host.email,
    });
    expect(await youreInMails(second!.email)).toHaveLength(0);
    expect(await youreInMails(players[0]!.email)).toHaveLength(0);

    const promoted = await eventAs(first!, event.id);
    expect(promoted.viewerCan).toMatchObject({ leaveWaitlist: false, joinWaitlist: false });
    expect((await first!.ok(WaitlistedEvents)).me).toEqual({
      waitlistedEvents: [],
      upcomingEvents: [{ id: event.id }],
    });
  });

  it('a promoted invitee’s invitation is answered by the promotion', async () => {
    const { host, event, players } = await fullGame('promoinv', 2);
    const guest = await app.member('promoinvguest');
    await event.invite(guest);
    await guest.ok(JoinWaitlist, { eventId: event.id });
    await players[0]!.ok(LeaveEvent, { eventId: event.id });
    const INVITES = `query($id: ID!) { event(id: $id) { invitedEmails players { id } } }`;
    const seen = (await host.ok(INVITES, { id: event.id })).event;
    expect(seen.invitedEmails).toEqual([]);
    expect(ids(seen.players)).toEqual([host.id, guest.id]);
  });

  it('a leave with nobody waiting just frees the place', async () => {
    const { event, players } = await fullGame('nobody', 3);
    const after = (await players[0]!.ok(LeaveEvent, { eventId: event.id })).leaveEvent;
    expect(after.playerCount).toBe(2);
    expect(after.waitlist).toEqual([]);
  });

  it('the host’s removing a player gives the place to the first in line', async () => {
    const { host, event, players } = await fullGame('removal', 3);
    const [first, second] = await app.seed.members('removalw', 2);
    await first!.ok(JoinWaitlist, { eventId: event.id });
    await second!.ok(JoinWaitlist, { eventId: event.id });

    const after = (await host.ok(RemoveEventPlayer, { eventId: event.id, userId: players[1]!.id }))
      .removeEventPlayer;
    expect(ids(after.players)).toEqual([host.id, players[0]!.id, first!.id]);
    expect(ids(after.waitlist)).toEqual([second!.id]);
    expect(await youreInMails(first!.email)).toHaveLength(1);
    expect((await eventAs(players[1]!, event.id)).viewerCan).toMatchObject({ joinWaitlist: true });

    // Removing someone who does not play (any more) changes nothing.
    const again = (await host.ok(RemoveEventPlayer, { eventId: event.id, userId: players[1]!.id }))
      .removeEventPlayer;
    expect(ids(again.players)).toEqual([host.id, players[0]!.id, first!.id]);
    expect(ids(again.waitlist)).toEqual([second!.id]);
    expect(await youreInMails(second!.email)).toHaveLength(0);
  });

  it('removing players is the host’s, and never the host themself', async () => {
    const { host, event, players } = await fullGame('removeperm', 3);
    const CAN = `query($id: ID!) { event(id: $id) { viewerCan { removePlayer } } }`;
    expect((await host.ok(CAN, { id: event.id })).event.viewerCan.removePlayer).toBe(true);
    expect((await players[0]!.ok(CAN, { id: event.id })).event.viewerCan.removePlayer).toBe(false);

    const byPlayer = await players[0]!.gql(RemoveEventPlayer, {
      eventId: event.id,
      userId: players[1]!.id,
    });
    expect(errorOf(byPlayer)).toEqual({ code: 'FORBIDDEN', message: 'Only the host can do this' });
    const self = await host.gql(RemoveEventPlayer, { eventId: event.id, userId: host.id });
    expect(errorOf(self)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The host cannot be removed from the event',
    });
    expect((await eventAs(host, event.id)).playerCount).toBe(3);
  });

  it('a cap the host raises fills every place it frees, first in line first', async () => {
    const { host, event, players } = await fullGame('raise', 2);
    const waiters = await app.seed.members('raisew', 4);
    for (const waiter of waiters) await waiter.ok(JoinWaitlist, { eventId: event.id });

    await host.ok(UpdateEvent, { eventId: event.id, input: { maxPlayers: 5 } });
    const promoted = waiters.slice(0, 3).map((w) => w.id);
    const seen = await eventAs(host, event.id);
    expect(ids(seen.players)).toEqual([host.id, players[0]!.id, ...promoted]);
    expect(seen.playerCount).toBe(5);
    expect(ids(seen.waitlist)).toEqual([waiters[3]!.id]);
    for (const waiter of waiters.slice(0, 3))
      expect(await youreInMails(waiter.email)).toHaveLength(1);
    expect(await youreInMails(waiters[3]!.email)).toHaveLength(0);

    // A full event promotes nobody, and says so.
    const { db } = app.t.database;
    expect(
      await db.transaction((tx) =>
        promoteFromWaitlist(tx, event.id, { services: app.t.app.services }),
      ),
    ).toEqual([]);
  });

  it('a promoted player who joins the event themself is off the line', async () => {
    const { event } = await fullGame('selfjoin', 2);
    const waiter = await app.member('selfjoinw');
    await waiter.ok(JoinWaitlist, { eventId: event.id });
    // The cap is raised without promoting anyone (as a bare update would): joining is then open.
    await app.t.database.db.update(events).set({ maxPlayers: 3 }).where(eq(events.id, event.id));
    const joined = (await waiter.ok(JoinEventSeeingWaitlist, { eventId: event.id })).joinEvent;
    expect(joined.waitlist).toEqual([]);
    expect(await waitlistRows(event.id)).toHaveLength(0);
  });
});

describe('the end of an event', () => {
  it('recording the winners empties the line', async () => {
    const { host, event, players } = await fullGame('ended', 2);
    const waiter = await app.member('endedw');
    await waiter.ok(JoinWaitlist, { eventId: event.id });
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id));
    await host.ok(
      `mutation($id: ID!, $w: [WinnerInput!]!) { setWinners(eventId: $id, winners: $w) { id } }`,
      { id: event.id, w: [{ place: 1, userId: players[0]!.id, prizeCents: 4000 }] },
    );
    expect(await waitlistRows(event.id)).toHaveLength(0);
  });

  it('cancelling takes the event off the waiting member’s dashboard', async () => {
    const { host, event } = await fullGame('cancelled', 2);
    const waiter = await app.member('cancelledw');
    await waiter.ok(JoinWaitlist, { eventId: event.id });
    await host.ok(`mutation($id: ID!) { cancelEvent(eventId: $id) }`, { id: event.id });
    expect((await waiter.ok(WaitlistedEvents)).me.waitlistedEvents).toEqual([]);
    const rows = await app.t.database.db
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, waiter.id)));
    expect(rows).toHaveLength(0);
  });
});
