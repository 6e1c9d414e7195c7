import { describe, expect, it } from 'vitest';
import {
  clockAfterLevelUndo,
  isUndoable,
  logMessages as m,
  restoreChanges,
  undoProblem,
  type LoggedEntry,
} from './tournament-log';
import { tournamentMessages } from './tournament';

const bustedAt = '2026-12-01T20:00:00.000Z';
const field: (LoggedEntry & { knockouts: number; eliminatedBy: string | null })[] = [
  { userId: 'a', finishPlace: null, bustedAt: null, knockouts: 2, eliminatedBy: null },
  { userId: 'b', finishPlace: 4, bustedAt: new Date(bustedAt), knockouts: 0, eliminatedBy: 'a' },
  {
    userId: 'c',
    finishPlace: 3,
    bustedAt: '2026-12-01T20:05:00.000Z',
    knockouts: 0,
    eliminatedBy: 'a',
  },
  { userId: 'd', finishPlace: null, bustedAt: null, knockouts: 0, eliminatedBy: null },
];
const line = (kind: string, more: Partial<Parameters<typeof undoProblem>[0]> = {}) => ({
  kind,
  playerId: 'a',
  undoneAt: null,
  data: {},
  ...more,
});

describe('undoProblem', () => {
  it('allows only standing rebuys, add-ons, busts and level changes', () => {
    expect(['REBUY', 'ADD_ON', 'BUST', 'LEVEL'].every(isUndoable)).toBe(true);
    expect(['START', 'PAUSE', 'RESTORE', 'FINISH', 'UNDO', 'SEAT_DRAW'].some(isUndoable)).toBe(
      false,
    );
    expect(undoProblem(line('REBUY'), field)).toBeNull();
    expect(undoProblem(line('LEVEL', { playerId: null }), field)).toBeNull();
    expect(undoProblem(line('START'), field)).toBe(m.notUndoable);
    expect(undoProblem(line('REBUY', { undoneAt: new Date() }), field)).toBe(m.alreadyUndone);
    expect(undoProblem(line('ADD_ON', { playerId: 'gone' }), field)).toBe(
      tournamentMessages.notAPlayer,
    );
  });

  it('allows a bust only while that very bust stands', () => {
    expect(undoProblem(line('BUST', { playerId: 'b', data: { bustedAt } }), field)).toBeNull();
    // Restored (in again) or busted again since (another time).
    expect(undoProblem(line('BUST', { playerId: 'a', data: { bustedAt } }), field)).toBe(
      m.bustChanged,
    );
    expect(undoProblem(line('BUST', { playerId: 'c', data: { bustedAt } }), field)).toBe(
      m.bustChanged,
    );
  });
});

describe('restoreChanges', () => {
  it('moves later busts down one and takes the knockout back', () => {
    expect(Object.fromEntries(restoreChanges(field, 'b'))).toEqual({
      b: { finishPlace: null, bustedAt: null, eliminatedBy: null },
      c: { finishPlace: 4 },
      a: { knockouts: 1 },
    });
  });
});

describe('clockAfterLevelUndo', () => {
  const now = new Date('2026-12-01T21:00:00.000Z');
  const data = { fromLevelIndex: 2, remainingSeconds: 300, toLevelIndex: 3 };
  it('puts back the level left with the seconds it had, running or paused as the clock is now', () => {
    const running = {
      phase: 'RUNNING' as const,
      levelIndex: 3,
      levelEndsAt: new Date(now.getTime() + 900_000),
      pausedRemainingSeconds: null,
    };
    expect(clockAfterLevelUndo(running, data, 10, now)).toEqual({
      phase: 'RUNNING',
      levelIndex: 2,
      levelEndsAt: new Date(now.getTime() + 300_000),
      pausedRemainingSeconds: null,
    });
    const paused = {
      ...running,
      phase: 'PAUSED' as const,
      levelEndsAt: null,
      pausedRemainingSeconds: 900,
    };
    expect(clockAfterLevelUndo(paused, data, 10, now)).toEqual({
      phase: 'PAUSED',
      levelIndex: 2,
      levelEndsAt: null,
      pausedRemainingSeconds: 300,
    });
    // A level beyond a (changed) template is read as its last one.
    expect(clockAfterLevelUndo(paused, data, 2, now).levelIndex).toBe(1);
  });
});
