// Roles (issue 13) × operations: the owner, an admin, a member, a stranger — each operation's
// exact answer, and ownership handed over. One fresh group per case: owner + admin + member. A
// group's events are run by their host and the group's owner and admins, never a plain member.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { errorOf, type ApiClient } from '../support/api';
import {
  AcceptGroupInvite,
  AddTable,
  CancelEvent,
  CancelGroupInvite,
  CreateEvent,
  EventManagement,
  GroupRoles,
  InviteToEvent,
  InviteToGroup,
  JoinEvent,
  LeaveGroup,
  RemoveEventPlayer,
  RemoveGroupMember,
  SetGroupRole,
  UpdateEvent,
} from '../support/operations';
import { seededApp } from '../support/seed';
import { ResumeTournament, SetWinners, StartTournament } from '../support/tournament';

type Member = ApiClient & { email: string; id: string };
type Role = 'owner' | 'admin' | 'member' | 'stranger';
const ROLES: Role[] = ['owner', 'admin', 'member', 'stranger'];

const NO_ACCESS = { code: 'FORBIDDEN', message: 'You do not have access to this group' };
const forbidden = (message: string) => ({ code: 'FORBIDDEN', message });

const app = seededApp();
let owner: Member;
let admin: Member;
let member: Member;
let stranger: Member;
/** A plain member of the group who hosts its event (freshGroupEvent). */
let host: Member;
const clientFor = (role: Role | 'host') => ({ owner, admin, member, stranger, host })[role];

beforeAll(async () => {
  owner = await app.t.signUpMember('rowner');
  admin = await app.t.signUpMember('radmin');
  member = await app.t.signUpMember('rmember');
  stranger = await app.t.signUpMember('rstranger');
  host = await app.t.signUpMember('rhost');
});

async function freshGroup(...others: Member[]): Promise<string> {
  const { createGroup } = await owner.ok(`mutation { createGroup(name: "Roles") { id } }`);
  const groupId = createGroup.id as string;
  const joining = [admin, member, ...others];
  await owner.ok(InviteToGroup, { groupId, emails: joining.map((m) => m.email).join(' ') });
  for (const who of joining) await who.ok(AcceptGroupInvite, { groupId });
  await owner.ok(SetGroupRole, { groupId, userId: admin.id, role: 'ADMIN' });
  return groupId;
}

type Expect = 'ok' | { code: string; message: string };
const cases: Record<
  string,
  { run: (c: ApiClient, g: string) => Promise<unknown>; expect: Record<Role, Expect> }
> = {
  'setGroupRole (make the member an admin)': {
    run: (c, g) => c.gql(SetGroupRole, { groupId: g, userId: member.id, role: 'ADMIN' }),
    expect: {
      owner: 'ok',
      admin: forbidden('Only the group owner can change roles'),
      member: forbidden('Only the group owner can change roles'),
      stranger: NO_ACCESS,
    },
  },
  invite: {
    run: (c, g) => c.gql(InviteToGroup, { groupId: g, emails: 'someone-new@example.com' }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can invite members'),
      stranger: NO_ACCESS,
    },
  },
  'cancel an invitation': {
    run: (c, g) => c.gql(CancelGroupInvite, { groupId: g, email: 'nobody@example.com' }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can cancel invitations'),
      stranger: NO_ACCESS,
    },
  },
  'remove the member': {
    run: (c, g) => c.gql(RemoveGroupMember, { groupId: g, userId: member.id }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can remove members'),
      stranger: NO_ACCESS,
    },
  },
  'remove the admin': {
    run: (c, g) => c.gql(RemoveGroupMember, { groupId: g, userId: admin.id }),
    expect: {
      owner: 'ok',
      admin: forbidden('Only the group owner can remove an admin'),
      member: forbidden('Only the group owner or an admin can remove members'),
      stranger: NO_ACCESS,
    },
  },
  'transfer ownership to the member': {
    run: (c, g) => c.gql(SetGroupRole, { groupId: g, userId: member.id, role: 'OWNER' }),
    expect: {
      owner: 'ok',
      admin: forbidden('Only the group owner can change roles'),
      member: forbidden('Only the group owner can change roles'),
      stranger: NO_ACCESS,
    },
  },
};

describe('roles × operations', () => {
  for (const [name, op] of Object.entries(cases)) {
    for (const role of ROLES) {
      it(`${name} as ${role}`, async () => {
        const g = await freshGroup();
        const result = (await op.run(clientFor(role), g)) as Parameters<typeof errorOf>[0];
        const want = op.expect[role];
        if (want === 'ok') expect(result.errors).toBeUndefined();
        else expect(errorOf(result)).toEqual(want);
      });
    }
  }
});

const HOUR = 60 * 60 * 1000;
const RUNS_EVENTS = forbidden('Only the host or a group admin can do this');
const RUNS_NIGHT = forbidden('Only the host or a group admin can run the tournament');

/**
 * A fresh group (owner, admin, member, and `host`, a plain member) with `host`'s event starting
 * in half an hour, the member playing in it: the clock may start, the event may be edited.
 */
