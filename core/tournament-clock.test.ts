import { describe, expect, it } from 'vitest';
import type { BlindLevel } from './templates';
import {
  clockAt,
  finishClock,
  pause,
  resume,
  setLevel,
  startClock,
  syncClock,
  validateLevelIndex,
  type ClockState,
} from './tournament-clock';

const level = (n: number, durationMinutes: number): BlindLevel => ({
  id: `l${n}`,
  smallBlind: 25 * n,
  bigBlind: 50 * n,
  ante: 0,
  durationMinutes,
});

/** 20, 15 and 10 minutes: 45 minutes in all. */
const levels = [level(1, 20), level(2, 15), level(3, 10)];
const t0 = new Date('2026-11-24T19:00:00.000Z');
const at = (minutes: number, seconds = 0, ms = 0) =>
  new Date(t0.getTime() + minutes * 60_000 + seconds * 1000 + ms);

const running: ClockState = startClock(levels, t0, 'RUNNING');

describe('startClock', () => {
  it('starts paused on level 1 with its full time unless asked to run', () => {
    expect(startClock(levels, t0)).toEqual({
      phase: 'PAUSED',
      levelIndex: 0,
      levelEndsAt: null,
      pausedRemainingSeconds: 1200,
    });
    expect(running).toEqual({
      phase: 'RUNNING',
      levelIndex: 0,
      levelEndsAt: at(20),
      pausedRemainingSeconds: null,
    });
  });

  it('refuses a template without levels', () => {
    expect(() => startClock([], t0)).toThrow();
  });
});

describe('clockAt', () => {
  it('counts down in whole seconds, rounding up', () => {
    expect(clockAt(running, levels, t0)).toMatchObject({ levelIndex: 0, remainingSeconds: 1200 });
    expect(clockAt(running, levels, at(0, 0, 1)).remainingSeconds).toBe(1200);
    expect(clockAt(running, levels, at(0, 1)).remainingSeconds).toBe(1199);
    expect(clockAt(running, levels, at(19, 59, 1)).remainingSeconds).toBe(1);
  });

  it('moves on to the next level the instant a level ends, with that level’s full time', () => {
    expect(clockAt(running, levels, at(20))).toEqual({
      phase: 'RUNNING',
      levelIndex: 1,
      remainingSeconds: 900,
      levelEndsAt: at(35),
      isOverTime: false,
    });
  });

  it('is on the right level after hours untouched (a server restart reads the stored row)', () => {
    // 20 + 15 = 35 minutes into the night: level 3 has just begun; at 40:30, 4:30 of it is left.
    expect(clockAt(running, levels, at(40, 30))).toMatchObject({
      levelIndex: 2,
      remainingSeconds: 270,
      levelEndsAt: at(45),
    });
    // Past the end of the last level: the last level stays, at 0, in overtime.
    expect(clockAt(running, levels, at(300))).toEqual({
      phase: 'RUNNING',
      levelIndex: 2,
      remainingSeconds: 0,
      levelEndsAt: at(45),
      isOverTime: true,
    });
  });

  it('reads a paused or finished clock from the figure it stopped at', () => {
    const paused: ClockState = {
      phase: 'PAUSED',
      levelIndex: 1,
      levelEndsAt: null,
      pausedRemainingSeconds: 321,
    };
    expect(clockAt(paused, levels, at(500))).toEqual({
      phase: 'PAUSED',
      levelIndex: 1,
      remainingSeconds: 321,
      levelEndsAt: null,
      isOverTime: false,
    });
    expect(clockAt({ ...paused, phase: 'FINISHED' }, levels, at(900)).remainingSeconds).toBe(321);
  });

  it('reads a stored level beyond the template as its last level', () => {
    const beyond: ClockState = { ...running, levelIndex: 7, levelEndsAt: at(60) };
    expect(clockAt(beyond, levels, at(50)).levelIndex).toBe(2);
  });
});

describe('syncClock', () => {
  it('stores the level reached without changing when it ends', () => {
    expect(syncClock(running, levels, at(36))).toEqual({
      phase: 'RUNNING',
      levelIndex: 2,
      levelEndsAt: at(45),
      pausedRemainingSeconds: null,
    });
  });
});

