// Breaks in a blind structure (docs/product.md §10 Breaks): a level may be a break (colour-up,
// dinner) that has a duration and a note but no blinds. Breaks are counted apart: "Level N"
// numbers only the playing levels, and "open for the first N levels" (rebuys, add-ons) counts
// playing levels too, staying open through a break that directly follows the Nth one — add-ons
// are usually taken at the first break. The clocks (core/timer.ts, core/tournament-clock.ts)
// treat a break as a level like any other; these functions say what it is called and how far
// the next one is.
import type { BlindLevel } from './templates';

/**
 * Any level, draft or row: only its isBreak is read. (An object type, not `{ isBreak?: … }`,
 * which TypeScript would refuse for a level that has no isBreak at all.)
 */
export type AnyLevel = object;

/** A level is a break only when it says so; levels stored before breaks existed are not. */
export function isBreakLevel(level: AnyLevel): boolean {
  return 'isBreak' in level && level.isBreak === true;
}

/** The levels that are played (not breaks). */
export function playingLevelCount(levels: readonly AnyLevel[]): number {
  return levels.filter((level) => !isBreakLevel(level)).length;
}

/** Playing levels at or before `index`: a break after level 3 gives 3, level 3 itself 3. */
export function playingLevelsThrough(levels: readonly AnyLevel[], index: number): number {
  return levels.slice(0, Math.max(0, index + 1)).filter((level) => !isBreakLevel(level)).length;
}

/** The number people see ("Level 3"), counting playing levels only; null for a break. */
export function playingLevelNumber(levels: readonly AnyLevel[], index: number): number | null {
  const level = levels[index];
  if (!level || isBreakLevel(level)) return null;
  return playingLevelsThrough(levels, index);
}

/** A level's name as the clocks and lists show it: "Level 3", or "Break". */
export function levelTitle(levels: readonly AnyLevel[], index: number): string {
  const number = playingLevelNumber(levels, index);
  return number === null ? 'Break' : `Level ${number}`;
}

/**
 * Whole seconds until the next break begins, with `remainingSeconds` left in the level at
 * `levelIndex`: what is left of this level plus every level before the break. On a break it is
 * the break after it. Null when no break lies ahead. The same for a running and a paused clock:
 * a paused clock's figure simply holds still.
 */
export function secondsUntilNextBreak(
  levels: readonly (AnyLevel & Pick<BlindLevel, 'durationMinutes'>)[],
  levelIndex: number,
  remainingSeconds: number,
): number | null {
  let seconds = Math.max(0, remainingSeconds);
  for (let index = levelIndex + 1; index < levels.length; index += 1) {
    const level = levels[index]!;
    if (isBreakLevel(level)) return seconds;
    seconds += level.durationMinutes * 60;
  }
  return null;
}

/**
 * Whether rebuys or add-ons "open for the first `openLevels` levels" are still open at
 * `levelIndex`: through the first `openLevels` playing levels and any break straight after them,
 * closed once playing level `openLevels + 1` starts. Null `openLevels`: open all night.
 */
export function buyInsOpenAt(
  levels: readonly AnyLevel[],
  levelIndex: number,
  openLevels: number | null | undefined,
): boolean {
  if (openLevels == null) return true;
  return playingLevelsThrough(levels, levelIndex) <= openLevels;
}