async function freshGroupEvent(): Promise<{ g: string; eventId: string }> {
  const g = await freshGroup(host);
  const { createEvent } = await host.ok(CreateEvent, {
    input: {
      title: 'League night',
      startsAt: new Date(Date.now() + HOUR / 2).toISOString(),
      location: '1 Felt Street',
      buyInCents: 2000,
      maxPlayers: 6,
      groupId: g,
    },
  });
  await member.ok(JoinEvent, { eventId: createEvent.id });
  return { g, eventId: createEvent.id };
}

/** The clock moves on: the event started an hour ago, so its results may be recorded. */
async function started(eventId: string) {
  await app.t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - HOUR) })
    .where(eq(events.id, eventId));
}

type EventRole = Role | 'host';
const EVENT_ROLES: EventRole[] = ['host', 'owner', 'admin', 'member', 'stranger'];
/** Whoever runs the event may; a plain member (playing or not) and a stranger may not. */
const runners = (refusal: Expect): Record<EventRole, Expect> => ({
  host: 'ok',
  owner: 'ok',
  admin: 'ok',
  member: refusal,
  stranger: refusal,
});

const eventCases: Record<string, (c: ApiClient, eventId: string) => Promise<unknown>> = {
  'edit the event': (c, eventId) => c.gql(UpdateEvent, { eventId, input: { title: 'Renamed' } }),
  'cancel the event': (c, eventId) => c.gql(CancelEvent, { eventId }),
  'invite to the event': (c, eventId) =>
    c.gql(InviteToEvent, { eventId, emails: 'guest@example.com' }),
  'remove a player': (c, eventId) => c.gql(RemoveEventPlayer, { eventId, userId: member.id }),
  'add a table': (c, eventId) => c.gql(AddTable, { eventId, name: 'Second', maxSeats: 8 }),
  'record the winners': async (c, eventId) => {
    await started(eventId);
    return c.gql(SetWinners, {
      eventId,
      winners: [{ place: 1, userId: member.id, prizeCents: 0 }],
    });
  },
};

const clockCases: Record<string, (c: ApiClient, eventId: string) => Promise<unknown>> = {
  'start the clock': (c, eventId) =>
    c.gql(StartTournament, { eventId, settings: { templateId: 'standard' } }),
  'resume the clock': async (c, eventId) => {
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    return c.gql(ResumeTournament, { eventId });
  },
};

describe("roles × a group's event", () => {
  const all = [
    ...Object.entries(eventCases).map(([name, run]) => ({ name, run, want: runners(RUNS_EVENTS) })),
    ...Object.entries(clockCases).map(([name, run]) => ({ name, run, want: runners(RUNS_NIGHT) })),
  ];
  for (const { name, run, want } of all) {
    for (const role of EVENT_ROLES) {
      it(`${name} as ${role}`, async () => {
        const { eventId } = await freshGroupEvent();
        const result = (await run(clientFor(role), eventId)) as Parameters<typeof errorOf>[0];
        if (want[role] === 'ok') expect(result.errors).toBeUndefined();
        else expect(errorOf(result)).toEqual(want[role]);
      });
    }
  }

  it('shows the group owner and admins the buttons that run it, and a member none', async () => {
    const { eventId } = await freshGroupEvent();
    await host.ok(InviteToEvent, { eventId, emails: 'guest@example.com' });
    const runs = {
      edit: true,
      cancel: true,
      invite: true,
      setWinners: false, // not started yet
      removePlayer: true,
      manageTables: true,
      seeInvitations: true,
      removeInvite: true,
      runTournament: true,
      leave: false,
    };
    for (const who of [host, owner, admin]) {
      const { event } = await who.ok(EventManagement, { id: eventId });
      expect(event!.viewerCan).toEqual(runs);
      expect(event!.invitedEmails).toContain('guest@example.com');
    }
    const { event: asMember } = await member.ok(EventManagement, { id: eventId });
    expect(asMember!.viewerCan).toEqual({
      ...Object.fromEntries(Object.keys(runs).map((k) => [k, false])),
      leave: true, // the member plays
    });
    expect(asMember!.invitedEmails).toBeNull();
  });

  it("stops an admin running the group's events once demoted", async () => {
    const { g, eventId } = await freshGroupEvent();
    await admin.ok(UpdateEvent, { eventId, input: { title: 'By the admin' } });
    await owner.ok(SetGroupRole, { groupId: g, userId: admin.id, role: 'MEMBER' });
    expect(errorOf(await admin.gql(UpdateEvent, { eventId, input: { title: 'Again' } }))).toEqual(
      RUNS_EVENTS,
    );
    const { event } = await admin.ok(EventManagement, { id: eventId });
    expect(event!.viewerCan.edit).toBe(false);
  });
});

