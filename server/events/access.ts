// Who the viewer is to an event, and what that lets them do (SPEC §4 and §6). One function
// decides; the mutations enforce it and `viewerCan` reports it, so buttons match the rules.
import { groupMessages } from '../../core/groups';
import { canRecordResults, isOpen } from '../../core/lifecycle';
import type { EventRow, UserRow } from '../../db/schema';
import { forbidden } from '../errors';
import { stateOf } from './lifecycle';

export interface EventRelation {
  isHost: boolean;
  isPlayer: boolean;
  isInvited: boolean;
}

export interface EventCapabilities {
  join: boolean;
  acceptInvite: boolean;
  leave: boolean;
  invite: boolean;
  cancel: boolean;
  setWinners: boolean;
  manageTables: boolean;
  reserveSeat: boolean;
}

export function relationTo(
  event: EventRow,
  user: UserRow | null,
  playerIds: readonly string[],
  invitedEmails: readonly string[],
): EventRelation {
  if (!user) return { isHost: false, isPlayer: false, isInvited: false };
  return {
    isHost: event.ownerId === user.id,
    isPlayer: playerIds.includes(user.id),
    isInvited: invitedEmails.includes(user.email),
  };
}

export function capabilities(
  event: EventRow,
  relation: EventRelation,
  playerCount: number,
  now = new Date(),
): EventCapabilities {
  const state = stateOf(event, now);
  const open = isOpen(state);
  const hasRoom = playerCount < event.maxPlayers;
  const outsider = open && hasRoom && !relation.isPlayer;
  return {
    join: outsider && !relation.isInvited,
    acceptInvite: outsider && relation.isInvited,
    leave: open && relation.isPlayer && !relation.isHost,
    invite: open && relation.isHost,
    cancel: open && relation.isHost,
    setWinners: relation.isHost && canRecordResults(state),
    manageTables: relation.isHost,
    reserveSeat: relation.isPlayer,
  };
}

export const eventErrors = {
  notFound: 'Event not found',
  full: 'This event is full',
  closed: 'This event is no longer open',
  hostCannotLeave: 'The host cannot leave the event',
  notAPlayer: 'You are not attending this event',
  hostOnly: 'Only the host can do this',
  tableNotFound: 'Table not found',
  seatTaken: 'This seat is already taken',
  alreadySeated: 'You already have a seat at this table',
  seatRange: (max: number) => `Seat number must be between 1 and ${max}`,
  playersOnlySeats: 'Only players attending this event can reserve a seat',
  ownSeatOnly: 'You can only release your own seat',
  seatNotReserved: 'This seat is not reserved',
  winnersMustPlay: 'Winners must be players in this event',
  groupAccess: groupMessages.noAccess,
  inviteToStarted: 'This event has already started: choose who played instead of inviting',
  playersBeforeStart: 'Players join an upcoming event themselves: invite them instead',
  inviteesNotKnown: 'You can invite only people who have played with you or share a group with you',
} as const;

/** The host-only actions of SPEC §6 (invite, cancel, winners, tables, invitations). */
export function requireHost(event: EventRow, user: UserRow) {
  if (event.ownerId !== user.id) throw forbidden(eventErrors.hostOnly);
}
