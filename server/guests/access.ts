// Who may look after a guest (docs/product.md, "Guests"): whoever added it, and for a group's
// guest the group's owner and admins. A claimed guest is nobody's to change any more. This file
// is the only place these rights live; the queries report them as User.viewerCanManageGuest.
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { groupRoleOf } from '../groups';
import type { GuestScope } from './store/guests';

export async function managesGuest(
  db: Executor,
  guest: Pick<UserRow, 'isGuest' | 'claimedBy' | 'guestOwnerId' | 'guestGroupId'>,
  userId: string,
): Promise<boolean> {
  if (!guest.isGuest || guest.claimedBy) return false;
  if (guest.guestOwnerId === userId) return true;
  if (!guest.guestGroupId) return false;
  const role = await groupRoleOf(db, guest.guestGroupId, userId);
  return role === 'owner' || role === 'admin';
}

/** Where an event's guests come from: its group's guests, else its host's own. */
export function scopeOfEvent(event: { groupId: string | null; ownerId: string }): GuestScope {
  return event.groupId ? { groupId: event.groupId } : { ownerId: event.ownerId };
}

/** Whether the guest belongs to that scope (and can be added to the event it came from). */
export function inScope(
  guest: Pick<UserRow, 'guestGroupId' | 'guestOwnerId'>,
  scope: GuestScope,
): boolean {
  return 'groupId' in scope
    ? guest.guestGroupId === scope.groupId
    : guest.guestGroupId === null && guest.guestOwnerId === scope.ownerId;
}
