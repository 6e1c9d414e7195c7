// The blind timer as a pure state machine (docs/product.md §4 Timer). Time is derived from timestamps, not by
// counting ticks: a running clock stores the remaining time of its level at the instant it last
// started counting, and the remaining time at any `now` is computed from that. A tab that sleeps
// through several levels therefore wakes on the right level with the right time, and the plain
// JSON state survives a page reload.
//
// A break (docs/product.md §10) runs like any level with a duration; only its name and the
// "next break" figure (core/breaks.ts) set it apart.
import { z } from 'zod';
import { isBreakLevel, playingLevelNumber, secondsUntilNextBreak } from './breaks';
import type { BlindLevel, Chip, TournamentTemplate } from './templates';

/** docs/product.md §9: the timer ticks every second. */
export const TIMER_TICK_MS = 1000;

/** A sound warns this long before a level ends. */
export const WARNING_BEFORE_END_MS = 60_000;

export interface TimerState {
  /** Bumped when the stored shape changes; older stored states are discarded. */
  version: 1;
  /** The template the clock runs (its id, name, levels and chips as chosen). */
  templateId: string;
  name: string;
  blindStructureName: string;
  chipSetName: string;
  levels: BlindLevel[];
  chips: Chip[];
  /** Index into `levels` of the level being played. */
  currentLevel: number;
  /** Milliseconds left in the current level at `countingSince` (or now, while not counting). */
  timeRemainingMs: number;
  /** False once the last level has ended (or was skipped): the clock has stopped for good. */
  isRunning: boolean;
  isPaused: boolean;
  /** Epoch milliseconds when the clock last started counting down; null while not counting. */
  countingSince: number | null;
}

/** What the screen shows at one instant. */
export interface TimerSnapshot {
  templateId: string;
  levelIndex: number;
  /** 1-based among the playing levels, as shown ("Level 3"); null on a break. */
  levelNumber: number | null;
  /** The level being played is a break: no blinds, its note. */
  isBreak: boolean;
  level: BlindLevel;
  nextLevel: BlindLevel | null;
  isLastLevel: boolean;
  remainingMs: number;
  /** Whole seconds left, rounded up: the clock shows 20:00 at the start and 00:00 only at zero. */
  remainingSeconds: number;
  /** Whole seconds until the next break begins; null when none lies ahead (or finished). */
  nextBreakInSeconds: number | null;
  isRunning: boolean;
  isPaused: boolean;
  /** Running and not paused: the clock is counting down. */
  isCounting: boolean;
  /** The last level has ended; the clock stopped. */
  isFinished: boolean;
}

export function levelDurationMs(level: BlindLevel): number {
  return level.durationMinutes * 60_000;
}

function levelAt(state: TimerState, index: number): BlindLevel {
  const level = state.levels[index];
  if (!level) throw new Error(`Timer has no level ${index + 1}`);
  return level;
}

function isCounting(state: TimerState): boolean {
  return state.isRunning && !state.isPaused && state.countingSince !== null;
}

/**
 * Choosing a template: level 1 with its full time, running but paused. Choosing another template
 * (or the same one again) is the same call, so it resets the clock.
 */
export function startTimer(template: TournamentTemplate): TimerState {
  if (template.levels.length === 0) throw new Error('A template needs at least one level');
  const levels = template.levels.map((level) => ({ ...level }));
  return {
    version: 1,
    templateId: template.id,
    name: template.name,
    blindStructureName: template.blindStructureName,
    chipSetName: template.chipSetName,
    levels,
    chips: template.chips.map((chip) => ({ ...chip })),
    currentLevel: 0,
    timeRemainingMs: levelDurationMs(levels[0]!),
    isRunning: true,
    isPaused: true,
    countingSince: null,
  };
}

/** The clock stopped after the last level: no time left, not counting. */
function finished(state: TimerState): TimerState {
  return {
    ...state,
    currentLevel: state.levels.length - 1,
    timeRemainingMs: 0,
    isRunning: false,
    countingSince: null,
  };
}

/**
 * Brings the state up to `now`: subtracts the time elapsed since the clock started counting and,
 * each time a level reaches zero, moves to the next level with that level's full time. At the end
 * of the last level it stops running. Levels crossed while the tab slept are all accounted for.
 */
export function syncTimer(state: TimerState, now: number): TimerState {
  if (!isCounting(state)) return state;
  const elapsed = Math.max(0, now - state.countingSince!);
  let remaining = state.timeRemainingMs - elapsed;
  let index = state.currentLevel;
  while (remaining <= 0) {
    if (index >= state.levels.length - 1) return finished(state);
    index += 1;
    remaining += levelDurationMs(levelAt(state, index));
  }
  return { ...state, currentLevel: index, timeRemainingMs: remaining, countingSince: now };
}

/** Pause toggles: a paused clock resumes, a counting one pauses. A stopped clock stays stopped. */
export function togglePause(state: TimerState, now: number): TimerState {
  const current = syncTimer(state, now);
  if (!current.isRunning) return current;
  if (current.isPaused) return { ...current, isPaused: false, countingSince: now };
  return { ...current, isPaused: true, countingSince: null };
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  const current = syncTimer(state, now);
  return current.isRunning && !current.isPaused ? togglePause(current, now) : current;
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  const current = syncTimer(state, now);
  return current.isRunning && current.isPaused ? togglePause(current, now) : current;
}

