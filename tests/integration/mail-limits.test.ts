// Invitation mail can neither flood the queue nor relay spam (issue 8, finding 5), through the
// public API: at most 50 people per invitation, at most 200 invitation mails per user a day
// across events and groups (and across instances), and account mail sent ahead of invitations.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, eventInvites, groupInvites } from '../../db/schema';
import {
  errorOf,
  openTestDatabase,
  startSecondInstance,
  startTestApp,
  type ApiClient,
  type TestApp,
} from '../support/api';

type Member = ApiClient & { email: string; id: string };

const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const INVITE_TO_EVENT = `mutation($id: ID!, $emails: String!) { inviteToEvent(eventId: $id, emails: $emails) { invited skipped } }`;
const CREATE_GROUP = `mutation($name: String!) { createGroup(name: $name) { id } }`;
const INVITE_TO_GROUP = `mutation($id: ID!, $emails: String!) { inviteToGroup(groupId: $id, emails: $emails) { invited skipped } }`;
const ACCEPT_GROUP = `mutation($id: ID!) { acceptGroupInvite(groupId: $id) { id } }`;
const MY_EVENTS = `{ me { upcomingEvents { id } } }`;

const TOO_MANY = { code: 'BAD_USER_INPUT', message: 'You can invite at most 50 people at a time' };
const limitReached = (left: number) => ({
  code: 'RATE_LIMITED',
  message: `Invitation limit reached: you can send 200 invitations a day and have ${left} left. Please try again later.`,
});

let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestApp;
beforeAll(async () => {
  testDb = await openTestDatabase();
  t = await startTestApp({ database: testDb });
});
afterAll(async () => {
  await t?.close();
});

let batch = 0;
/** `n` fresh addresses, one per line, as a host would paste them. */
function addresses(n: number): string {
  batch += 1;
  return Array.from({ length: n }, (_, i) => `guest${batch}.${i}@example.com`).join('\n');
}

async function createEvent(host: ApiClient, groupId?: string): Promise<string> {
  const input = {
    title: 'Friday game',
    startsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    location: '12 Elm Street',
    buyInCents: 2000,
    maxPlayers: 8,
    ...(groupId && { groupId }),
  };
  return (await host.ok(CREATE_EVENT, { input })).createEvent.id as string;
}

async function createGroup(owner: ApiClient): Promise<string> {
  return (await owner.ok(CREATE_GROUP, { name: 'Regulars' })).createGroup.id as string;
}

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

const outboxRows = () => countRows(emailOutbox);
const invitedToEvent = (id: string) => countRows(eventInvites, eq(eventInvites.eventId, id));
const invitedToGroup = (id: string) => countRows(groupInvites, eq(groupInvites.groupId, id));

/** Spends `n` of the host's daily invitations on a fresh event, 50 at a time. */
async function spend(host: Member, n: number) {
  const eventId = await createEvent(host);
  for (let left = n; left > 0; left -= 50) {
    await host.ok(INVITE_TO_EVENT, { id: eventId, emails: addresses(Math.min(50, left)) });
  }
}

describe('addresses per invitation', () => {
  it('refuses 20,000 addresses with a clear message, inviting and queuing nothing', async () => {
    const host = await t.signUpMember('flooder');
    const eventId = await createEvent(host);
    const groupId = await createGroup(host);
    const flood = addresses(20_000);
    const before = await outboxRows();

    expect(errorOf(await host.gql(INVITE_TO_EVENT, { id: eventId, emails: flood }))).toEqual(
      TOO_MANY,
    );
    expect(errorOf(await host.gql(INVITE_TO_GROUP, { id: groupId, emails: flood }))).toEqual(
      TOO_MANY,
    );
    expect(await invitedToEvent(eventId)).toBe(0);
    expect(await invitedToGroup(groupId)).toBe(0);
    expect(await outboxRows()).toBe(before);
  });

  it('takes 50 people at once and refuses 51', async () => {
    const host = await t.signUpMember('boundary');
    const eventId = await createEvent(host);
    const groupId = await createGroup(host);

    expect(
      errorOf(await host.gql(INVITE_TO_EVENT, { id: eventId, emails: addresses(51) })),
    ).toEqual(TOO_MANY);
    expect(
      errorOf(await host.gql(INVITE_TO_GROUP, { id: groupId, emails: addresses(51) })),
    ).toEqual(TOO_MANY);
    expect(await invitedToEvent(eventId)).toBe(0);

    const fifty = addresses(50);
    const { inviteToEvent } = await host.ok(INVITE_TO_EVENT, { id: eventId, emails: fifty });
    expect(inviteToEvent.invited).toHaveLength(50);
    const { inviteToGroup } = await host.ok(INVITE_TO_GROUP, { id: groupId, emails: fifty });
    expect(inviteToGroup.invited).toHaveLength(50);
  });

  it('counts each address once, and invalid entries not at all', async () => {
    const host = await t.signUpMember('repeater');
    const eventId = await createEvent(host);
    const fifty = addresses(50);
    const emails = `${fifty}\n${fifty}\nnot-an-address, also@wrong`;

    const { inviteToEvent } = await host.ok(INVITE_TO_EVENT, { id: eventId, emails });

    expect(inviteToEvent.invited).toHaveLength(50);
    expect(inviteToEvent.skipped).toEqual(['not-an-address', 'also@wrong']);
  });
});

