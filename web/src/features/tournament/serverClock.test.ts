import { describe, expect, it } from 'vitest';
import type { BlindLevel } from '../../../../core/templates';
import { snapshotOf } from './serverClock';

const levels: BlindLevel[] = [
  { id: '0', smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
  { id: '1', smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 20 },
];

describe('snapshotOf', () => {
  it('keeps a night whose last level ran out on that level, not finished', () => {
    const snapshot = snapshotOf(
      't1',
      {
        phase: 'RUNNING',
        levelIndex: 1,
        remainingSeconds: 0,
        levelEndsAt: new Date(0),
        isOverTime: true,
      },
      0,
      levels,
    );
    expect(snapshot).toMatchObject({
      levelNumber: 2,
      isLastLevel: true,
      nextLevel: null,
      remainingSeconds: 0,
      isFinished: false,
      isPaused: false,
    });
  });

  it('shows a finished night as the finished timer', () => {
    const snapshot = snapshotOf(
      't1',
      {
        phase: 'FINISHED',
        levelIndex: 0,
        remainingSeconds: 600,
        levelEndsAt: null,
        isOverTime: false,
      },
      600_000,
      levels,
    );
    expect(snapshot).toMatchObject({ isFinished: true, isRunning: false, isCounting: false });
  });
});
