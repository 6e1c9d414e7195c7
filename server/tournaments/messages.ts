// What the tournaments domain says when it refuses something: the rules' messages from core (the
// host's screen shows the same ones), plus what only the server can say (who asks, what exists).
import { tournamentMessages as ruleMessages } from '../../core/tournament';
import { logMessages } from '../../core/tournament-log';

export const tournamentMessages = {
  ...ruleMessages,
  ...logMessages,
  eventNotFound: 'Event not found',
  hostOnly: 'Only the host can run the tournament',
  managersOnly: 'Only the host or a group admin can run the tournament',
  playersOnly: 'Only the host and players can follow this tournament',
  eventCompleted: 'This event is already completed',
  cashGame: 'This event is a cash game: it has no game night',
  templateNotFound: 'Template not found',
  alreadyPaused: 'The clock is already paused',
  notPaused: 'The clock is not paused',
  displayNotFound: 'This display link is no longer valid',
  openLevels: (what: string, levels: number) =>
    `${what} can be open for 1 to ${levels} levels, or all night`,
} as const;
