import { describe, expect, it } from 'vitest';
import {
  buyInsOpenAt,
  isBreakLevel,
  levelTitle,
  playingLevelCount,
  playingLevelNumber,
  secondsUntilNextBreak,
} from './breaks';
import { BUILT_IN_TEMPLATES } from './templates';

const play = (durationMinutes: number) => ({ durationMinutes });
const rest = (durationMinutes: number) => ({ durationMinutes, isBreak: true });

// Level 1 (20), Level 2 (20), Break (10), Level 3 (15), Break (30), Level 4 (15)
const levels = [play(20), play(20), rest(10), play(15), rest(30), play(15)];

describe('breaks (docs/product.md §10)', () => {
  it('a level is a break only when it says so; old levels and the built-ins are not', () => {
    expect(isBreakLevel({ isBreak: true })).toBe(true);
    expect(isBreakLevel({ isBreak: false })).toBe(false);
    expect(isBreakLevel({})).toBe(false);
    expect(BUILT_IN_TEMPLATES.flatMap((t) => t.levels).some(isBreakLevel)).toBe(false);
  });

  it('numbers only the playing levels; a break is called Break', () => {
    expect(levels.map((_, i) => playingLevelNumber(levels, i))).toEqual([1, 2, null, 3, null, 4]);
    expect(levels.map((_, i) => levelTitle(levels, i))).toEqual([
      'Level 1',
      'Level 2',
      'Break',
      'Level 3',
      'Break',
      'Level 4',
    ]);
    expect(playingLevelCount(levels)).toBe(4);
  });

  it('counts down to the next break through the levels before it', () => {
    // 5 minutes left of level 1, then all of level 2.
    expect(secondsUntilNextBreak(levels, 0, 300)).toBe(300 + 20 * 60);
    expect(secondsUntilNextBreak(levels, 1, 2530)).toBe(2530);
    // On a break: the one after it.
    expect(secondsUntilNextBreak(levels, 2, 600)).toBe(600 + 15 * 60);
    expect(secondsUntilNextBreak(levels, 3, 61)).toBe(61);
  });

  it('has no next break when none lies ahead', () => {
    expect(secondsUntilNextBreak(levels, 4, 100)).toBeNull();
    expect(secondsUntilNextBreak(levels, 5, 100)).toBeNull();
    expect(secondsUntilNextBreak([play(20), play(20)], 0, 1200)).toBeNull();
  });

  it('rebuys and add-ons open for N levels count playing levels and stay open through the break after them', () => {
    const open = (index: number, n: number | null) => buyInsOpenAt(levels, index, n);
    expect([0, 1, 2, 3].map((i) => open(i, 2))).toEqual([true, true, true, false]);
    expect([3, 4, 5].map((i) => open(i, 3))).toEqual([true, true, false]);
    expect(open(0, 1)).toBe(true);
    expect(open(1, 1)).toBe(false);
    expect(open(5, null)).toBe(true);
    // Without breaks it is the first N levels, as before.
    const plain = [play(10), play(10), play(10)];
    expect(plain.map((_, i) => buyInsOpenAt(plain, i, 2))).toEqual([true, true, false]);
  });
});