describe('pause and resume', () => {
  it('pauses at the figure shown and resumes from it', () => {
    const paused = pause(running, levels, at(25, 10, 400));
    // 25:10.4 into the night is 5:10.4 into level 2 (15 min): 9:49.6 left, shown as 9:50.
    expect(paused).toEqual({
      phase: 'PAUSED',
      levelIndex: 1,
      levelEndsAt: null,
      pausedRemainingSeconds: 590,
    });
    // An hour's break changes nothing.
    expect(clockAt(paused, levels, at(90)).remainingSeconds).toBe(590);
    const resumed = resume(paused, levels, at(90));
    expect(resumed).toEqual({
      phase: 'RUNNING',
      levelIndex: 1,
      levelEndsAt: at(99, 50),
      pausedRemainingSeconds: null,
    });
    expect(clockAt(resumed, levels, at(99, 50)).levelIndex).toBe(2);
  });

  it('leaves a clock alone when it already is in that phase, or finished', () => {
    const paused = startClock(levels, t0);
    expect(pause(paused, levels, at(5))).toBe(paused);
    expect(resume(running, levels, at(5))).toBe(running);
    const finished = finishClock(running, levels, at(5));
    expect(pause(finished, levels, at(6))).toBe(finished);
    expect(resume(finished, levels, at(6))).toBe(finished);
  });

  it('pausing in overtime holds 0 on the last level', () => {
    expect(pause(running, levels, at(100))).toMatchObject({
      levelIndex: 2,
      pausedRemainingSeconds: 0,
    });
  });
});

describe('setLevel', () => {
  it('gives the chosen level its full time, running or paused as it was', () => {
    expect(setLevel(running, levels, 2, at(3))).toEqual({
      phase: 'RUNNING',
      levelIndex: 2,
      levelEndsAt: at(13),
      pausedRemainingSeconds: null,
    });
    expect(setLevel(startClock(levels, t0), levels, 1, at(3))).toEqual({
      phase: 'PAUSED',
      levelIndex: 1,
      levelEndsAt: null,
      pausedRemainingSeconds: 900,
    });
  });

  it('clamps to the levels there are and leaves a finished clock alone', () => {
    expect(setLevel(running, levels, 9, at(3)).levelIndex).toBe(2);
    expect(setLevel(running, levels, -1, at(3)).levelIndex).toBe(0);
    const finished = finishClock(running, levels, at(3));
    expect(setLevel(finished, levels, 1, at(4))).toBe(finished);
  });

  it('validates a requested level with a message in the 1-based words people use', () => {
    expect(validateLevelIndex(0, levels)).toBeNull();
    expect(validateLevelIndex(2, levels)).toBeNull();
    expect(validateLevelIndex(3, levels)).toBe('Level must be between 1 and 3.');
    expect(validateLevelIndex(-1, levels)).toBe('Level must be between 1 and 3.');
    expect(validateLevelIndex(1.5, levels)).toBe('Level must be between 1 and 3.');
  });
});

describe('finishClock', () => {
  it('freezes the level and figure shown when the night ends', () => {
    expect(finishClock(running, levels, at(21))).toEqual({
      phase: 'FINISHED',
      levelIndex: 1,
      levelEndsAt: null,
      pausedRemainingSeconds: 840,
    });
  });
});

describe('breaks (docs/product.md §10)', () => {
  // 20 minutes, a 10-minute break, 15 minutes.
  const withBreak: BlindLevel[] = [
    level(1, 20),
    { ...level(0, 10), smallBlind: 0, bigBlind: 0, isBreak: true, note: 'Dinner' },
    level(2, 15),
  ];

  it('runs into a break and out of it like any level with a duration', () => {
    const clock = startClock(withBreak, t0, 'RUNNING');
    expect(clockAt(clock, withBreak, at(25))).toMatchObject({
      levelIndex: 1,
      remainingSeconds: 300,
    });
    expect(clockAt(clock, withBreak, at(30))).toMatchObject({
      levelIndex: 2,
      remainingSeconds: 900,
    });
  });

  it('a jump to the break gives it its full time, paused or running', () => {
    const paused = setLevel(startClock(withBreak, t0), withBreak, 1, at(3));
    expect(clockAt(paused, withBreak, at(9))).toMatchObject({
      phase: 'PAUSED',
      levelIndex: 1,
      remainingSeconds: 600,
    });
    const running = setLevel(startClock(withBreak, t0, 'RUNNING'), withBreak, 1, at(3));
    expect(clockAt(running, withBreak, at(4))).toMatchObject({
      levelIndex: 1,
      remainingSeconds: 540,
    });
  });
});
