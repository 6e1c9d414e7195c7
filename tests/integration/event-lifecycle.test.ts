// The event lifecycle through the API (issue 8, "Event lifecycle"): an event is UPCOMING until it
// starts, IN_PROGRESS from its start until results are recorded, then COMPLETED. Results can be
// recorded only once it has started; lists, stats, pending invitations and viewerCan all use that
// one definition (core/lifecycle.ts). Time passing is simulated by moving an event's start into
// the past in the database: nothing else touches the database behind the API's back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events, eventWinners } from '../../db/schema';
import { errorOf } from '../support/api';
import { InviteToEvent, JoinEvent } from '../support/operations';
import { inDays, seededApp, type EventDetails, type Member } from '../support/seed';

const HOUR = 60 * 60 * 1000;
const CAN = `viewerCan { join acceptInvite leave invite cancel setWinners }`;
const EVENT = `query($id: ID!) { event(id: $id) { id status ${CAN} winners { place } } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { id } }`;
const CANCEL = `mutation($id: ID!) { cancelEvent(eventId: $id) }`;
const SET_WINNERS = `mutation($id: ID!, $winners: [WinnerInput!]!) { setWinners(eventId: $id, winners: $winners) { id status winners { place user { id } } } }`;
/** Creating a game recorded after the fact, with the players and invitations it asserts on. */
const PLAYED = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id status players { id } invitedEmails } }`;
const GROUP_LISTS = `query($id: ID!) { group(id: $id) { upcomingEvents { id } pastEvents { id } } }`;
const LISTS = `{ me {
  stats { gamesPlayed gamesWon upcomingGames }
  upcomingEvents { id } pastEvents { id } pendingEventInvites { id } } }`;

const NO_LONGER_OPEN = { code: 'BAD_USER_INPUT', message: 'This event is no longer open' };

const app = seededApp();

const member = app.member;
const ids = (list: { id: string }[]) => list.map((e) => e.id);

/** An event three days from now, unless `details` say otherwise. */
const createEvent = (host: Member, details: EventDetails = {}) =>
  host.createEvent({
    title: 'Lifecycle Night',
    startsAt: inDays(3),
    location: '8 Clock Street',
    buyInCents: 2000,
    maxPlayers: 6,
    ...details,
  });

/** The clock moves on: the event started `hours` ago. */
async function startedHoursAgo(eventId: string, hours: number) {
  await app.t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(events.id, eventId));
}

/** A host, a player and an invited member of an event that has started, without results. */
async function startedGame() {
  const host = await member('clockhost');
  const player = await member('clockplayer');
  const invitee = await member('clockinvitee');
  const event = await createEvent(host);
  await player.join(event);
  await event.invite(invitee);
  const { id } = event;
  await startedHoursAgo(id, 2);
  return { host, player, invitee, id };
}

describe('results only once the event has started', () => {
  it('refuses winners for an event that has not started, changing nothing', async () => {
    const host = await member('eagerhost');
    const player = await member('eagerplayer');
    const event = await createEvent(host);
    await player.join(event);
    const { id } = event;
    expect((await host.ok(EVENT, { id })).event.viewerCan.setWinners).toBe(false);

    const result = await host.gql(SET_WINNERS, {
      id,
      winners: [{ place: 1, userId: player.id, prizeCents: 5000 }],
    });
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Winners can be recorded once the event has started',
    });
    expect(
      await app.t.database.db.select().from(eventWinners).where(eq(eventWinners.eventId, id)),
    ).toEqual([]);
    expect((await host.ok(EVENT, { id })).event.status).toBe('UPCOMING');
    const { me } = await player.ok(LISTS);
    expect(me.stats).toEqual({ gamesPlayed: 0, gamesWon: 0, upcomingGames: 1 });
    expect(ids(me.upcomingEvents)).toEqual([id]);
  });

  it('records winners once started: COMPLETED, in history and stats, not upcoming', async () => {
    const { host, player, id } = await startedGame();
    expect((await host.ok(EVENT, { id })).event).toMatchObject({
      status: 'IN_PROGRESS',
      viewerCan: { setWinners: true },
    });
    const saved = (
      await host.ok(SET_WINNERS, {
        id,
        winners: [{ place: 1, userId: player.id, prizeCents: 5000 }],
      })
    ).setWinners;
    expect(saved.status).toBe('COMPLETED');
    const { me } = await player.ok(LISTS);
    expect(me.stats).toEqual({ gamesPlayed: 1, gamesWon: 1, upcomingGames: 0 });
    expect(ids(me.upcomingEvents)).toEqual([]);
    expect(ids(me.pastEvents)).toEqual([id]);
    // Winners can still be updated.
    const again = await host.gql(SET_WINNERS, {
      id,
      winners: [{ place: 1, userId: host.id, prizeCents: 5000 }],
    });
    expect(again.errors).toBeUndefined();
  });
});

describe('an event that has started but has no results', () => {
  it('is IN_PROGRESS, offers only results to the host, and nothing to anyone else', async () => {
    const { host, player, invitee, id } = await startedGame();
    const none = { join: false, acceptInvite: false, leave: false, invite: false, cancel: false };
    expect((await host.ok(EVENT, { id })).event).toMatchObject({
      status: 'IN_PROGRESS',
      viewerCan: { ...none, setWinners: true },
    });
    for (const viewer of [player, invitee, await member('clockstranger')]) {
      expect((await viewer.ok(EVENT, { id })).event).toMatchObject({
        status: 'IN_PROGRESS',
        viewerCan: { ...none, setWinners: false },
      });
    }
  });

  it('refuses joining, accepting, leaving, inviting and cancelling, changing nothing', async () => {
    const { host, player, invitee, id } = await startedGame();
    const stranger = await member('latecomer');
    expect(errorOf(await stranger.gql(JoinEvent, { eventId: id }))).toEqual(NO_LONGER_OPEN);
    expect(errorOf(await invitee.gql(JoinEvent, { eventId: id }))).toEqual(NO_LONGER_OPEN);
    expect(errorOf(await player.gql(LEAVE, { id }))).toEqual(NO_LONGER_OPEN);
    expect(
      errorOf(await host.gql(InviteToEvent, { eventId: id, emails: 'late@example.com' })),
    ).toEqual(NO_LONGER_OPEN);
    expect(errorOf(await host.gql(CANCEL, { id }))).toEqual(NO_LONGER_OPEN);
    const players = `query($id: ID!) { event(id: $id) { players { id } invitedEmails } }`;
    expect((await host.ok(players, { id })).event).toEqual({
      players: [{ id: host.id }, { id: player.id }],
      invitedEmails: [invitee.email],
    });
  });

  it('is history for everyone: not upcoming, not pending, not counted as upcoming or played', async () => {
    const { host, player, invitee, id } = await startedGame();
    for (const viewer of [host, player]) {
      const { me } = await viewer.ok(LISTS);
      expect(ids(me.upcomingEvents)).toEqual([]);
      expect(ids(me.pastEvents)).toEqual([id]);
      expect(me.stats).toEqual({ gamesPlayed: 0, gamesWon: 0, upcomingGames: 0 });
    }
    expect(ids((await invitee.ok(LISTS)).me.pendingEventInvites)).toEqual([]);
  });
});

describe('lists and stats agree', () => {
  it('upcomingGames counts exactly the dashboard’s upcoming events, on every screen', async () => {
    const host = await member('agreehost');
    const agreeable = await host.createGroup('Agreeable');
    const future = await createEvent(host, { group: agreeable });
    const started = await createEvent(host, { group: agreeable });
    const finished = await createEvent(host, { group: agreeable, startsAt: inDays(-2) });
    expect(finished.status).toBe('IN_PROGRESS'); // a game recorded after the fact
    await startedHoursAgo(started.id, 1);
    await host.ok(SET_WINNERS, {
      id: finished.id,
      winners: [{ place: 1, userId: host.id, prizeCents: 100 }],
    });

    const { me } = await host.ok(LISTS);
    expect(ids(me.upcomingEvents)).toEqual([future.id]);
    expect(me.stats).toEqual({ gamesPlayed: 1, gamesWon: 1, upcomingGames: 1 });
    expect(ids(me.pastEvents)).toEqual([started.id, finished.id]);
    const { group } = await host.ok(GROUP_LISTS, { id: agreeable.id });
    expect(ids(group.upcomingEvents)).toEqual([future.id]);
    expect(ids(group.pastEvents)).toEqual([started.id, finished.id]);
  });
});

describe('a game recorded after the fact', () => {
  /** A group of three: the host and two members who accepted. */
  async function regulars() {
    const host = await member('afterhost');
    const [played, stayedHome] = [await member('afterplayed'), await member('afterhome')];
    const group = await host.createGroup('After the Fact');
    await group.add(played, stayedHome);
    return { host, played, stayedHome, groupId: group.id };
  }
  const lastNight = () => inDays(-1);
  const invitationMailsTo = async (address: string) =>
    (await app.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address))).filter(
      (row) => row.template === 'eventInvite',
    );

  it('comes with who played, invites and e-mails nobody, and takes its results', async () => {
    const { host, played, stayedHome, groupId } = await regulars();
    const { createEvent } = await host.ok(PLAYED, {
      input: {
        title: 'Last Night',
        startsAt: lastNight(),
        location: 'Back room',
        buyInCents: 1000,
        maxPlayers: 6,
        groupId,
        playerIds: [played.id],
      },
    });
    expect(createEvent).toEqual({
      id: expect.any(String),
      status: 'IN_PROGRESS',
      players: [{ id: host.id }, { id: played.id }],
      invitedEmails: [],
    });
    expect(await invitationMailsTo(played.email)).toEqual([]);
    expect(await invitationMailsTo(stayedHome.email)).toEqual([]);
    expect(ids((await played.ok(LISTS)).me.pastEvents)).toEqual([createEvent.id]);
    expect(ids((await stayedHome.ok(LISTS)).me.pastEvents)).toEqual([]);

    await host.ok(SET_WINNERS, {
      id: createEvent.id,
      winners: [{ place: 1, userId: played.id, prizeCents: 6000 }],
    });
    expect((await played.ok(LISTS)).me.stats).toEqual({
      gamesPlayed: 1,
      gamesWon: 1,
      upcomingGames: 0,
    });
  });

  it('refuses players for an upcoming event, invitations for a started one, and strangers', async () => {
    const { host, played, stayedHome, groupId } = await regulars();
    const stranger = await member('afterstranger');
    const input = (extra: Record<string, unknown>) => ({
      input: {
        title: 'Nope',
        location: 'Nowhere',
        buyInCents: 0,
        maxPlayers: 3,
        groupId,
        ...extra,
      },
    });
    const before = await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id));
    const cases: [Record<string, unknown>, { code: string; message: string }][] = [
      [
        { startsAt: inDays(1), playerIds: [played.id] },
        {
          code: 'BAD_USER_INPUT',
          message: 'Players join an upcoming event themselves: invite them instead',
        },
      ],
      [
        { startsAt: lastNight(), inviteUserIds: [played.id] },
        {
          code: 'BAD_USER_INPUT',
          message: 'This event has already started: choose who played instead of inviting',
        },
      ],
      [
        { startsAt: lastNight(), playerIds: [stranger.id] },
        {
          code: 'BAD_USER_INPUT',
          message: 'You can invite only people who have played with you or share a group with you',
        },
      ],
      [
        { startsAt: lastNight(), playerIds: [played.id, stranger.id] },
        {
          code: 'BAD_USER_INPUT',
          message: 'You can invite only people who have played with you or share a group with you',
        },
      ],
      [
        { startsAt: lastNight(), playerIds: [played.id, stayedHome.id], maxPlayers: 2 },
        { code: 'CONFLICT', message: 'This event is full' },
      ],
    ];
    for (const [extra, error] of cases) {
      expect(errorOf(await host.gql(PLAYED, input(extra)))).toEqual(error);
    }
    expect(
      await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id)),
    ).toEqual(before);
  });
});
