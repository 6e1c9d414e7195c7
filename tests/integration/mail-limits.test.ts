// Invitation mail can neither flood the queue nor relay spam (issue 8, finding 5), through the
// public API: at most 50 people per invitation, at most 200 invitation mails per user a day
// across events and groups (and across instances), and account mail sent ahead of invitations.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { emailOutbox, eventInvites, groupInvites } from '../../db/schema';
import { errorOf, startSecondInstance } from '../support/api';
import { CreateEvent, InviteToEvent, InviteToGroup } from '../support/operations';
import { eventInput, inDays, seededApp, type Member } from '../support/seed';

const MY_EVENTS = `{ me { upcomingEvents { id } } }`;

const TOO_MANY = { code: 'BAD_USER_INPUT', message: 'You can invite at most 50 people at a time' };
const limitReached = (left: number) => ({
  code: 'RATE_LIMITED',
  message: `Invitation limit reached: you can send 200 invitations a day and have ${left} left. Please try again later.`,
});

const app = seededApp();

let batch = 0;
/** `n` fresh addresses, one per line, as a host would paste them. */
function addresses(n: number): string {
  batch += 1;
  return Array.from({ length: n }, (_, i) => `guest${batch}.${i}@example.com`).join('\n');
}

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await app.t.database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

const outboxRows = () => countRows(emailOutbox);
const invitedToEvent = (id: string) => countRows(eventInvites, eq(eventInvites.eventId, id));
const invitedToGroup = (id: string) => countRows(groupInvites, eq(groupInvites.groupId, id));

/** Spends `n` of the host's daily invitations on a fresh event, 50 at a time. */
async function spend(host: Member, n: number) {
  const event = await host.createEvent();
  for (let left = n; left > 0; left -= 50) await event.invite(addresses(Math.min(50, left)));
}

describe('addresses per invitation', () => {
  it('refuses 20,000 addresses with a clear message, inviting and queuing nothing', async () => {
    const host = await app.member('flooder');
    const { id: eventId } = await host.createEvent();
    const { id: groupId } = await host.createGroup();
    const flood = addresses(20_000);
    const before = await outboxRows();

    expect(errorOf(await host.gql(InviteToEvent, { eventId, emails: flood }))).toEqual(TOO_MANY);
    expect(errorOf(await host.gql(InviteToGroup, { groupId, emails: flood }))).toEqual(TOO_MANY);
    expect(await invitedToEvent(eventId)).toBe(0);
    expect(await invitedToGroup(groupId)).toBe(0);
    expect(await outboxRows()).toBe(before);
  });

  it('takes 50 people at once and refuses 51', async () => {
    const host = await app.member('boundary');
    const event = await host.createEvent();
    const group = await host.createGroup();
    const [eventId, groupId] = [event.id, group.id];

    expect(errorOf(await host.gql(InviteToEvent, { eventId, emails: addresses(51) }))).toEqual(
      TOO_MANY,
    );
    expect(errorOf(await host.gql(InviteToGroup, { groupId, emails: addresses(51) }))).toEqual(
      TOO_MANY,
    );
    expect(await invitedToEvent(eventId)).toBe(0);

    const fifty = addresses(50);
    expect((await event.invite(fifty)).invited).toHaveLength(50);
    expect((await group.invite(fifty)).invited).toHaveLength(50);
  });

  it('counts each address once, and invalid entries not at all', async () => {
    const host = await app.member('repeater');
    const event = await host.createEvent();
    const fifty = addresses(50);
    const emails = `${fifty}\n${fifty}\nnot-an-address, also@wrong`;

    const inviteToEvent = await event.invite(emails);

    expect(inviteToEvent.invited).toHaveLength(50);
    expect(inviteToEvent.skipped).toEqual(['not-an-address', 'also@wrong']);
  });
});

