// Roles (issue 13) × operations: the owner, an admin, a member, a stranger — each operation's
// exact answer, and ownership handed over. One fresh group per case: owner + admin + member.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type ApiClient } from '../support/api';
import { seededApp } from '../support/seed';

type Member = ApiClient & { email: string; id: string };
type Role = 'owner' | 'admin' | 'member' | 'stranger';
const ROLES: Role[] = ['owner', 'admin', 'member', 'stranger'];

const INVITE = `mutation($g: ID!, $e: String!) { inviteToGroup(groupId: $g, emails: $e) { invited } }`;
const ACCEPT = `mutation($g: ID!) { acceptGroupInvite(groupId: $g) { id } }`;
const SET_ROLE = `mutation($g: ID!, $u: ID!, $r: GroupRole!) {
  setGroupRole(groupId: $g, userId: $u, role: $r) { owner { id } viewerRole } }`;
const REMOVE = `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { memberCount } }`;
const CANCEL = `mutation($g: ID!, $e: String!) { cancelGroupInvite(groupId: $g, email: $e) { id } }`;
const ROLES_OF = `query($g: ID!) { group(id: $g) {
  owner { id } viewerRole
  memberRoles { user { id } role gamesPlayed lastPlayedAt }
  viewerCan { invite removeMembers manageSeasons recordPayments manageRoles leave }
  activity { actor { id } summary } } }`;

const NO_ACCESS = { code: 'FORBIDDEN', message: 'You do not have access to this group' };
const forbidden = (message: string) => ({ code: 'FORBIDDEN', message });

const app = seededApp();
let owner: Member;
let admin: Member;
let member: Member;
let stranger: Member;
const clientFor = (role: Role) => ({ owner, admin, member, stranger })[role];

beforeAll(async () => {
  owner = await app.t.signUpMember('rowner');
  admin = await app.t.signUpMember('radmin');
  member = await app.t.signUpMember('rmember');
  stranger = await app.t.signUpMember('rstranger');
});

async function freshGroup(): Promise<string> {
  const { createGroup } = await owner.ok(`mutation { createGroup(name: "Roles") { id } }`);
  const g = createGroup.id as string;
  await owner.ok(INVITE, { g, e: `${admin.email} ${member.email}` });
  await admin.ok(ACCEPT, { g });
  await member.ok(ACCEPT, { g });
  await owner.ok(SET_ROLE, { g, u: admin.id, r: 'ADMIN' });
  return g;
}

type Expect = 'ok' | { code: string; message: string };
const cases: Record<
  string,
  { run: (c: ApiClient, g: string) => Promise<unknown>; expect: Record<Role, Expect> }
> = {
  'setGroupRole (make the member an admin)': {
    run: (c, g) => c.gql(SET_ROLE, { g, u: member.id, r: 'ADMIN' }),
    expect: {
      owner: 'ok',
      admin: forbidden('Only the group owner can change roles'),
      member: forbidden('Only the group owner can change roles'),
      stranger: NO_ACCESS,
    },
  },
  invite: {
    run: (c, g) => c.gql(INVITE, { g, e: 'someone-new@example.com' }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can invite members'),
      stranger: NO_ACCESS,
    },
  },
  'cancel an invitation': {
    run: (c, g) => c.gql(CANCEL, { g, e: 'nobody@example.com' }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can cancel invitations'),
      stranger: NO_ACCESS,
    },
  },
  'remove the member': {
    run: (c, g) => c.gql(REMOVE, { g, u: member.id }),
    expect: {
      owner: 'ok',
      admin: 'ok',
      member: forbidden('Only the group owner or an admin can remove members'),
      stranger: NO_ACCESS,
    },
  },
  'remove the admin': {
    run: (c, g) => c.gql(REMOVE, { g, u: admin.id }),
    expect: {
      owner: 'ok',
      admin: forbidden('Only the group owner can remove an admin'),
      member: forbidden('Only the group owner or an admin can remove members'),
      stranger: NO_ACCESS,
    },
  },
  'transfer ownership to the member': {
    run: (c, g) => c.gql(SET_ROLE, { g, u: member.id, r: 'OWNER' }),
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

describe('roles', () => {
  it('reports each role and capability, and lists members with role', async () => {
    const g = await freshGroup();
    const seen = async (c: ApiClient) => (await c.ok(ROLES_OF, { g })).group;
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
    expect(asMember.activity.map((a: { summary: string }) => a.summary)).toEqual([
      expect.stringMatching(/made .* an admin$/),
      expect.stringMatching(/joined the group$/),
      expect.stringMatching(/joined the group$/),
    ]);
  });

  it('hands the group over: the new owner has every right, the old one is an admin', async () => {
    const g = await freshGroup();
    const { setGroupRole } = await owner.ok(SET_ROLE, { g, u: member.id, r: 'OWNER' });
    expect(setGroupRole).toEqual({ owner: { id: member.id }, viewerRole: 'ADMIN' });
    const asNew = (await member.ok(ROLES_OF, { g })).group;
    expect(asNew.viewerRole).toBe('OWNER');
    expect(asNew.viewerCan.manageRoles).toBe(true);
    // The old owner may no longer change roles; the new owner may demote them.
    expect(errorOf(await owner.gql(SET_ROLE, { g, u: admin.id, r: 'MEMBER' }))).toEqual(
      forbidden('Only the group owner can change roles'),
    );
    await member.ok(SET_ROLE, { g, u: owner.id, r: 'MEMBER' });
    const roles = (await member.ok(ROLES_OF, { g })).group.memberRoles;
    expect(roles.find((r: { user: { id: string } }) => r.user.id === owner.id).role).toBe('MEMBER');
    expect(roles[0]).toMatchObject({ user: { id: member.id }, role: 'OWNER' });
  });

  it('refuses the owner changing their own role and a non-member', async () => {
    const g = await freshGroup();
    expect(errorOf(await owner.gql(SET_ROLE, { g, u: owner.id, r: 'ADMIN' }))).toEqual(
      forbidden('You are the owner: make another member the owner to step down'),
    );
    expect(errorOf(await owner.gql(SET_ROLE, { g, u: stranger.id, r: 'ADMIN' }))).toEqual(
      forbidden('That person is not a member of this group'),
    );
  });
});