describe('roles', () => {
  it('reports each role and capability, and lists members with role', async () => {
    const g = await freshGroup();
    const seen = async (c: ApiClient) => (await c.ok(GroupRoles, { id: g })).group!;
    const asOwner = await seen(owner);
    expect(asOwner.viewerRole).toBe('OWNER');
    expect(asOwner.viewerCan).toEqual({
      invite: true,
      removeMembers: true,
      manageSeasons: true,
      recordPayments: true,
      manageRoles: true,
      leave: false,
    });
    expect(asOwner.memberRoles).toEqual([
      { user: { id: owner.id }, role: 'OWNER', gamesPlayed: 0, lastPlayedAt: null },
      expect.objectContaining({ user: { id: admin.id }, role: 'ADMIN' }),
      expect.objectContaining({ user: { id: member.id }, role: 'MEMBER' }),
    ]);
    const asAdmin = await seen(admin);
    expect(asAdmin.viewerRole).toBe('ADMIN');
    expect(asAdmin.viewerCan).toEqual({
      invite: true,
      removeMembers: true,
      manageSeasons: true,
      recordPayments: true,
      manageRoles: false,
      leave: true,
    });
    const asMember = await seen(member);
    expect(asMember.viewerRole).toBe('MEMBER');
    expect(asMember.viewerCan.manageSeasons).toBe(false);
    expect(asMember.activity.map((a) => a.summary)).toEqual([
      expect.stringMatching(/made .* an admin$/),
      expect.stringMatching(/joined the group$/),
      expect.stringMatching(/joined the group$/),
    ]);
  });

  it('hands the group over: the new owner has every right, the old one is an admin', async () => {
    const g = await freshGroup();
    const { setGroupRole } = await owner.ok(SetGroupRole, {
      groupId: g,
      userId: member.id,
      role: 'OWNER',
    });
    expect(setGroupRole).toEqual({ owner: { id: member.id }, viewerRole: 'ADMIN' });
    const asNew = (await member.ok(GroupRoles, { id: g })).group!;
    expect(asNew.viewerRole).toBe('OWNER');
    expect(asNew.viewerCan.manageRoles).toBe(true);
    // The old owner may no longer change roles; the new owner may demote them.
    expect(
      errorOf(await owner.gql(SetGroupRole, { groupId: g, userId: admin.id, role: 'MEMBER' })),
    ).toEqual(forbidden('Only the group owner can change roles'));
    await member.ok(SetGroupRole, { groupId: g, userId: owner.id, role: 'MEMBER' });
    const roles = (await member.ok(GroupRoles, { id: g })).group!.memberRoles;
    expect(roles.find((r) => r.user.id === owner.id)!.role).toBe('MEMBER');
    expect(roles[0]).toMatchObject({ user: { id: member.id }, role: 'OWNER' });
  });

  it('refuses the owner changing their own role and a non-member', async () => {
    const g = await freshGroup();
    expect(
      errorOf(await owner.gql(SetGroupRole, { groupId: g, userId: owner.id, role: 'ADMIN' })),
    ).toEqual(forbidden('You are the owner: make another member the owner to step down'));
    expect(
      errorOf(await owner.gql(SetGroupRole, { groupId: g, userId: stranger.id, role: 'ADMIN' })),
    ).toEqual(forbidden('That person is not a member of this group'));
  });
});

describe('the activity log', () => {
  it('lists events created, cancelled and played, removals, leaving and a handover in order', async () => {
    const g = await freshGroup(host);
    const created = await host.ok(CreateEvent, {
      input: {
        title: 'Called off',
        startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        location: '1 Felt Street',
        buyInCents: 2000,
        maxPlayers: 6,
        groupId: g,
      },
    });
    await admin.ok(CancelEvent, { eventId: created.createEvent.id });
    const played = await host.ok(CreateEvent, {
      input: {
        title: 'Played out',
        startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        location: '1 Felt Street',
        buyInCents: 2000,
        maxPlayers: 6,
        groupId: g,
      },
    });
    const eventId = played.createEvent.id;
    await member.ok(JoinEvent, { eventId });
    await started(eventId);
    await owner.ok(SetWinners, {
      eventId,
      winners: [{ place: 1, userId: member.id, prizeCents: 0 }],
    });
    await admin.ok(RemoveGroupMember, { groupId: g, userId: member.id });
    await host.ok(LeaveGroup, { groupId: g });
    await owner.ok(SetGroupRole, { groupId: g, userId: admin.id, role: 'OWNER' });

    const { group } = await admin.ok(GroupRoles, { id: g });
    // Newest first; the group's own start (three joins and an admin made) at the bottom.
    expect(group!.activity.map((a) => [a.actor.id, a.summary])).toEqual([
      [owner.id, 'Rowner made Radmin the owner'],
      [host.id, 'Rhost left the group'],
      [admin.id, 'Radmin removed Rmember from the group'],
      [owner.id, 'Rowner recorded the results of Played out'],
      [host.id, 'Rhost created Played out'],
      [admin.id, 'Radmin cancelled Called off'],
      [host.id, 'Rhost created Called off'],
      [owner.id, 'Rowner made Radmin an admin'],
      [host.id, 'Rhost joined the group'],
      [member.id, 'Rmember joined the group'],
      [admin.id, 'Radmin joined the group'],
    ]);
  });
});
