// Who sees an e-mail address (issue 8, finding 9). docs/product.md shows addresses in three places only: group
// members to each other (the Members card), the invited list to the event's owner, and the viewer's
// own. An event is open to any member who has its link (docs/product.md §4: Join Event for people who were
// not invited), so reading an event by id must not turn its players into a list of addresses;
// the calendar file follows the same gates as the `event` query; and createEvent's inviteUserIds
// accepts only people the host has played with or shares a group with, so a user id cannot be
// turned into an invitation mail to a stranger.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events } from '../../db/schema';
import { errorOf } from '../support/api';
import { InviteToEvent } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const DAY = 24 * 60 * 60 * 1000;
const PERSON = `id displayName email`;
const EVENT = `query($id: ID!) { event(id: $id) {
  id owner { ${PERSON} } players { ${PERSON} } invitedEmails
  tables { seats { player { ${PERSON} } } } winners { user { ${PERSON} } } } }`;
const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id invitedEmails } }`;
const ADD_TABLE = `mutation($id: ID!) { addTable(eventId: $id, name: "Main", maxSeats: 9) { tables { id } } }`;
const RESERVE = `mutation($table: ID!, $seat: Int!) { reserveSeat(tableId: $table, seatNumber: $seat) { id } }`;
const GROUP_MEMBERS = `query($id: ID!) { group(id: $id) { members { ${PERSON} } } }`;
const ATTENDEES = `{ me { email previousAttendees { ${PERSON} } } }`;

const app = seededApp();

const member = app.member;

async function createEvent(host: Member, extra: Record<string, unknown> = {}) {
  return (
    await host.ok(CREATE, {
      input: {
        title: 'Private Addresses Night',
        startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
        location: '4 Quiet Lane',
        buyInCents: 1000,
        maxPlayers: 9,
        ...extra,
      },
    })
  ).createEvent as { id: string; invitedEmails: string[] | null };
}

/** Two people in one group: they see each other's addresses. */
async function groupOf(owner: Member, other: Member) {
  const group = await owner.createGroup('Regulars');
  await group.add(other);
  return group.id;
}

/** Every address that appears anywhere in a JSON answer. */
const addressesIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/[\w.+-]+@[\w.-]+\.\w+/g)].map((m) => m[0]).sort();

async function mailsTo(address: string) {
  return app.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

describe('e-mail addresses on an event', () => {
  /** A host, a seated player who also won, an invited address, and a member who only has the link. */
  async function world() {
    const host = await member('privhost');
    const player = await member('privplayer');
    const stranger = await member('privstranger');
    const event = await createEvent(host);
    await player.join({ id: event.id });
    const tableId = (await host.ok(ADD_TABLE, { id: event.id })).addTable.tables[0].id;
    await player.ok(RESERVE, { table: tableId, seat: 3 });
    const invited = 'invited.friend@example.com';
    await host.ok(InviteToEvent, { eventId: event.id, emails: invited });
    return { host, player, stranger, eventId: event.id, invited };
  }

  it('a member reading the event by id sees names, not the players’ or host’s addresses', async () => {
    const w = await world();
    const seen = (await w.stranger.ok(EVENT, { id: w.eventId })).event;
    expect(seen.players.map((p: { displayName: string }) => p.displayName)).toEqual([
      'Privhost',
      'Privplayer',
    ]);
    expect(seen.owner.email).toBeNull();
    expect(seen.invitedEmails).toBeNull();
    expect(addressesIn(seen)).toEqual([]);
  });

  it('a player sees their own address only, not the invited list (the owner’s, docs/product.md §6)', async () => {
    const w = await world();
    const seen = (await w.player.ok(EVENT, { id: w.eventId })).event;
    expect(seen.invitedEmails).toBeNull();
    expect(seen.owner.email).toBeNull();
    expect(addressesIn(seen)).toEqual([w.player.email, w.player.email]); // players list and seat
  });

  it('the owner sees the invited list and their own address, not the players’', async () => {
    const w = await world();
    const seen = (await w.host.ok(EVENT, { id: w.eventId })).event;
    expect(seen.invitedEmails).toEqual([w.invited]);
    expect(seen.owner.email).toBe(w.host.email);
    expect(addressesIn(seen)).toEqual([w.host.email, w.host.email, w.invited].sort());
  });

  it('people who share a group see each other’s addresses, on the group and elsewhere', async () => {
    const owner = await member('grpowner');
    const mate = await member('grpmate');
    const outsider = await member('grpoutsider');
    const groupId = await groupOf(owner, mate);
    const members = (await mate.ok(GROUP_MEMBERS, { id: groupId })).group.members;
    expect(addressesIn(members)).toEqual([owner.email, mate.email].sort());

    const event = await createEvent(owner);
    await mate.join({ id: event.id });
    await outsider.join({ id: event.id });
    const seenByMate = (await mate.ok(EVENT, { id: event.id })).event;
    expect(addressesIn(seenByMate.players)).toEqual([owner.email, mate.email].sort());
    const seenByOutsider = (await outsider.ok(EVENT, { id: event.id })).event;
    expect(addressesIn(seenByOutsider.players)).toEqual([outsider.email]);
  });

  it('previous attendees are offered by name, without their addresses', async () => {
    const host = await member('prevhost');
    const guest = await member('prevguest');
    await guest.join({ id: (await createEvent(host)).id });
    const { me } = await host.ok(ATTENDEES);
    expect(me.email).toBe(host.email);
    expect(me.previousAttendees).toEqual([{ id: guest.id, displayName: 'Prevguest', email: null }]);
  });
});

describe('the calendar file follows the event query’s gates', () => {
  const ics = (eventId: string, cookie?: string | null) =>
    fetch(`${app.t.url}/calendar/event/${eventId}.ics`, { headers: cookie ? { cookie } : {} });

  it('refuses the unverified and the nameless as `event` does, and carries no address', async () => {
    const host = await member('icshost');
    const { id } = await createEvent(host);

    const unverified = await app.t.register('icsunverified');
    expect(errorOf(await unverified.gql(EVENT, { id })).code).toBe('EMAIL_NOT_VERIFIED');
    const refused = await ics(id, unverified.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Please verify your email address to continue.');

    const nameless = await app.t.registerNameless('icsnameless');
    expect(errorOf(await nameless.gql(EVENT, { id })).code).toBe('PROFILE_INCOMPLETE');
    expect((await ics(id, nameless.cookie)).status).toBe(403);

    expect((await ics(id)).status).toBe(401);

    const reader = await member('icsreader');
    expect((await reader.ok(EVENT, { id })).event.id).toBe(id);
    const served = await ics(id, reader.cookie);
    expect(served.status).toBe(200);
    expect(addressesIn(await served.text())).toEqual([]);
  });
});

describe('createEvent(inviteUserIds) invites only people the host knows', () => {
  it('accepts previous attendees and group co-members', async () => {
    const host = await member('knownhost');
    const attendee = await member('knownattendee');
    const mate = await member('knownmate');
    await attendee.join({ id: (await createEvent(host)).id });
    await groupOf(mate, host);

    const event = await createEvent(host, { inviteUserIds: [attendee.id, mate.id] });
    expect([...event.invitedEmails!].sort()).toEqual([attendee.email, mate.email].sort());
    expect(await mailsTo(attendee.email)).toHaveLength(1);
    expect(await mailsTo(mate.email)).toHaveLength(1);
  });

  it('refuses a stranger’s id with a clear message, creating and mailing nothing', async () => {
    const host = await member('nosyhost');
    const attendee = await member('nosyattendee');
    const stranger = await member('nosystranger');
    await attendee.join({ id: (await createEvent(host)).id });
    const before = await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id));

    for (const inviteUserIds of [[stranger.id], [attendee.id, stranger.id]]) {
      const result = await host.gql(CREATE, {
        input: {
          title: 'Fishing Trip',
          startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
          location: '5 Bait Street',
          buyInCents: 0,
          maxPlayers: 4,
          inviteUserIds,
        },
      });
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'You can invite only people who have played with you or share a group with you',
      });
    }
    expect(
      await app.t.database.db.select().from(events).where(eq(events.ownerId, host.id)),
    ).toEqual(before);
    expect(await mailsTo(stranger.email)).toEqual([]);
    expect(await mailsTo(attendee.email)).toEqual([]);
  });
});