describe('invitations per user per day', () => {
  it('allows 200 invitation mails a day across events and groups, then refuses with nothing changed', async () => {
    const host = await app.member('busyhost');
    const [eventA, eventB] = [await host.createEvent(), await host.createEvent()];
    const [groupA, groupB] = [await host.createGroup(), await host.createGroup()];
    for (const target of [eventA, groupA, eventB, groupB]) await target.invite(addresses(50));
    const before = await outboxRows();

    expect(
      errorOf(await host.gql(InviteToEvent, { eventId: eventA.id, emails: addresses(1) })),
    ).toEqual(limitReached(0));
    expect(
      errorOf(await host.gql(InviteToGroup, { groupId: groupA.id, emails: addresses(1) })),
    ).toEqual(limitReached(0));

    expect(await invitedToEvent(eventA.id)).toBe(50);
    expect(await invitedToGroup(groupA.id)).toBe(50);
    expect(await outboxRows()).toBe(before);
    // Another host is not held back by this one.
    const other = await app.member('otherhost');
    await (await other.createEvent()).invite(addresses(1));
  });

  it('refuses a batch larger than what is left, and says how much is left', async () => {
    const host = await app.member('nearlimit');
    await spend(host, 190);
    const event = await host.createEvent();
    const eventId = event.id;

    expect(errorOf(await host.gql(InviteToEvent, { eventId, emails: addresses(20) }))).toEqual(
      limitReached(10),
    );
    expect(await invitedToEvent(eventId)).toBe(0);

    // What is left can still be used, and re-inviting someone already invited costs nothing.
    const ten = addresses(10);
    await event.invite(ten);
    expect((await event.invite(ten)).invited).toHaveLength(10);
  });

  it("counts a group event's invitations to the members, refusing the event when they do not fit", async () => {
    const host = await app.member('grouphost');
    const group = await host.createGroup();
    await group.add(await app.member('regular1'), await app.member('regular2'));
    await spend(host, 197);
    const eventsBefore = (await host.ok(MY_EVENTS)).me.upcomingEvents;

    const refused = await host.gql(CreateEvent, {
      input: eventInput({ group, title: 'Group night', startsAt: inDays(3), buyInCents: 0 }),
    });

    expect(errorOf(refused)).toEqual(limitReached(1));
    expect((await host.ok(MY_EVENTS)).me.upcomingEvents).toEqual(eventsBefore);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'holds across server instances sharing the database',
    async () => {
      const second = await startSecondInstance(app.testDb);
      try {
        const host = await app.member('twoinstances');
        const there = second.anonymous();
        there.cookie = host.cookie;
        await spend(host, 100);
        const eventThere = (await there.ok(CreateEvent, { input: eventInput() })).createEvent.id;
        for (let i = 0; i < 2; i++) {
          await there.ok(InviteToEvent, { eventId: eventThere, emails: addresses(50) });
        }

        expect(
          errorOf(await there.gql(InviteToEvent, { eventId: eventThere, emails: addresses(1) })),
        ).toEqual(limitReached(0));
        const eventHere = await host.createEvent();
        expect(
          errorOf(await host.gql(InviteToEvent, { eventId: eventHere.id, emails: addresses(1) })),
        ).toEqual(limitReached(0));
      } finally {
        await second.close();
      }
    },
  );
});

describe('account mail first', () => {
  it('sends a verification mail ahead of 200 invitations queued before it', async () => {
    const host = await app.member('bulkhost');
    const invitations = [
      await host.createEvent(),
      await host.createEvent(),
      await host.createGroup(),
      await host.createGroup(),
    ];
    for (const target of invitations) await target.invite(addresses(50));

    const newcomer = await app.t.register('newcomer');
    const queuedAt = Date.now();
    const verification = await app.t.postmark.waitForMessage(
      (m) => m.To === newcomer.email,
      10_000,
    );

    // At 3 sends a second, 200 invitations take over a minute; the verification mail went out
    // as soon as the invitation already in flight was done.
    const invitationsBetween = app.t.postmark.messages.filter(
      (m) => m.receivedAt >= queuedAt && m.receivedAt < verification.receivedAt,
    );
    expect(invitationsBetween.length).toBeLessThanOrEqual(3);
    const waiting = await countRows(
      emailOutbox,
      and(
        eq(emailOutbox.status, 'pending'),
        inArray(emailOutbox.template, ['eventInvite', 'groupInvite']),
      ),
    );
    expect(waiting).toBeGreaterThan(100);
  });
});
