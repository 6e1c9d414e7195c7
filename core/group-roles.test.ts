import { describe, expect, it } from 'vitest';
import {
  afterRoleChange,
  groupPermissions,
  managesEvent,
  may,
  removeProblem,
  setRoleProblem,
  type GroupAction,
  type GroupMemberRole,
} from './group-roles';

describe('the permission table', () => {
  // What the issue asks for, row by row: owner, admin, member, no role.
  const expected: Record<GroupAction, [boolean, boolean, boolean, boolean]> = {
    invite: [true, true, false, false],
    createEvent: [true, true, true, false],
    manageEvents: [true, true, false, false],
    manageSeasons: [true, true, false, false],
    recordPayments: [true, true, false, false],
    deletePayments: [true, true, false, false],
    removeMembers: [true, true, false, false],
    manageRoles: [true, false, false, false],
    removeAdmins: [true, false, false, false],
    transferOwnership: [true, false, false, false],
    leave: [false, true, true, false],
    viewDashboard: [true, true, false, false],
  };

  it('matches the issue for every role and action', () => {
    const roles: (GroupMemberRole | null)[] = ['owner', 'admin', 'member', null];
    const actual = Object.fromEntries(
      (Object.keys(groupPermissions) as GroupAction[]).map((action) => [
        action,
        roles.map((role) => may(role, action)),
      ]),
    );
    expect(actual).toEqual(expected);
  });
});

describe('who runs an event', () => {
  it("is its host, and a group event's group owner and admins, never a plain member", () => {
    expect(managesEvent('h', 'h', null)).toBe(true);
    expect(managesEvent('h', 'h', 'member')).toBe(true);
    expect(managesEvent('h', 'o', 'owner')).toBe(true);
    expect(managesEvent('h', 'a', 'admin')).toBe(true);
    expect(managesEvent('h', 'm', 'member')).toBe(false);
    expect(managesEvent('h', 'x', null)).toBe(false);
    expect(managesEvent('h', null, 'admin')).toBe(false);
  });
});

describe('setting roles', () => {
  const owner = { id: 'o', role: 'owner' as const };
  it('is the owner’s, for another member', () => {
    expect(setRoleProblem(owner, { id: 'm', role: 'member' })).toBeNull();
    expect(setRoleProblem(owner, { id: 'a', role: 'admin' })).toBeNull();
    expect(setRoleProblem({ id: 'a', role: 'admin' }, { id: 'm', role: 'member' })).toBe(
      'Only the group owner can change roles',
    );
    expect(setRoleProblem({ id: 'm', role: 'member' }, { id: 'x', role: 'member' })).toBe(
      'Only the group owner can change roles',
    );
    expect(setRoleProblem(owner, owner)).toBe(
      'You are the owner: make another member the owner to step down',
    );
    expect(setRoleProblem(owner, { id: 's', role: null })).toBe(
      'That person is not a member of this group',
    );
  });

  it('to OWNER transfers ownership and makes the old owner an admin', () => {
    expect(afterRoleChange('o', 'm', 'owner')).toEqual({
      ownerId: 'm',
      changes: [{ userId: 'o', role: 'admin' }],
    });
    expect(afterRoleChange('o', 'm', 'admin')).toEqual({
      ownerId: 'o',
      changes: [{ userId: 'm', role: 'admin' }],
    });
  });
});

describe('removing someone', () => {
  const ownerOnly = 'Only the group owner can remove members';
  it('follows the table', () => {
    expect(removeProblem('owner', 'member', ownerOnly)).toBeNull();
    expect(removeProblem('owner', 'admin', ownerOnly)).toBeNull();
    expect(removeProblem('admin', 'member', ownerOnly)).toBeNull();
    expect(removeProblem('admin', 'admin', ownerOnly)).toBe(
      'Only the group owner can remove an admin',
    );
    expect(removeProblem('member', 'member', ownerOnly)).toBe(ownerOnly);
    expect(removeProblem('member', 'admin', ownerOnly)).toBe(ownerOnly);
    expect(removeProblem('owner', 'owner', ownerOnly)).toBe('The group owner cannot be removed');
  });
});
