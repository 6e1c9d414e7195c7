// Who the viewer is to an event, and what that lets them do (docs/product.md §4 and §6): the only place
// event permissions live. What a manager may do is stated once (managerRefusal): the writes throw
// its reason and `viewerCan` reports its absence, so buttons match the rules. Whoever runs the event (`manages`: its host, or for a group's event the group's
// owner and admins — core/group-roles' managesEvent) edits, cancels, invites, records results,
// removes players and keeps the tables; the host alone is the one who cannot leave.
import { canRecordResults, isOpen, lifecycleMessages } from '../../core/lifecycle';
import { freePlaces } from '../../core/waitlist';
import type { Executor } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import { badInput, forbidden } from '../errors';
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

/** What only whoever runs the event may do; each asks more than running it (managerRefusal). */
export type ManagerAction =
  | 'invite'
  | 'cancel'
  | 'edit'
  | 'setWinners'
  | 'manageTables'
  | 'removeInvite'
  | 'addPlayer'
  | 'removePlayer';

type ManagedEvent = Pick<EventRow, 'startsAt' | 'status'> &
  Partial<Pick<EventRow, 'kind' | 'groupId'>>;

interface Refusal {
  status: 'forbidden' | 'badInput';
  message: string;
}
const refusals = {
  hostOnly: { status: 'forbidden', message: eventMessages.hostOnly },
  managersOnly: { status: 'forbidden', message: eventMessages.managersOnly },
  closed: { status: 'badInput', message: eventMessages.closed },
  editDuringGameNight: { status: 'forbidden', message: eventMessages.editDuringGameNight },
  completedNoPlayers: { status: 'badInput', message: eventMessages.completedNoPlayers },
  cashGameNoWinners: { status: 'badInput', message: eventMessages.cashGameNoWinners },
  winnersBeforeStart: { status: 'badInput', message: lifecycleMessages.winnersBeforeStart },
  winnersFromGameNight: { status: 'badInput', message: eventMessages.winnersFromGameNight },
} satisfies Record<string, Refusal>;

/**
 * The first reason `action` is refused, in the order the writes check, or null when it is
 * allowed: the one statement of these rules, for capabilitiesOf and requireManagerAction alike.
 */
export function managerRefusal(
  action: ManagerAction,
  event: ManagedEvent,
  /** The viewer runs the event: its host, or an owner or admin of its group. */
  manages: boolean,
  /** A game night was started: its finish or chop records the winners, not Set Winners. */
  hasGameNight = false,
  now = new Date(),
): Refusal | null {
  if (!manages) return event.groupId ? refusals.managersOnly : refusals.hostOnly;
  const state = stateOf(event, now);
  switch (action) {
    case 'invite':
    case 'cancel':
    case 'removePlayer':
      return isOpen(state) ? null : refusals.closed;
    case 'edit':
      // Once game night runs, its clock, entries and prize pool follow the event as it is.
      if (!isOpen(state)) return refusals.closed;
      return hasGameNight ? refusals.editDuringGameNight : null;
    case 'setWinners':
      // A cash game's settle completes it (server/cash-games), not winners.
      if (event.kind === 'cash') return refusals.cashGameNoWinners;
      if (!canRecordResults(state)) return refusals.winnersBeforeStart;
      return hasGameNight ? refusals.winnersFromGameNight : null;
    case 'addPlayer':
      // Also once it has started: a walk-in (walk-ins.ts).
      return state === 'completed' ? refusals.completedNoPlayers : null;
    case 'manageTables':
    case 'removeInvite':
      return null;
  }
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
  const may = (action: ManagerAction) =>
    managerRefusal(action, event, manages, hasGameNight, now) === null;
  return {
    join: outsider && role !== 'invited',
    acceptInvite: outsider && role === 'invited',
    // A full game still lets the invited say no, which also frees the host's invited list.
    decline: open && role === 'invited',
    leave: open && role === 'player',
    invite: may('invite'),
    cancel: may('cancel'),
    edit: may('edit'),
    setWinners: may('setWinners'),
    manageTables: may('manageTables'),
    seeInvitations: manages,
    removeInvite: may('removeInvite'),
    reserveSeat: plays,
    addPlayer: may('addPlayer'),
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
    removePlayer: managerRefusal('removePlayer', event, manages, false, now) === null,
  };
}

/** The host's own actions: running a game again makes the one who asks its host. */
export function requireHost(event: Pick<EventRow, 'ownerId'>, user: Pick<UserRow, 'id'>) {
  if (event.ownerId !== user.id) throw forbidden(eventMessages.hostOnly);
}

/**
 * Refuses `action` to anyone who does not run the event (its host, or for a group's event the
 * group's owner and admins, read in `db`: the caller's transaction, under the event lock), and
 * to them when managerRefusal says the event does not allow it now.
 */
export async function requireManagerAction(
  db: Executor,
  event: ManagedEvent & Pick<EventRow, 'ownerId'>,
  user: Pick<UserRow, 'id'>,
  action: ManagerAction,
  hasGameNight = false,
): Promise<void> {
  const manages = await managesEventIn(
    db,
    { ownerId: event.ownerId, groupId: event.groupId ?? null },
    user.id,
  );
  const refusal = managerRefusal(action, event, manages, hasGameNight);
  if (refusal) throw (refusal.status === 'forbidden' ? forbidden : badInput)(refusal.message);
}
