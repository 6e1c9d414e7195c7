// Who may do what with an event's tournament: the only place Game night's permissions live.
// The writes enforce it and EventCapabilities.runTournament reports it, so the buttons match.
//
//   run    the event's host, from an hour before the start until the event is completed
//          (cancelling deletes the event, so a cancelled event has no tournament to run)
//   view   the host and the event's players; anyone else sees no tournament on the event page
//   display anyone holding the display link, signed in or not: names only (TournamentView)
import { isTooEarlyToRun } from '../../core/tournament';
import type { EventRow, UserRow } from '../../db/schema';
import { badInput, forbidden } from '../errors';
import { tournamentMessages } from './messages';

export type TournamentRole = 'host' | 'player' | 'none';

export function roleIn(
  event: Pick<EventRow, 'ownerId'>,
  viewer: Pick<UserRow, 'id'> | null,
  playerIds: readonly string[],
): TournamentRole {
  if (!viewer) return 'none';
  if (event.ownerId === viewer.id) return 'host';
  return playerIds.includes(viewer.id) ? 'player' : 'none';
}

// A cash game has no game night: its money is buy-ins and cash-outs (server/cash-games).
type RunFacts = Pick<EventRow, 'startsAt' | 'status'> & Partial<Pick<EventRow, 'kind'>>;

/** Why the event cannot be run right now, whoever asks; null when it can. */
function timingProblem(event: RunFacts, now: Date): string | null {
  if (event.kind === 'cash') return tournamentMessages.cashGame;
  if (event.status === 'completed') return tournamentMessages.eventCompleted;
  if (isTooEarlyToRun(event.startsAt, now)) return tournamentMessages.tooEarly;
  return null;
}

export function canRun(event: RunFacts, role: TournamentRole, now = new Date()): boolean {
  return role === 'host' && timingProblem(event, now) === null;
}

export function canView(role: TournamentRole): boolean {
  return role !== 'none';
}

/** Refuses anyone but the event's host. */
export function requireHost(event: Pick<EventRow, 'ownerId'>, user: Pick<UserRow, 'id'>): void {
  if (event.ownerId !== user.id) throw forbidden(tournamentMessages.hostOnly);
}

/** Refuses a run outside the event's window: too early, or the event already completed. */
export function requireRunWindow(event: RunFacts, now = new Date()): void {
  const problem = timingProblem(event, now);
  if (problem) throw badInput(problem);
}
