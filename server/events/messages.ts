// What the events domain says to people when it refuses something. Rules' own messages (the
// event form, tables, winners, lifecycle) live with the rules in core/.
import { groupMessages } from '../../core/groups';

export const eventMessages = {
  notFound: 'Event not found',
  full: 'This event is full',
  closed: 'This event is no longer open',
  hostCannotLeave: 'The host cannot leave the event',
  notAPlayer: 'You are not attending this event',
  hostOnly: 'Only the host can do this',
  managersOnly: 'Only the host or a group admin can do this',
  tableNotFound: 'Table not found',
  seatTaken: 'This seat is already taken',
  alreadySeated: 'You already have a seat at this table',
  seatRange: (max: number) => `Seat number must be between 1 and ${max}`,
  playersOnlySeats: 'Only players attending this event can reserve a seat',
  ownSeatOnly: 'You can only release your own seat',
  hostSeatsOthers: 'Only the host can reserve a seat for another player',
  noSeatToMove: 'You have no seat at this table to move',
  seatNotReserved: 'This seat is not reserved',
  winnersMustPlay: 'Winners must be players in this event',
  editDuringGameNight: "This event's game night has started: it can no longer be edited",
  cashGameNoWinners: 'This event is a cash game: record buy-ins and cash-outs, then settle it',
  winnersFromGameNight: "This event's game night records its winners: finish or chop it",
  groupAccess: groupMessages.noAccess,
  inviteToStarted: 'This event has already started: choose who played instead of inviting',
  playersBeforeStart: 'Players join an upcoming event themselves: invite them instead',
  inviteesNotKnown: 'You can invite only people who have played with you or share a group with you',
  playerNotKnown: 'You can add only people who have played with you or share a group with you',
  completedNoPlayers: 'This event is completed: its players can no longer change',
} as const;

/** What the waitlist says when it refuses something. */
export const waitlistMessages = {
  notFull: 'This event has free places: join it instead',
  alreadyPlaying: 'You are already playing in this event',
  notWaiting: 'You are not on the waitlist for this event',
  hostCannotBeRemoved: 'The host cannot be removed from the event',
} as const;
