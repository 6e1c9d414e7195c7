// How a line of the night's log reads: "who · what · when" (docs/product.md §10). The kinds are
// core/tournament-log.ts's; a kind this build does not know yet is shown as the server sent it.
import { playingLevelNumber, type AnyLevel } from '../../../../core/breaks';
import type { NightLogCard_TournamentFragment } from '../../gql/graphql';
import { personName } from '../../ui/personName';

export type LogLine = NightLogCard_TournamentFragment['log'][number];

const named = (person: LogLine['player']) => (person ? personName(person) : 'someone');

/** The action of a kind alone, as an undo names what it took back. */
export function kindLabel(kind: string): string {
  const labels: Record<string, string> = {
    START: 'start',
    PAUSE: 'pause',
    RESUME: 'resume',
    LEVEL: 'level change',
    REBUY: 'rebuy',
    ADD_ON: 'add-on',
    BUST: 'bust',
    RESTORE: 'restore',
    SEAT_DRAW: 'seat draw',
    BALANCE: 'table balancing',
    DISPLAY_LINK: 'new display link',
    CHOP: 'chop',
    FINISH: 'finish',
    UNDO: 'undo',
  };
  return labels[kind] ?? kind;
}

/**
 * What was done: "Rebuy for Alex", "Busted Lee (by Jo)", "Undid the rebuy for Alex". A level
 * change names the level as the clock does (breaks are not counted), given the night's levels.
 */
export function logWhat(line: LogLine, levels: readonly AnyLevel[] = []): string {
  const player = named(line.player);
  switch (line.kind) {
    case 'START':
      return 'Started the night';
    case 'PAUSE':
      return 'Paused the clock';
    case 'RESUME':
      return 'Resumed the clock';
    case 'LEVEL': {
      if (line.levelIndex == null) return 'Changed the level';
      if (!levels[line.levelIndex]) return `Moved to level ${line.levelIndex + 1}`;
      const number = playingLevelNumber(levels, line.levelIndex);
      return number === null ? 'Moved to the break' : `Moved to level ${number}`;
    }
    case 'REBUY':
      return `Rebuy for ${player}`;
    case 'ADD_ON':
      return `Add-on for ${player}`;
    case 'BUST':
      return line.eliminatedBy
        ? `Busted ${player} (by ${personName(line.eliminatedBy)})`
        : `Busted ${player}`;
    case 'RESTORE':
      return `Restored ${player}`;
    case 'SEAT_DRAW':
      return 'Drew seats';
    case 'BALANCE':
      return 'Balanced the tables';
    case 'DISPLAY_LINK':
      return 'Made a new display link';
    case 'CHOP':
      return 'Chopped the prize pool';
    case 'FINISH':
      return line.player ? `Finished: ${player} wins` : 'Finished the night';
    case 'UNDO': {
      const what = kindLabel(line.undoneKind ?? '');
      return line.player ? `Undid the ${what} for ${player}` : `Undid the ${what}`;
    }
    default:
      return line.kind;
  }
}

/** The time of day in the viewer's own zone ("9:42 PM"). */
export function logWhen(at: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(new Date(at));
}
