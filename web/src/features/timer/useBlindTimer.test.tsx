// The clock in the browser (docs/product.md §4 Timer, §9 "ticks every 1 second"): what choosing a template
// starts, ticking while running, moving on at zero or on Next Level, stopping after the last
// level, the sounds, and the clock kept across reloads and tabs.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeTimer, startTimer } from '../../../../core/timer';
import type { TournamentTemplate } from '../../../../core/templates';
import { playCue } from './sound';
import { MUTED_STORAGE_KEY, TIMER_STORAGE_KEY, useBlindTimer } from './useBlindTimer';

vi.mock('./sound', () => ({ playCue: vi.fn(), unlockAudio: vi.fn() }));

/** Two short levels, so a whole run takes minutes of fake time. */
const quick: TournamentTemplate = {
  id: 'custom-quick',
  name: 'Quick',
  builtIn: false,
  blindStructureName: 'Quick',
  levels: [
    { id: 'q-1', smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 2 },
    { id: 'q-2', smallBlind: 20, bigBlind: 40, ante: 5, durationMinutes: 3 },
  ],
  chipSetName: 'Quick',
  chips: [{ value: 5, color: '#ff0000', quantity: 10 }],
};

/**
 * Lets `seconds` pass one second at a time, then a little more: the page re-renders just after
 * each whole second (see useBlindTimer), so the last one has been shown.
 */
async function pass(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  }
  await act(() => vi.advanceTimersByTimeAsync(20));
}

function renderTimer() {
  return renderHook(() => useBlindTimer());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-06-01T20:00:00Z'));
  window.localStorage.clear();
  vi.mocked(playCue).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useBlindTimer', () => {
  it('starts on the Standard Tournament at level 1 with the full time, paused', () => {
    const { result } = renderTimer();
    expect(result.current.state.name).toBe('Standard Tournament');
    expect(result.current.snapshot.levelNumber).toBe(1);
    expect(result.current.snapshot.remainingSeconds).toBe(20 * 60);
    expect(result.current.snapshot.isPaused).toBe(true);
    expect(result.current.snapshot.isRunning).toBe(true);
  });

  it('ticks once a second while running and not while paused', async () => {
    const { result } = renderTimer();
    act(() => result.current.choose(quick));
    await pass(3);
    expect(result.current.snapshot.remainingSeconds).toBe(120);

    act(() => result.current.togglePause());
    await pass(3);
    expect(result.current.snapshot.remainingSeconds).toBe(117);

    act(() => result.current.togglePause());
    await pass(5);
    expect(result.current.snapshot.remainingSeconds).toBe(117);
    expect(result.current.snapshot.isPaused).toBe(true);
  });

  it('warns a minute before the end, moves on at zero with the next level’s time, and stops after the last', async () => {
    const { result } = renderTimer();
    act(() => result.current.choose(quick));
    act(() => result.current.togglePause());

    await pass(60);
    expect(result.current.snapshot.remainingSeconds).toBe(60);
    expect(playCue).toHaveBeenLastCalledWith('oneMinuteWarning');

    await pass(60);
    expect(result.current.snapshot.levelNumber).toBe(2);
    expect(result.current.snapshot.remainingSeconds).toBe(180);
    expect(result.current.snapshot.level.ante).toBe(5);
    expect(playCue).toHaveBeenLastCalledWith('levelChange');

    await pass(180);
    expect(result.current.snapshot.isFinished).toBe(true);
    expect(result.current.snapshot.levelNumber).toBe(2);
    expect(result.current.snapshot.remainingSeconds).toBe(0);
    const cues = vi.mocked(playCue).mock.calls.length;
    await pass(5);
    expect(vi.mocked(playCue).mock.calls.length).toBe(cues);
  });

  it('Next Level moves on at once with the full time, and on the last level stops the clock', async () => {
    const { result } = renderTimer();
    act(() => result.current.choose(quick));
    act(() => result.current.togglePause());
    await pass(10);

    act(() => result.current.nextLevel());
    expect(result.current.snapshot.levelNumber).toBe(2);
    expect(result.current.snapshot.remainingSeconds).toBe(180);
    expect(result.current.snapshot.isPaused).toBe(false);

    act(() => result.current.nextLevel());
    expect(result.current.snapshot.isFinished).toBe(true);
  });

  it('choosing another template starts it over, paused', async () => {
    const { result } = renderTimer();
    act(() => result.current.choose(quick));
    act(() => result.current.togglePause());
    act(() => result.current.nextLevel());
    await pass(4);

    act(() => result.current.choose(quick));
    expect(result.current.snapshot.levelNumber).toBe(1);
    expect(result.current.snapshot.remainingSeconds).toBe(120);
    expect(result.current.snapshot.isPaused).toBe(true);
  });

  it('keeps the clock across a reload, and follows another tab', async () => {
    const first = renderTimer();
    act(() => first.result.current.choose(quick));
    act(() => first.result.current.togglePause());
    await pass(30);
    first.unmount();

    const reloaded = renderTimer();
    expect(reloaded.result.current.state.name).toBe('Quick');
    expect(reloaded.result.current.snapshot.remainingSeconds).toBe(90);
    await pass(2);
    expect(reloaded.result.current.snapshot.remainingSeconds).toBe(88);

    // The tab on the TV chose another template: this one follows.
    const elsewhere = startTimer({ ...quick, id: 'custom-other', name: 'Other' });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: TIMER_STORAGE_KEY,
          newValue: serializeTimer(elsewhere),
        }),
      );
    });
    expect(reloaded.result.current.state.name).toBe('Other');
    expect(reloaded.result.current.snapshot.remainingSeconds).toBe(120);
  });

  it('remembers Sound off and plays nothing while it is off', async () => {
    const { result, unmount } = renderTimer();
    act(() => result.current.setMuted(true));
    expect(window.localStorage.getItem(MUTED_STORAGE_KEY)).toBe('true');
    act(() => result.current.choose(quick));
    act(() => result.current.togglePause());
    await pass(61);
    expect(result.current.snapshot.remainingSeconds).toBe(59);
    expect(playCue).not.toHaveBeenCalled();
    unmount();

    expect(renderTimer().result.current.muted).toBe(true);
  });
});
