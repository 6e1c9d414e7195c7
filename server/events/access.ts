// Who the viewer is to an event, and what that lets them do (docs/product.md §4 and §6): the only place
// event permissions live. The writes enforce it and `viewerCan` reports it, so buttons match
// the rules. Whoever runs the event (`manages`: its host, or for a group's event the group's
// owner and admins — core/group-roles' managesEvent) edits, cancels, invites, records results,
// removes players and keeps the tables; the host alone is the one who cannot leave.
import { canRecordResults, isOpen } from '../../core/lifecycle';
import { freePlaces } from '../../core/waitlist';
import type { Executor } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import { forbidden } from '../errors';
import { managesEventIn } from '../groups';
import type { EventCapabilities } from '../graphql/generated/resolvers-types';
import { stateOf } from './lifecycle';
import { eventMessages } from './messages';

/** The host also plays; an invitation is gone once its address joins. */
export type EventRole = 'host' | 'player' | 'invited' | 'none';

export function roleIn(
  event: Pick<EventRow, 'ownerId'>,
  viewer: Pick<UserRow, 'id' | 'email'> | null,
  playerIds: readonly string[],
  invitedEmails: readonly string[],
): EventRole {
  if (!viewer) return 'none';
  if (event.ownerId === viewer.id) return 'host';
  if (playerIds.includes(viewer.id)) return 'player';
  if (viewer.email !== null && invitedEmails.includes(viewer.email)) return 'invited';
  return 'none';
}

export function capabilitiesOf(
  event: Pick<EventRow, 'startsAt' | 'status' | 'maxPlayers'> & Partial<Pick<EventRow, 'kind'>>,
  role: EventRole,
  /** The viewer runs the event: its host, or an owner or admin of its group. */
  manages: boolean,
  playerCount: number,
  /** A game night was started: its finish or chop records the winners, not Set Winners. */
  hasGameNight = false,
  now = new Date(),
): Required<
  Omit<EventCapabilities, '__typename' | 'runTournament' | 'manageCashGame' | WaitlistCapability>
> {
  const state = stateOf(event, now);
  const open = isOpen(state);
  const plays = role === 'host' || role === 'player';
  const outsider = open && playerCount < event.maxPlayers && !plays;
  return {
    join: outsider && role !== 'invited',
    acceptInvite: outsider && role === 'invited',
    // A full game still lets the invited say no, which also frees the host's invited list.
    decline: open && role === 'invited',
    leave: open && role === 'player',
    invite: open && manages,
    cancel: open && manages,
    // Once game night runs, its clock, entries and prize pool follow the event as it is.
    edit: open && manages && !hasGameNight,
    // A cash game's settle completes it (server/cash-games), not winners.
    setWinners: manages && canRecordResults(state) && !hasGameNight && event.kind !== 'cash',
    manageTables: manages,
    seeInvitations: manages,
    removeInvite: manages,
    reserveSeat: plays,
    // Also once it has started: a walk-in (walk-ins.ts).
    addPlayer: manages && state !== 'completed',
  };
}

type WaitlistCapability = 'joinWaitlist' | 'leaveWaitlist' | 'removePlayer';

/**
 * The waitlist's part of the capabilities (waitlist.ts enforces the same rules). Whoever may
 * join the event may wait for it once it is full: the same gate as Join (a member with the
 * link, invited or not), so an invitation neither helps nor hinders.
 */
export function waitlistCapabilitiesOf(
  event: Pick<EventRow, 'startsAt' | 'status' | 'maxPlayers'>,
  role: EventRole,
  manages: boolean,
  playerCount: number,
  waiting: boolean,
  now = new Date(),
): Record<WaitlistCapability, boolean> {
  const open = isOpen(stateOf(event, now));
  const plays = role === 'host' || role === 'player';
  return {
    joinWaitlist: open && !plays && !waiting && freePlaces(playerCount, event.maxPlayers) === 0,
    leaveWaitlist: open && waiting,
    removePlayer: open && manages,
  };
}

/** The host's own actions: running a game again makes the one who asks its host. */
export function requireHost(event: Pick<EventRow, 'ownerId'>, user: Pick<UserRow, 'id'>) {
  if (event.ownerId !== user.id) throw forbidden(eventMessages.hostOnly);
}

/**
 * Refuses anyone who does not run the event (docs/product.md §6's host actions: edit, cancel, invite,
 * winners, tables, invitations, removing a player): its host, or for a group's event the group's
 * owner and admins, read in `db` (the caller's transaction, under the event lock).
 */
export async function requireManager(
  db: Executor,
  event: Pick<EventRow, 'ownerId' | 'groupId'>,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  if (await managesEventIn(db, event, user.id)) return;
  throw forbidden(event.groupId ? eventMessages.managersOnly : eventMessages.hostOnly);
}
