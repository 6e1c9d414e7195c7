import { describe, expect, it } from 'vitest';
import { capabilitiesOf, inviterNameOf, roleIn } from './access';

describe('inviterNameOf', () => {
  it('uses the display name, else the e-mail, else "A poker player"', () => {
    expect(inviterNameOf({ displayName: ' Jo ', email: 'jo@example.com' })).toBe('Jo');
    expect(inviterNameOf({ displayName: '   ', email: 'jo@example.com' })).toBe('jo@example.com');
    expect(inviterNameOf({ displayName: '', email: '' })).toBe('A poker player');
    expect(inviterNameOf({})).toBe('A poker player');
  });
});

describe('roleIn and capabilitiesOf', () => {
  const group = { ownerId: 'o' };
  const user = (id: string, email = `${id}@example.com`, emailVerified = true) => ({
    id,
    email,
    emailVerified,
  });

  it('tells owner, admin, member, invited and outsider apart; an unverified address is not invited', () => {
    const members = ['o', 'm'];
    const invited = ['i@example.com'];
    expect(roleIn(group, user('o'), members, invited)).toBe('owner');
    expect(roleIn(group, user('m'), members, invited)).toBe('member');
    expect(roleIn(group, user('m'), members, invited, ['m'])).toBe('admin');
    expect(roleIn(group, user('i'), members, invited)).toBe('invited');
    expect(roleIn(group, user('i', 'i@example.com', false), members, invited)).toBe('none');
    expect(roleIn(group, user('s'), members, invited)).toBe('none');
    expect(roleIn(group, null, members, invited)).toBe('none');
  });

  it('grants each role exactly its buttons', () => {
    expect(capabilitiesOf('owner')).toEqual({
      invite: true,
      leave: false,
      removeMembers: true,
      createEvent: true,
      respondToInvite: false,
      manageSeasons: true,
      recordPayments: true,
      deletePayments: true,
      manageRoles: true,
    });
    expect(capabilitiesOf('admin')).toEqual({
      invite: true,
      leave: true,
      removeMembers: true,
      createEvent: true,
      respondToInvite: false,
      manageSeasons: true,
      recordPayments: true,
      deletePayments: true,
      manageRoles: false,
    });
    expect(capabilitiesOf('member')).toEqual({
      invite: false,
      leave: true,
      removeMembers: false,
      createEvent: true,
      respondToInvite: false,
      manageSeasons: false,
      recordPayments: false,
      deletePayments: false,
      manageRoles: false,
    });
    expect(capabilitiesOf('invited')).toEqual({
      invite: false,
      leave: false,
      removeMembers: false,
      createEvent: false,
      respondToInvite: true,
      manageSeasons: false,
      recordPayments: false,
      deletePayments: false,
      manageRoles: false,
    });
    expect(capabilitiesOf('none')).toEqual({
      invite: false,
      leave: false,
      removeMembers: false,
      createEvent: false,
      respondToInvite: false,
      manageSeasons: false,
      recordPayments: false,
      deletePayments: false,
      manageRoles: false,
    });
  });
});