describe('invitations per user per day', () => {
  it('allows 200 invitation mails a day across events and groups, then refuses with nothing changed', async () => {
    const host = await t.signUpMember('busyhost');
    const [eventA, eventB] = [await createEvent(host), await createEvent(host)];
    const [groupA, groupB] = [await createGroup(host), await createGroup(host)];
    for (const [mutation, id] of [
      [INVITE_TO_EVENT, eventA],
      [INVITE_TO_GROUP, groupA],
      [INVITE_TO_EVENT, eventB],
      [INVITE_TO_GROUP, groupB],
    ] as const) {
      await host.ok(mutation, { id, emails: addresses(50) });
    }
    const before = await outboxRows();

    expect(errorOf(await host.gql(INVITE_TO_EVENT, { id: eventA, emails: addresses(1) }))).toEqual(
      limitReached(0),
    );
    expect(errorOf(await host.gql(INVITE_TO_GROUP, { id: groupA, emails: addresses(1) }))).toEqual(
      limitReached(0),
    );

    expect(await invitedToEvent(eventA)).toBe(50);
    expect(await invitedToGroup(groupA)).toBe(50);
    expect(await outboxRows()).toBe(before);
    // Another host is not held back by this one.
    const other = await t.signUpMember('otherhost');
    await other.ok(INVITE_TO_EVENT, { id: await createEvent(other), emails: addresses(1) });
  });

  it('refuses a batch larger than what is left, and says how much is left', async () => {
    const host = await t.signUpMember('nearlimit');
    await spend(host, 190);
    const eventId = await createEvent(host);

    expect(
      errorOf(await host.gql(INVITE_TO_EVENT, { id: eventId, emails: addresses(20) })),
    ).toEqual(limitReached(10));
    expect(await invitedToEvent(eventId)).toBe(0);

    // What is left can still be used, and re-inviting someone already invited costs nothing.
    const ten = addresses(10);
    await host.ok(INVITE_TO_EVENT, { id: eventId, emails: ten });
    const { inviteToEvent } = await host.ok(INVITE_TO_EVENT, { id: eventId, emails: ten });
    expect(inviteToEvent.invited).toHaveLength(10);
  });

  it("counts a group event's invitations to the members, refusing the event when they do not fit", async () => {
    const host = await t.signUpMember('grouphost');
    const groupId = await createGroup(host);
    const members = [await t.signUpMember('regular1'), await t.signUpMember('regular2')];
    await host.ok(INVITE_TO_GROUP, { id: groupId, emails: members.map((m) => m.email).join(' ') });
    for (const member of members) await member.ok(ACCEPT_GROUP, { id: groupId });
    await spend(host, 197);
    const eventsBefore = (await host.ok(MY_EVENTS)).me.upcomingEvents;

    const refused = await host.gql(CREATE_EVENT, {
      input: {
        title: 'Group night',
        startsAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        location: '12 Elm Street',
        buyInCents: 0,
        maxPlayers: 8,
        groupId,
      },
    });

    expect(errorOf(refused)).toEqual(limitReached(1));
    expect((await host.ok(MY_EVENTS)).me.upcomingEvents).toEqual(eventsBefore);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'holds across server instances sharing the database',
    async () => {
      const second = await startSecondInstance(testDb);
      try {
        const host = await t.signUpMember('twoinstances');
        const there = second.anonymous();
        there.cookie = host.cookie;
        await spend(host, 100);
        const eventThere = await createEvent(there);
        for (let i = 0; i < 2; i++) {
          await there.ok(INVITE_TO_EVENT, { id: eventThere, emails: addresses(50) });
        }

        expect(
          errorOf(await there.gql(INVITE_TO_EVENT, { id: eventThere, emails: addresses(1) })),
        ).toEqual(limitReached(0));
        expect(
          errorOf(
            await host.gql(INVITE_TO_EVENT, { id: await createEvent(host), emails: addresses(1) }),
          ),
        ).toEqual(limitReached(0));
      } finally {
        await second.close();
      }
    },
  );
});

describe('account mail first', () => {
  it('sends a verification mail ahead of 200 invitations queued before it', async () => {
    const host = await t.signUpMember('bulkhost');
    const eventIds = [await createEvent(host), await createEvent(host)];
    const groupIds = [await createGroup(host), await createGroup(host)];
    for (const id of eventIds) await host.ok(INVITE_TO_EVENT, { id, emails: addresses(50) });
    for (const id of groupIds) await host.ok(INVITE_TO_GROUP, { id, emails: addresses(50) });

    const newcomer = await t.register('newcomer');
    const queuedAt = Date.now();
    const verification = await t.postmark.waitForMessage((m) => m.To === newcomer.email, 10_000);

    // At 3 sends a second, 200 invitations take over a minute; the verification mail went out
    // as soon as the invitation already in flight was done.
    const invitationsBetween = t.postmark.messages.filter(
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
