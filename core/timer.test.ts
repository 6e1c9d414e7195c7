import { beforeEach, describe, expect, it } from 'vitest';
import { findBuiltInTemplate, type TournamentTemplate } from './templates';
import {
  advanceLevel,
  deserializeTimer,
  formatClock,
  msUntilNextTick,
  pauseTimer,
  resumeTimer,
  serializeTimer,
  startTimer,
  syncTimer,
  timerCue,
  timerSnapshot,
  togglePause,
  updateTimerTemplate,
  type TimerState,
} from './timer';

const MIN = 60_000;
const SEC = 1000;
const standard = findBuiltInTemplate('standard')!; // 20, 20, 20, 15, 15, 15, 15, 10 minutes
const turbo = findBuiltInTemplate('turbo')!;

/** A fake clock: the state machine is given `now`, the test moves it. */
function fakeClock(start = Date.UTC(2026, 0, 1, 20, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

let clock: ReturnType<typeof fakeClock>;
let state: TimerState;
const snap = () => timerSnapshot(state, clock.now());
const act = (fn: (s: TimerState, now: number) => TimerState) => {
  state = fn(state, clock.now());
};

beforeEach(() => {
  clock = fakeClock();
  state = startTimer(standard);
});

describe('choosing a template', () => {
  it('starts at level 1 with the full level time, running but paused', () => {
    const s = snap();
    expect(s.levelNumber).toBe(1);
    expect(s.level).toMatchObject({ smallBlind: 25, bigBlind: 50, ante: 0 });
    expect(s.remainingSeconds).toBe(20 * 60);
    expect(formatClock(s.remainingSeconds)).toBe('20:00');
    expect(s.isRunning).toBe(true);
    expect(s.isPaused).toBe(true);
    expect(s.isCounting).toBe(false);
  });

  it('does not count down while paused', () => {
    clock.advance(10 * MIN);
    expect(snap().remainingSeconds).toBe(20 * 60);
  });

  it('choosing another template resets the timer', () => {
    act(togglePause);
    clock.advance(25 * MIN);
    expect(snap().levelNumber).toBe(2);
    state = startTimer(turbo);
    const s = snap();
    expect(s.templateId).toBe('turbo');
    expect(s.levelNumber).toBe(1);
    expect(s.remainingSeconds).toBe(10 * 60);
    expect(s.isPaused).toBe(true);
    expect(state.chipSetName).toBe('Standard Stack');
  });

  it('copies the template so later changes to it do not leak in', () => {
    const template: TournamentTemplate = structuredClone({
      ...standard,
      id: 'custom-x',
      builtIn: false,
    });
    state = startTimer(template);
    template.levels[0]!.durationMinutes = 99;
    expect(snap().remainingSeconds).toBe(20 * 60);
  });
});

describe('running', () => {
  it('counts down one second per second of wall-clock time', () => {
    act(togglePause);
    clock.advance(SEC);
    expect(snap().remainingSeconds).toBe(20 * 60 - 1);
    clock.advance(59 * SEC);
    expect(formatClock(snap().remainingSeconds)).toBe('19:00');
  });

  it('shows a partial second rounded up, so 00:00 means zero', () => {
    act(togglePause);
    clock.advance(20 * MIN - 400);
    expect(snap().remainingSeconds).toBe(1);
    expect(snap().levelNumber).toBe(1);
  });

  it('derives time from timestamps, not from how often it is looked at', () => {
    act(togglePause);
    // Look at it at irregular moments (a throttled background tab), then once after 7 minutes.
    for (const step of [300, 1700, 2900, 50, 11_000]) {
      clock.advance(step);
      act(syncTimer);
    }
    clock.advance(7 * MIN - 15_950);
    expect(snap().remainingSeconds).toBe(13 * 60);
  });

  it('at zero moves to the next level with that level’s full time', () => {
    act(togglePause);
    clock.advance(20 * MIN);
    const s = snap();
    expect(s.levelNumber).toBe(2);
    expect(s.level).toMatchObject({ smallBlind: 50, bigBlind: 100 });
    expect(s.remainingSeconds).toBe(20 * 60);
    expect(s.isCounting).toBe(true);
  });

  it('a sleep of several levels lands on the right level with the right time', () => {
    act(togglePause);
    clock.advance(5 * MIN); // 15:00 left in level 1
    act(syncTimer);
    // The laptop sleeps for 1 h 2 min 30 s: 15 (rest of L1) + 20 (L2) + 20 (L3) = 55 min, then
    // 7 min 30 s into level 4 (15 minutes long).
    clock.advance(62 * MIN + 30 * SEC);
    const s = snap();
    expect(s.levelNumber).toBe(4);
    expect(s.level).toMatchObject({ smallBlind: 200, bigBlind: 400, ante: 50 });
    expect(formatClock(s.remainingSeconds)).toBe('07:30');
    expect(s.isCounting).toBe(true);
  });

  it('a sleep past the end of the last level stops the clock on the last level', () => {
    act(togglePause);
    clock.advance(10 * 60 * MIN);
    const s = snap();
    expect(s.levelNumber).toBe(8);
    expect(s.remainingSeconds).toBe(0);
    expect(s.isRunning).toBe(false);
    expect(s.isFinished).toBe(true);
  });

  it('at zero on the last level it stops running instead of advancing', () => {
    act(togglePause);
    clock.advance(140 * MIN); // 20+20+20+15+15+15+15 = 120 min, +20 into the 10-minute last level
    expect(snap().isRunning).toBe(false);
    clock.advance(MIN);
    expect(snap()).toMatchObject({ levelNumber: 8, remainingSeconds: 0, isRunning: false });
  });

  it('a clock running backwards (system time change) never adds time', () => {
    act(togglePause);
    clock.advance(-5 * MIN);
    expect(snap().remainingSeconds).toBe(20 * 60);
  });
});

describe('pause', () => {
  it('toggles, and freezes the remaining time while paused', () => {
    act(togglePause);
    clock.advance(90 * SEC);
    act(togglePause);
    expect(snap()).toMatchObject({ isPaused: true, remainingSeconds: 20 * 60 - 90 });
    clock.advance(30 * MIN);
    expect(snap()).toMatchObject({ levelNumber: 1, remainingSeconds: 20 * 60 - 90 });
    act(togglePause);
    clock.advance(10 * SEC);
    expect(snap()).toMatchObject({ isPaused: false, remainingSeconds: 20 * 60 - 100 });
  });

  it('keeps sub-second precision across pauses', () => {
    act(togglePause);
    clock.advance(400);
    act(togglePause);
    act(togglePause);
    clock.advance(700);
    expect(snap().remainingMs).toBe(20 * MIN - 1100);
  });

  it('pause and resume are idempotent', () => {
    act(pauseTimer);
    expect(snap().isPaused).toBe(true);
    act(resumeTimer);
    act(resumeTimer);
    expect(snap().isPaused).toBe(false);
    act(pauseTimer);
    act(pauseTimer);
    expect(snap().isPaused).toBe(true);
  });

  it('does nothing once the clock has stopped', () => {
    act(togglePause);
    clock.advance(1000 * MIN);
    act(togglePause);
    expect(snap()).toMatchObject({ isRunning: false, isCounting: false });
  });
});

describe('next-level button', () => {
  it('moves to the next level with its full time and stays paused when paused', () => {
    clock.advance(3 * MIN);
    act(advanceLevel);
    expect(snap()).toMatchObject({ levelNumber: 2, remainingSeconds: 20 * 60, isPaused: true });
    clock.advance(3 * MIN);
    expect(snap().remainingSeconds).toBe(20 * 60);
  });

  it('keeps counting when counting', () => {
    act(togglePause);
    clock.advance(3 * MIN);
    act(advanceLevel);
    clock.advance(MIN);
    expect(snap()).toMatchObject({ levelNumber: 2, remainingSeconds: 19 * 60, isCounting: true });
  });

  it('on the last level stops running instead', () => {
    for (let i = 0; i < 7; i++) act(advanceLevel);
    expect(snap()).toMatchObject({
      levelNumber: 8,
      isLastLevel: true,
      remainingSeconds: 10 * 60,
      isRunning: true,
    });
    act(advanceLevel);
    expect(snap()).toMatchObject({
      levelNumber: 8,
      isRunning: false,
      remainingSeconds: 0,
      isFinished: true,
    });
    act(advanceLevel);
    expect(snap()).toMatchObject({ levelNumber: 8, isRunning: false });
  });

  it('shows the next level’s blinds until the last level', () => {
    expect(snap().nextLevel).toMatchObject({ smallBlind: 50, bigBlind: 100 });
    for (let i = 0; i < 7; i++) act(advanceLevel);
    expect(snap().nextLevel).toBeNull();
  });
});

describe('editing the template in use', () => {
  const edited = (patch: Partial<TournamentTemplate>): TournamentTemplate => ({
    ...structuredClone(standard),
    id: 'custom-mine',
    builtIn: false,
    ...patch,
  });

  it('keeps the level and time, capped at the level’s new length', () => {
    state = startTimer(edited({}));
    act(togglePause);
    clock.advance(22 * MIN); // level 2, 18:00 left
    const shorter = edited({ name: 'Renamed' });
    shorter.levels[1]!.durationMinutes = 10;
    act((s, now) => updateTimerTemplate(s, shorter, now));
    expect(state.name).toBe('Renamed');
    expect(snap()).toMatchObject({ levelNumber: 2, remainingSeconds: 10 * 60, isCounting: true });
  });

  it('moves to the new last level when levels were removed', () => {
    state = startTimer(edited({}));
    for (let i = 0; i < 5; i++) act(advanceLevel);
    const two = edited({});
    two.levels = two.levels.slice(0, 2);
    act((s, now) => updateTimerTemplate(s, two, now));
    expect(snap()).toMatchObject({ levelNumber: 2, remainingSeconds: 20 * 60, isPaused: true });
  });

  it('another template resets', () => {
    act((s, now) => updateTimerTemplate(s, turbo, now));
    expect(snap()).toMatchObject({ templateId: 'turbo', levelNumber: 1, remainingSeconds: 600 });
  });
});

describe('surviving a page reload', () => {
  it('round-trips through a string and keeps counting from the stored timestamps', () => {
    act(togglePause);
    clock.advance(5 * MIN);
    const stored = serializeTimer(state);
    clock.advance(20 * MIN); // the page was closed meanwhile
    state = deserializeTimer(stored)!;
    expect(snap()).toMatchObject({ levelNumber: 2, remainingSeconds: 15 * 60, isCounting: true });
  });

  it('a paused clock reloads paused with the same time', () => {
    clock.advance(MIN);
    const stored = serializeTimer(state);
    clock.advance(60 * MIN);
    state = deserializeTimer(stored)!;
    expect(snap()).toMatchObject({ levelNumber: 1, remainingSeconds: 20 * 60, isPaused: true });
  });

  it('ignores missing, corrupt or foreign stored values', () => {
    expect(deserializeTimer(null)).toBeNull();
    expect(deserializeTimer('')).toBeNull();
    expect(deserializeTimer('{not json')).toBeNull();
    expect(deserializeTimer(JSON.stringify({ version: 2 }))).toBeNull();
    expect(deserializeTimer(JSON.stringify({ ...state, currentLevel: 8 }))).toBeNull();
    expect(deserializeTimer(JSON.stringify({ ...state, levels: [] }))).toBeNull();
  });
});

describe('ticks and cues', () => {
  it('the next tick is due when the shown second changes', () => {
    expect(msUntilNextTick(state, clock.now())).toBeNull();
    act(togglePause);
    expect(msUntilNextTick(state, clock.now())).toBe(1000);
    clock.advance(250);
    expect(msUntilNextTick(state, clock.now())).toBe(750);
  });

  it('cues a sound at each level change, and one a minute before the end', () => {
    act(togglePause);
    let before = snap();
    clock.advance(18 * MIN + 59 * SEC);
    expect(timerCue(before, snap())).toBeNull(); // 61 s left
    before = snap();
    clock.advance(SEC);
    expect(timerCue(before, snap())).toBe('oneMinuteWarning'); // 60 s left
    before = snap();
    clock.advance(SEC);
    expect(timerCue(before, snap())).toBeNull();
    before = snap();
    clock.advance(59 * SEC);
    expect(timerCue(before, snap())).toBe('levelChange');
  });

  it('cues once after a sleep across several levels', () => {
    act(togglePause);
    const before = snap();
    clock.advance(70 * MIN);
    expect(timerCue(before, snap())).toBe('levelChange');
  });

  it('cues on the next-level button and at the end of the last level', () => {
    let before = snap();
    act(advanceLevel);
    expect(timerCue(before, snap())).toBe('levelChange');
    for (let i = 0; i < 6; i++) act(advanceLevel);
    act(togglePause);
    before = snap();
    clock.advance(11 * MIN);
    expect(timerCue(before, snap())).toBe('levelChange');
    expect(snap().isFinished).toBe(true);
  });

  it('does not cue when a template is chosen (a reset)', () => {
    act(togglePause);
    clock.advance(30 * MIN);
    const before = snap();
    state = startTimer(standard);
    expect(timerCue(before, snap())).toBeNull();
    const fromOther = snap();
    state = startTimer(turbo);
    expect(timerCue(fromOther, snap())).toBeNull();
  });
});

describe('formatClock', () => {
  it('shows mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(20 * 60)).toBe('20:00');
    expect(formatClock(7 * 60 + 30)).toBe('07:30');
    expect(formatClock(90 * 60)).toBe('90:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('breaks (docs/product.md §10)', () => {
  const base = standard.levels.slice(0, 3);
  // Level 1 (20), Level 2 (20), Break (10, "Colour up the 25s"), Level 3 (20)
  const withBreak: TournamentTemplate = {
    ...standard,
    id: 'custom-breaks',
    levels: [
      base[0]!,
      base[1]!,
      {
        id: 'custom-breaks-level-3',
        smallBlind: 0,
        bigBlind: 0,
        ante: 0,
        durationMinutes: 10,
        isBreak: true,
        note: 'Colour up the 25s',
      },
      base[2]!,
    ],
  };

  beforeEach(() => {
    state = startTimer(withBreak);
  });

  it('counts down to the next break, paused or running', () => {
    expect(snap().nextBreakInSeconds).toBe(40 * 60);
    act(resumeTimer);
    clock.advance(5 * MIN);
    expect(snap().nextBreakInSeconds).toBe(35 * 60);
    act(pauseTimer);
    clock.advance(10 * MIN);
    expect(snap().nextBreakInSeconds).toBe(35 * 60);
  });

  it('runs into the break like any level: Break, its note, its own minutes, no level number', () => {
    act(resumeTimer);
    clock.advance(40 * MIN + 30 * SEC);
    const s = snap();
    expect(s.isBreak).toBe(true);
    expect(s.levelNumber).toBeNull();
    expect(s.level.note).toBe('Colour up the 25s');
    expect(s.remainingSeconds).toBe(9 * 60 + 30);
    expect(s.nextBreakInSeconds).toBeNull();
    clock.advance(10 * MIN);
    expect(snap()).toMatchObject({ isBreak: false, levelNumber: 3, levelIndex: 3 });
  });

  it('Next level moves onto the break and past it', () => {
    act(advanceLevel);
    act(advanceLevel);
    expect(snap()).toMatchObject({ isBreak: true, remainingSeconds: 10 * 60 });
    act(advanceLevel);
    expect(snap().levelNumber).toBe(3);
  });

  it('keeps the break through a page reload', () => {
    act(advanceLevel);
    act(advanceLevel);
    const restored = deserializeTimer(serializeTimer(state))!;
    expect(timerSnapshot(restored, clock.now())).toMatchObject({
      isBreak: true,
      level: { note: 'Colour up the 25s' },
    });
  });
});
