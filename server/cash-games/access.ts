// Who may run a cash game's money: its host, and when it belongs to a group, the group's owner and
// admins (core/group-roles manageEvents). One rule for the writes and the capability.
import { may, type GroupMemberRole } from '../../core/group-roles';
import type { EventRow } from '../../db/schema';

/** Whether the viewer may manage the event's money at all (host, or the group's owner/admin). */
export function mayManageMoney(
  event: Pick<EventRow, 'ownerId'>,
  viewerId: string | null,
  groupRole: GroupMemberRole | null,
): boolean {
  return viewerId !== null && (event.ownerId === viewerId || may(groupRole, 'manageEvents'));
}

/** The capability: a cash game not yet settled, for those who may manage its money. */
export function canManageCashGame(
  event: Pick<EventRow, 'ownerId' | 'kind' | 'status'>,
  viewerId: string | null,
  groupRole: GroupMemberRole | null,
): boolean {
  return (
    event.kind === 'cash' &&
    event.status !== 'completed' &&
    mayManageMoney(event, viewerId, groupRole)
  );
}

/** A game kind as stored; the schema's GameKind names it in capitals (the enum's resolver). */
export type StoredGameKind = EventRow['kind'];
