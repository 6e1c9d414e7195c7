// What the GraphQL types of Game night receive as their parent (graphql/mappers.ts points at
// these). A view carries the moment it was read, so a tournament's remainingSeconds and serverNow
// agree, and whether its people are shown by name only (the public display).
import type {
  SeatMoveData,
  TournamentEntryRow,
  TournamentLogRow,
  TournamentResultRow,
  TournamentRow,
} from '../../db/schema';

/** A phase as stored; the schema's TournamentPhase names it in capitals (the enum's resolver). */
export type StoredPhase = TournamentRow['phase'];

export interface TournamentView {
  row: TournamentRow;
  /** The server's clock when this view was made: the clock is computed at this instant. */
  now: Date;
  /** The public display: people by display name only, no display link. */
  namesOnly: boolean;
}

export interface TournamentEntryView {
  row: TournamentEntryRow;
  eventId: string;
  namesOnly: boolean;
}

export interface SeatMoveView {
  move: SeatMoveData;
  namesOnly: boolean;
}

export interface TournamentDisplayView {
  eventTitle: string;
  tournament: TournamentView;
}

/** One seat on the public display: a display name, nothing else of the person. */
export interface DisplaySeatView {
  tableName: string;
  seatNumber: number;
  playerName: string;
}

/** One finishing place on the public display. */
export interface DisplayResultView {
  place: number;
  playerName: string;
  prizeCents: number;
  bountyCents: number;
}

export type ResultView = TournamentResultRow;

export interface ChopShareView {
  userId: string;
  amountCents: number;
}

/** One line of the night's log, with whether this viewer may undo it now (queries.ts logOf). */
export interface TournamentLogEntryView {
  row: TournamentLogRow;
  canUndo: boolean;
}
