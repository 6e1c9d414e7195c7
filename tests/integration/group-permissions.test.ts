// Every group operation × every kind of caller — the owner, a member, an invited user, a
// stranger and a signed-out visitor — with the exact code and message, and proof that a refused
// write changed nothing. Each case gets a fresh group: owner + one member + one pending invitation.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventInvites, eventPlayers, events, groupInvites, groupMembers } from '../../db/schema';
import { errorOf, subscribe, uniqueEmail, type ApiClient, type GqlResult } from '../support/api';
import { seededApp } from '../support/seed';

type Member = ApiClient & { email: string; id: string };
type Role = 'owner' | 'member' | 'invited' | 'stranger' | 'signedOut';
const ROLES: Role[] = ['owner', 'member', 'invited', 'stranger', 'signedOut'];

const CAPS = `viewerCan { invite leave removeMembers createEvent respondToInvite }`;
const GROUP = `query($id: ID!) { group(id: $id) { id name memberCount invitedEmails ${CAPS} } }`;
const CREATE = `mutation($n: String!) { createGroup(name: $n) { name memberCount } }`;
const INVITE = `mutation($g: ID!, $e: String!) { inviteToGroup(groupId: $g, emails: $e) { invited skipped } }`;
const CANCEL = `mutation($g: ID!, $e: String!) { cancelGroupInvite(groupId: $g, email: $e) { invitedEmails } }`;
const ACCEPT = `mutation($g: ID!) { acceptGroupInvite(groupId: $g) { memberCount } }`;
const DECLINE = `mutation($g: ID!) { declineGroupInvite(groupId: $g) }`;
const REMOVE = `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { memberCount } }`;
const LEAVE = `mutation($g: ID!) { leaveGroup(groupId: $g) }`;
const MINE = `{ me { groups { id } pendingGroupInvites { id } } }`;

const UNAUTHENTICATED = {
  code: 'UNAUTHENTICATED',
  message: 'You must be logged in to perform this action',
};
const NO_ACCESS = { code: 'FORBIDDEN', message: 'You do not have access to this group' };
const forbidden = (message: string) => ({ code: 'FORBIDDEN', message });
const badInput = (message: string) => ({ code: 'BAD_USER_INPUT', message });

const app = seededApp();
let owner: Member;
let member: Member;
let invitee: Member;
let stranger: Member;

beforeAll(async () => {
  owner = await app.t.signUpMember('owner');
  member = await app.t.signUpMember('member');
  invitee = await app.t.signUpMember('invitee');
  stranger = await app.t.signUpMember('stranger');
});

const clientFor = (role: Role): ApiClient =>
  ({ owner, member, invited: invitee, stranger, signedOut: app.t.anonymous() })[role];

/** A fresh group: the owner, one member who accepted, and the invitee's pending invitation. */
async function freshGroup(): Promise<string> {
  const { createGroup } = await owner.ok(`mutation { createGroup(name: "Matrix") { id } }`);
  const id = createGroup.id as string;
  await owner.ok(INVITE, { g: id, e: `${member.email} ${invitee.email}` });
  await member.ok(ACCEPT, { g: id });
  return id;
}

/** The group's stored membership and invitations, to show a refused write changed nothing. */
async function stateOf(groupId: string) {
  const db = app.t.database.db;
  const members = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  const invites = await db
    .select({ email: groupInvites.email })
    .from(groupInvites)
    .where(eq(groupInvites.groupId, groupId));
  return { members: members.map((m) => m.id).sort(), invites: invites.map((i) => i.email).sort() };
}

type Outcome =
  { error: { code: string; message: string } } | { data: (groupId: string) => unknown };

interface Operation {
  run(client: ApiClient, groupId: string): Promise<GqlResult>;
  expect: Record<Role, Outcome>;
  /** The stored state after a successful call, when it changes. */
  after?: Partial<Record<Role, (groupId: string) => { members: string[]; invites: string[] }>>;
}

const sorted = (...values: string[]) => [...values].sort();
const state = (members: Member[], invites: string[]) => ({
  members: sorted(...members.map((m) => m.id)),
  invites: sorted(...invites),
});

const newAddress = uniqueEmail('newcomer');

