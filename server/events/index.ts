// The events domain module, what the resolvers (and the calendar route) import. Inside:
// access.ts (roles and capabilities: the only place event permissions live) → the writes
// (create, update, duplicate, series, membership, invitations, cancel, winners, tables,
// locations) and queries.ts → store.ts (every query and the row locks). messages.ts holds what it says, emails.ts the mail
// it sends, loaders.ts its batched reads, notify.ts who hears about a change.
export { cancelEvent } from './cancel';
export { createEvent } from './create';
export { duplicateEvent } from './duplicate';
export { inviteToEvent, removeEventInvite } from './invitations';
export { stateOf } from './lifecycle';
export { createLocation, locationsOf } from './locations';
export { declineEventInvite, joinEvent, leaveEvent, removeEventPlayer } from './membership';
export { capabilitiesFor, invitedEmailsFor } from './capabilities';
export {
  currentEvent,
  eventForMember,
  eventHistoryOf,
  completedEventsPageOfGroup,
  eventsPageOfGroup,
  pastEventsOfGroup,
  upcomingEventsOfGroup,
  pastEventsOf,
  pendingInvitesOf,
  playersOf,
  previousAttendeesOf,
  statsOf,
  upcomingEventsOf,
} from './queries';
export { createEventSeries } from './series';
export { updateEvent } from './update';
export { addablePlayersOf, addEventPlayer, addPickedPlayer } from './walk-ins';
export { addTable, moveSeat, releaseSeat, removeTable, reserveSeat } from './tables';
export { publishEventChange } from './notify';
export { applySeating, seatingOf, type Seating } from './seating';
export { logResults, recordWinners, setWinners } from './winners';
export {
  announcePromotions,
  joinWaitlist,
  leaveWaitlist,
  promoteFromWaitlist,
  waitlistedEventsOf,
  waitlistOf,
} from './waitlist';
// For other domains' writes, inside their own transaction: the event's lock, its players, the
// few changes of an event row that a cash game or a game night makes, the reminders' claims of
// what is due, and a claimed guest's rows changing hands.
export {
  claimDuePlayers,
  claimDueSummaries,
  clearWaitlist,
  handOverEventRows,
  isPlayer,
  lockEvent,
  markCompleted,
  moveEventStart,
  playersOfEvents,
} from './store';
