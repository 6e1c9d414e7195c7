// Who may do what with an event's tournament: the only place Game night's permissions live.
// The writes enforce it and EventCapabilities.runTournament reports it, so the buttons match.
//
//   run    whoever runs the event — its host, or for a group's event the group's owner and admins
//          (core/group-roles' managesEvent) — until the event is completed (a start more than an
//          hour early moves the event's start to now: start.ts); cancelling deletes the event, so
//          a cancelled event has no tournament to run
//   view   those who run it and the event's players; anyone else sees no tournament
//   display anyone holding the display link, signed in or not: names only (TournamentView)
import type { Executor } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import { badInput, forbidden } from '../errors';
import { managesEventIn } from '../groups';
import { tournamentMessages } from './messages';

/** 'host': runs the night (the event's host, or a group owner or admin), whether or not they play. */
export type TournamentRole = 'host' | 'player' | 'none';

export function roleIn(
  event: Pick<EventRow, 'ownerId'>,
  viewer: Pick<UserRow, 'id'> | null,
  playerIds: readonly string[],
  /** Whether a user runs the event (groups' eventManagerRule); the host alone without it. */
  manages: (userId: string) => boolean = (userId) => userId === event.ownerId,
): TournamentRole {
  if (!viewer) return 'none';
  if (manages(viewer.id)) return 'host';
  return playerIds.includes(viewer.id) ? 'player' : 'none';
}

// A cash game has no game night: its money is buy-ins and cash-outs (server/cash-games).
type RunFacts = Pick<EventRow, 'startsAt' | 'status'> & Partial<Pick<EventRow, 'kind'>>;

/** Why the event cannot be run, whoever asks; null when it can. */
function runProblem(event: RunFacts): string | null {
  if (event.kind === 'cash') return tournamentMessages.cashGame;
  if (event.status === 'completed') return tournamentMessages.eventCompleted;
  return null;
}

export function canRun(event: RunFacts, role: TournamentRole): boolean {
  return role === 'host' && runProblem(event) === null;
}

export function canView(role: TournamentRole): boolean {
  return role !== 'none';
}

/** Refuses anyone who does not run the event, read in `db` (the caller's transaction). */
export async function requireRunner(
  db: Executor,
  event: Pick<EventRow, 'ownerId' | 'groupId'>,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  if (await managesEventIn(db, event, user.id)) return;
  throw forbidden(event.groupId ? tournamentMessages.managersOnly : tournamentMessages.hostOnly);
}

/** Refuses a run of an event that cannot have one: a cash game, or one already completed. */
export function requireRunnable(event: RunFacts): void {
  const problem = runProblem(event);
  if (problem) throw badInput(problem);
}
