// Who may do what in a group (issue 13 "League and money"): one owner (groups.owner_id), any
// number of admins and members (group_members.role). One table, read by the server's checks and
// by the capabilities it reports, so a button shows exactly when the server allows its action.
//
// Admins run the group beside the owner: they invite, manage the group's events (as their host
// may), seasons and payments (record and delete them), and remove members. Only the owner manages roles, removes admins
// and transfers ownership. Giving someone the OWNER role transfers ownership: they become the
// owner and the old owner stays in the group as an admin (a group always has exactly one owner,
// and an owner never leaves; they hand the group over first).

export type GroupMemberRole = 'owner' | 'admin' | 'member';

export type GroupAction =
  | 'invite'
  | 'createEvent'
  | 'manageEvents'
  | 'manageSeasons'
  | 'recordPayments'
  | 'deletePayments'
  | 'removeMembers'
  | 'manageRoles'
  | 'removeAdmins'
  | 'transferOwnership'
  | 'leave'
  | 'viewDashboard';

export const groupPermissions: Record<GroupAction, readonly GroupMemberRole[]> = {
  invite: ['owner', 'admin'],
  createEvent: ['owner', 'admin', 'member'],
  manageEvents: ['owner', 'admin'],
  manageSeasons: ['owner', 'admin'],
  recordPayments: ['owner', 'admin'],
  /** Undo a payment recorded by mistake (logged in the group's activity). */
  deletePayments: ['owner', 'admin'],
  removeMembers: ['owner', 'admin'],
  manageRoles: ['owner'],
  removeAdmins: ['owner'],
  transferOwnership: ['owner'],
  leave: ['admin', 'member'],
  /** The group admin dashboard (/groups/{id}/admin) and its CSV exports of results and standings. */
  viewDashboard: ['owner', 'admin'],
};

/** Whether someone of `role` may take `action`; no role (a stranger or invitee) may take none. */
export function may(role: GroupMemberRole | null, action: GroupAction): boolean {
  return role !== null && groupPermissions[action].includes(role);
}

/**
 * Whether a user runs an event — edits, cancels, invites, records results, removes players, runs
 * its clock and its money: its host, and for a group's event the group's owner and admins
 * (manageEvents). `groupRole` is the user's role in the event's group, null without one.
 */
export function managesEvent(
  hostId: string,
  userId: string | null,
  groupRole: GroupMemberRole | null,
): boolean {
  return userId !== null && (userId === hostId || may(groupRole, 'manageEvents'));
}

export const groupRoleMessages = {
  ownerOnlyRoles: 'Only the group owner can change roles',
  ownRole: 'You are the owner: make another member the owner to step down',
  notAMember: 'That person is not a member of this group',
  ownerOnlyRemoveAdmin: 'Only the group owner can remove an admin',
  cannotRemoveOwner: 'The group owner cannot be removed',
  dashboardOnly: 'Only the group owner and admins can see the admin dashboard and its exports',
} as const;

/**
 * Why `actor` may not give `targetRole`'s holder the role `newRole`, or null when they may.
 * `targetRole` is null when the person is not a member. Setting the role someone already has is
 * allowed (it changes nothing).
 */
export function setRoleProblem(
  actor: { id: string; role: GroupMemberRole | null },
  target: { id: string; role: GroupMemberRole | null },
): string | null {
  if (!may(actor.role, 'manageRoles')) return groupRoleMessages.ownerOnlyRoles;
  if (target.id === actor.id) return groupRoleMessages.ownRole;
  if (target.role === null) return groupRoleMessages.notAMember;
  return null;
}

/** Why `actorRole` may not remove someone of `targetRole` from the group, or null. */
export function removeProblem(
  actorRole: GroupMemberRole | null,
  targetRole: GroupMemberRole,
  ownerOnlyRemove: string,
): string | null {
  if (targetRole === 'owner') return groupRoleMessages.cannotRemoveOwner;
  if (targetRole === 'admin' && !may(actorRole, 'removeAdmins')) {
    return may(actorRole, 'removeMembers')
      ? groupRoleMessages.ownerOnlyRemoveAdmin
      : ownerOnlyRemove;
  }
  if (!may(actorRole, 'removeMembers')) return ownerOnlyRemove;
  return null;
}

/** The roles after `userId` is given `role`: OWNER transfers ownership, the old owner an admin. */
export function afterRoleChange(
  ownerId: string,
  userId: string,
  role: GroupMemberRole,
): { ownerId: string; changes: { userId: string; role: 'admin' | 'member' }[] } {
  if (role === 'owner') {
    return { ownerId: userId, changes: [{ userId: ownerId, role: 'admin' }] };
  }
  return { ownerId, changes: [{ userId, role }] };
}