const operations: Record<string, Operation> = {
  'group (read)': {
    run: (client, g) => client.gql(GROUP, { id: g }),
    expect: {
      owner: {
        data: (g) => ({
          group: {
            id: g,
            name: 'Matrix',
            memberCount: 2,
            invitedEmails: [invitee.email],
            viewerCan: {
              invite: true,
              leave: false,
              removeMembers: true,
              createEvent: true,
              respondToInvite: false,
            },
          },
        }),
      },
      member: {
        data: (g) => ({
          group: {
            id: g,
            name: 'Matrix',
            memberCount: 2,
            invitedEmails: null,
            viewerCan: {
              invite: false,
              leave: true,
              removeMembers: false,
              createEvent: true,
              respondToInvite: false,
            },
          },
        }),
      },
      invited: {
        data: (g) => ({
          group: {
            id: g,
            name: 'Matrix',
            memberCount: 2,
            invitedEmails: null,
            viewerCan: {
              invite: false,
              leave: false,
              removeMembers: false,
              createEvent: false,
              respondToInvite: true,
            },
          },
        }),
      },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
  },
  createGroup: {
    run: (client) => client.gql(CREATE, { n: ' Another ' }),
    expect: {
      owner: { data: () => ({ createGroup: { name: 'Another', memberCount: 1 } }) },
      member: { data: () => ({ createGroup: { name: 'Another', memberCount: 1 } }) },
      invited: { data: () => ({ createGroup: { name: 'Another', memberCount: 1 } }) },
      stranger: { data: () => ({ createGroup: { name: 'Another', memberCount: 1 } }) },
      signedOut: { error: UNAUTHENTICATED },
    },
  },
  inviteToGroup: {
    run: (client, g) => client.gql(INVITE, { g, e: `${newAddress}, bad` }),
    expect: {
      owner: { data: () => ({ inviteToGroup: { invited: [newAddress], skipped: ['bad'] } }) },
      member: { error: forbidden('Only the group owner or an admin can invite members') },
      invited: { error: forbidden('Only the group owner or an admin can invite members') },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { owner: () => state([owner, member], [invitee.email, newAddress]) },
  },
  cancelGroupInvite: {
    run: (client, g) => client.gql(CANCEL, { g, e: invitee.email }),
    expect: {
      owner: { data: () => ({ cancelGroupInvite: { invitedEmails: [] } }) },
      member: { error: forbidden('Only the group owner or an admin can cancel invitations') },
      invited: { error: forbidden('Only the group owner or an admin can cancel invitations') },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { owner: () => state([owner, member], []) },
  },
  acceptGroupInvite: {
    run: (client, g) => client.gql(ACCEPT, { g }),
    expect: {
      // Already members: accepting is harmless.
      owner: { data: () => ({ acceptGroupInvite: { memberCount: 2 } }) },
      member: { data: () => ({ acceptGroupInvite: { memberCount: 2 } }) },
      invited: { data: () => ({ acceptGroupInvite: { memberCount: 3 } }) },
      stranger: { error: forbidden('You have not been invited to this group') },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { invited: () => state([owner, member, invitee], []) },
  },
  declineGroupInvite: {
    run: (client, g) => client.gql(DECLINE, { g }),
    expect: {
      // Without an invitation of one's own, declining changes nothing.
      owner: { data: () => ({ declineGroupInvite: true }) },
      member: { data: () => ({ declineGroupInvite: true }) },
      invited: { data: () => ({ declineGroupInvite: true }) },
      stranger: { data: () => ({ declineGroupInvite: true }) },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { invited: () => state([owner, member], []) },
  },
  'removeGroupMember (a member)': {
    run: (client, g) => client.gql(REMOVE, { g, u: member.id }),
    expect: {
      owner: { data: () => ({ removeGroupMember: { memberCount: 1 } }) },
      member: { error: forbidden('Only the group owner or an admin can remove members') },
      invited: { error: forbidden('Only the group owner or an admin can remove members') },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { owner: () => state([owner], [invitee.email]) },
  },
  'removeGroupMember (the owner)': {
    run: (client, g) => client.gql(REMOVE, { g, u: owner.id }),
    expect: {
      owner: { error: badInput('The group owner cannot be removed') },
      member: { error: forbidden('Only the group owner or an admin can remove members') },
      invited: { error: forbidden('Only the group owner or an admin can remove members') },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
  },
  leaveGroup: {
    run: (client, g) => client.gql(LEAVE, { g }),
    expect: {
      owner: { error: badInput('The group owner cannot leave the group') },
      member: { data: () => ({ leaveGroup: true }) },
      invited: { error: NO_ACCESS },
      stranger: { error: NO_ACCESS },
      signedOut: { error: UNAUTHENTICATED },
    },
    after: { member: () => state([owner], [invitee.email]) },
  },
};

describe.each(Object.entries(operations))('%s', (_name, operation) => {
  it.each(ROLES)('as %s', async (role) => {
    const groupId = await freshGroup();
    const before = await stateOf(groupId);
    const result = await operation.run(clientFor(role), groupId);
    const outcome = operation.expect[role];
    if ('error' in outcome) {
      expect(errorOf(result)).toEqual(outcome.error);
      expect(await stateOf(groupId)).toEqual(before);
    } else {
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual(outcome.data(groupId));
      expect(await stateOf(groupId)).toEqual(operation.after?.[role]?.(groupId) ?? before);
    }
  });
});

describe('me.groups and me.pendingGroupInvites', () => {
  it.each(ROLES)('as %s', async (role) => {
    const groupId = await freshGroup();
    const { data } = await clientFor(role).gql(MINE);
    const has = (list: { id: string }[]) => list.some((g) => g.id === groupId);
    if (role === 'signedOut') return expect(data.me).toBeNull();
    expect({ groups: has(data.me.groups), pending: has(data.me.pendingGroupInvites) }).toEqual({
      groups: role === 'owner' || role === 'member',
      pending: role === 'invited',
    });
  });
});

describe('groupChanged', () => {
  const SUBSCRIPTION = `subscription($id: ID!) { groupChanged(id: $id) { id invitedEmails ${CAPS} } }`;

  it.each(ROLES)('as %s', async (role) => {
    const groupId = await freshGroup();
    if (role === 'stranger' || role === 'signedOut') {
      const ws = clientFor(role).ws();
      const sub = subscribe(ws, SUBSCRIPTION, { id: groupId });
      expect(errorOf(await sub.next())).toEqual(role === 'stranger' ? NO_ACCESS : UNAUTHENTICATED);
      sub.stop();
      await ws.dispose();
      return;
    }
    const sub = await app.t.listen(clientFor(role), SUBSCRIPTION, { id: groupId });
    try {
      const extra = uniqueEmail('pushed');
      await owner.ok(INVITE, { g: groupId, e: extra });
      const pushed = (await sub.next()).data.groupChanged;
      expect(pushed.id).toBe(groupId);
      expect(pushed.invitedEmails).toEqual(role === 'owner' ? [invitee.email, extra] : null);
      expect(pushed.viewerCan.respondToInvite).toBe(role === 'invited');
    } finally {
      await sub.close();
    }
  });
  it('answers NOT_FOUND for a group that does not exist', async () => {
    const ws = owner.ws();
    const sub = subscribe(ws, SUBSCRIPTION, { id: '00000000-0000-4000-8000-000000000000' });
    try {
      expect(errorOf(await sub.next())).toEqual({ code: 'NOT_FOUND', message: 'Group not found' });
    } finally {
      sub.stop();
      await ws.dispose();
    }
  });
});

describe('accounts not yet allowed to use groups', () => {
  const calls: [string, (c: ApiClient, g: string) => Promise<GqlResult>][] = [
    ['group', (c, g) => c.gql(GROUP, { id: g })],
    ['createGroup', (c) => c.gql(CREATE, { n: 'Nope' })],
    ['inviteToGroup', (c, g) => c.gql(INVITE, { g, e: 'x@example.com' })],
    ['cancelGroupInvite', (c, g) => c.gql(CANCEL, { g, e: 'x@example.com' })],
    ['acceptGroupInvite', (c, g) => c.gql(ACCEPT, { g })],
    ['declineGroupInvite', (c, g) => c.gql(DECLINE, { g })],
    ['removeGroupMember', (c, g) => c.gql(REMOVE, { g, u: member.id })],
    ['leaveGroup', (c, g) => c.gql(LEAVE, { g })],
  ];

  /** `caller`, invited to a fresh group, gets `code` from every call, and the group stays as it was. */
  async function refusedEverywhere(caller: ApiClient & { email: string }, code: string) {
    const groupId = await freshGroup();
    await owner.ok(INVITE, { g: groupId, e: caller.email });
    const before = await stateOf(groupId);
    for (const [name, call] of calls) {
      expect([name, errorOf(await call(caller, groupId)).code]).toEqual([name, code]);
    }
    expect(await stateOf(groupId)).toEqual(before);
  }

  it('an unverified account, even one invited, gets EMAIL_NOT_VERIFIED everywhere and changes nothing', async () => {
    await refusedEverywhere(await app.t.register('unverified'), 'EMAIL_NOT_VERIFIED');
  });

  it('an account without a display name gets PROFILE_INCOMPLETE everywhere and changes nothing', async () => {
    await refusedEverywhere(await app.t.registerNameless('nameless'), 'PROFILE_INCOMPLETE');
  });
});

describe('outsiders reaching a group through one of its events', () => {
  it('see its name but not its members, events or leaderboard', async () => {
    const groupId = await freshGroup();
    // Written straight to the tables: the events API has its own tests.
    const [created] = await app.t.database.db
      .insert(events)
      .values({
        title: 'Open night',
        startsAt: new Date(Date.now() + 86_400_000),
        location: 'Back room',
        buyInCents: 1000,
        maxPlayers: 8,
        ownerId: owner.id,
        groupId,
      })
      .returning();
    await app.t.database.db.insert(eventPlayers).values({ eventId: created!.id, userId: owner.id });
    await app.t.database.db
      .insert(eventInvites)
      .values({ eventId: created!.id, email: stranger.email });
    const { event } = await stranger.ok(
      `query($id: ID!) { event(id: $id) { group { id name memberCount members { id } invitedEmails upcomingEvents { id } pastEvents { id } leaderboard { gamesPlayed } ${CAPS} } } }`,
      { id: created!.id },
    );
    expect(event.group).toEqual({
      id: groupId,
      name: 'Matrix',
      memberCount: 2,
      members: [],
      invitedEmails: null,
      upcomingEvents: [],
      pastEvents: [],
      leaderboard: [],
      viewerCan: {
        invite: false,
        leave: false,
        removeMembers: false,
        createEvent: false,
        respondToInvite: false,
      },
    });
  });
});