/**
 * The next-level button: the next level with its full time, keeping the clock paused or counting
 * as it was. On the last level the clock instead stops running.
 */
export function advanceLevel(state: TimerState, now: number): TimerState {
  const current = syncTimer(state, now);
  if (!current.isRunning) return current;
  if (current.currentLevel >= current.levels.length - 1) return finished(current);
  const index = current.currentLevel + 1;
  return {
    ...current,
    currentLevel: index,
    timeRemainingMs: levelDurationMs(levelAt(current, index)),
    countingSince: current.isPaused ? null : now,
  };
}

/**
 * The chosen template was edited: take its new name, levels and chips and keep the position —
 * the same level with no more time than it now lasts (or, if levels were removed, the new last
 * level with its full time). A
 * stopped clock stays stopped. Any other template resets, as choosing it would.
 */
export function updateTimerTemplate(
  state: TimerState,
  template: TournamentTemplate,
  now: number,
): TimerState {
  if (template.id !== state.templateId) return startTimer(template);
  const restarted = startTimer(template);
  const current = syncTimer(state, now);
  const index = Math.min(current.currentLevel, restarted.levels.length - 1);
  const updated: TimerState = {
    ...current,
    ...restarted,
    isRunning: current.isRunning,
    isPaused: current.isPaused,
  };
  if (!current.isRunning) return finished(updated);
  return {
    ...updated,
    currentLevel: index,
    timeRemainingMs:
      index === current.currentLevel
        ? Math.min(current.timeRemainingMs, levelDurationMs(levelAt(updated, index)))
        : levelDurationMs(levelAt(updated, index)),
    countingSince: current.countingSince,
  };
}

/** What to show at `now`. Pure: it never changes the state. */
export function timerSnapshot(state: TimerState, now: number): TimerSnapshot {
  const current = syncTimer(state, now);
  const index = current.currentLevel;
  const remainingMs = Math.max(0, current.timeRemainingMs);
  const remainingSeconds = Math.ceil(remainingMs / 1000);
  const level = levelAt(current, index);
  return {
    templateId: current.templateId,
    levelIndex: index,
    levelNumber: playingLevelNumber(current.levels, index),
    isBreak: isBreakLevel(level),
    level,
    nextLevel: current.levels[index + 1] ?? null,
    isLastLevel: index === current.levels.length - 1,
    remainingMs,
    remainingSeconds,
    nextBreakInSeconds: current.isRunning
      ? secondsUntilNextBreak(current.levels, index, remainingSeconds)
      : null,
    isRunning: current.isRunning,
    isPaused: current.isPaused,
    isCounting: isCounting(current),
    isFinished: !current.isRunning,
  };
}

/**
 * Milliseconds until the displayed second changes (or a level ends), so a screen can re-render
 * exactly when there is something new to show; null while the clock is not counting.
 */
export function msUntilNextTick(state: TimerState, now: number): number | null {
  const current = syncTimer(state, now);
  if (!isCounting(current)) return null;
  const intoSecond = current.timeRemainingMs % TIMER_TICK_MS;
  return intoSecond === 0 ? TIMER_TICK_MS : intoSecond;
}

export type TimerCue = 'levelChange' | 'oneMinuteWarning';

/**
 * The sound to play between two snapshots of the same run: a level change (including the end of
 * the last level), or the last minute of a level starting. A reset by choosing a template is not
 * a level change; a long sleep across several levels gives one cue, not one per level.
 */
export function timerCue(previous: TimerSnapshot, next: TimerSnapshot): TimerCue | null {
  if (previous.templateId !== next.templateId) return null;
  if (next.levelIndex > previous.levelIndex || (next.isFinished && !previous.isFinished)) {
    return 'levelChange';
  }
  if (
    next.levelIndex === previous.levelIndex &&
    !next.isFinished &&
    previous.remainingMs > WARNING_BEFORE_END_MS &&
    next.remainingMs <= WARNING_BEFORE_END_MS &&
    next.remainingMs > 0
  ) {
    return 'oneMinuteWarning';
  }
  return null;
}

/** mm:ss; minutes keep counting past 59 (a 90-minute level shows 90:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

const storedLevel = z.object({
  id: z.string(),
  smallBlind: z.number().int().min(0),
  bigBlind: z.number().int().min(0),
  ante: z.number().int().min(0),
  durationMinutes: z.number().int().min(1),
  // Kept through a reload: without them a break would come back as a 0/0 level.
  isBreak: z.boolean().optional(),
  note: z.string().nullable().optional(),
});

const storedChip = z.object({ value: z.number(), color: z.string(), quantity: z.number() });

const storedTimerState = z
  .object({
    version: z.literal(1),
    templateId: z.string(),
    name: z.string(),
    blindStructureName: z.string(),
    chipSetName: z.string(),
    levels: z.array(storedLevel).min(1),
    chips: z.array(storedChip),
    currentLevel: z.number().int().min(0),
    timeRemainingMs: z.number().finite(),
    isRunning: z.boolean(),
    isPaused: z.boolean(),
    countingSince: z.number().finite().nullable(),
  })
  .refine((state) => state.currentLevel < state.levels.length);

/** The state as a string for storage (localStorage). */
export function serializeTimer(state: TimerState): string {
  return JSON.stringify(state);
}

/** A stored state, or null if it is missing, corrupt or from an older version. */
export function deserializeTimer(stored: string | null | undefined): TimerState | null {
  if (!stored) return null;
  try {
    const parsed = storedTimerState.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
