// The tournaments domain module (Game night, issue 11), what the resolvers import. Inside:
// access.ts (who runs, who follows, who sees the display: the only place its permissions live)
// → writes.ts (the frame of every write: host, locks, entries in step with the players, the
// announcement) → start.ts, clock.ts, display.ts (the writes) and queries.ts → store.ts (every
// query and the locks). The rules are core's (payouts, clock, busts, seating, chops);
// messages.ts holds what this module says, loaders.ts its batched reads, models.ts what the
// GraphQL types receive, notify.ts who hears about a change. log.ts writes the night's log line
// of every write; undo.ts takes back a rebuy, add-on, bust or level change from it.
export { pauseTournament, resumeTournament, setTournamentLevel } from './clock';
export { rotateTournamentDisplay } from './display';
export {
  averageStackOf,
  chipsInPlayOf,
  canRunTournament,
  clockFor,
  currentTournament,
  displayFor,
  displayResultsOf,
  displaySeatsOf,
  displayUrlOf,
  entriesOf,
  eventIdOfDisplay,
  logOf,
  nextBreakInSecondsOf,
  payoutsOf,
  personOf,
  playersLeftOf,
  prizePoolOf,
  requireFollower,
  resultsOf,
  seatMovesOf,
  seatOf,
  tournamentOf,
} from './queries';
export { startTournament } from './start';
export { bustPlayer, recordAddOn, recordRebuy, restorePlayer } from './entries';
export { finishTournament } from './finish';
export { chopPreview, chopTournament } from './chop';
export { balanceTables, drawSeats } from './seating';
export { undoTournamentAction } from './undo';
// For a guest's claim, inside its transaction: the guest's game-night rows change hands.
export { handOverTournamentRows } from './store';
