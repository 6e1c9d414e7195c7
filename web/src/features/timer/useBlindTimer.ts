// The blind timer in the browser: core's state machine kept in localStorage (so a reload, or a
// second tab on the TV, shows the same clock), re-rendered exactly when the shown second changes,
// with the level-change and one-minute sounds.
import { useCallback, useEffect, useState } from 'react';
import {
  findBuiltInTemplate,
  DEFAULT_TEMPLATE_ID,
  type TournamentTemplate,
} from '../../../../core/templates';
import {
  advanceLevel,
  deserializeTimer,
  msUntilNextTick,
  serializeTimer,
  startTimer,
  timerSnapshot,
  togglePause,
  updateTimerTemplate,
  type TimerSnapshot,
  type TimerState,
} from '../../../../core/timer';
import { unlockAudio } from './sound';
import { useCueSound } from './useCueSound';

export const TIMER_STORAGE_KEY = 'poker-night.timer.v1';
export { MUTED_STORAGE_KEY } from './useCueSound';

function readStored(): TimerState | null {
  try {
    return deserializeTimer(window.localStorage.getItem(TIMER_STORAGE_KEY));
  } catch {
    return null; // storage disabled (private mode in some browsers)
  }
}

function store(state: TimerState) {
  try {
    window.localStorage.setItem(TIMER_STORAGE_KEY, serializeTimer(state));
  } catch {
    // The clock still works for this page view.
  }
}

function initialState(): TimerState {
  return readStored() ?? startTimer(findBuiltInTemplate(DEFAULT_TEMPLATE_ID)!);
}

export interface BlindTimer {
  state: TimerState;
  snapshot: TimerSnapshot;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** Choose a template: level 1, full time, paused. Also restarts the current one. */
  choose: (template: TournamentTemplate) => void;
  /** The template in use was edited: keep the position, take the new levels and chips. */
  templateEdited: (template: TournamentTemplate) => void;
  togglePause: () => void;
  nextLevel: () => void;
}

export function useBlindTimer(): BlindTimer {
  const [state, setState] = useState<TimerState>(initialState);
  const [now, setNow] = useState<number>(Date.now);

  const apply = useCallback((change: (state: TimerState, now: number) => TimerState) => {
    const at = Date.now();
    setNow(at);
    setState((previous) => change(previous, at));
  }, []);

  useEffect(() => store(state), [state]);

  // Re-render when the displayed second changes; timestamps, not this timer, decide the time.
  const snapshot = timerSnapshot(state, now);
  const delay = msUntilNextTick(state, now);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setTimeout(() => setNow(Date.now()), delay + 15);
    return () => window.clearTimeout(id);
  }, [state, now, delay]);

  // A tab coming back from the background shows the right time at once.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);

  // Another tab (say, the one on the TV) changed the clock: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TIMER_STORAGE_KEY) {
        const stored = deserializeTimer(event.newValue);
        if (stored) {
          setState(stored);
          setNow(Date.now());
        }
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const { muted, setMuted } = useCueSound(snapshot);

  const choose = useCallback(
    (template: TournamentTemplate) => apply(() => startTimer(template)),
    [apply],
  );
  const templateEdited = useCallback(
    (template: TournamentTemplate) =>
      apply((current, at) =>
        current.templateId === template.id ? updateTimerTemplate(current, template, at) : current,
      ),
    [apply],
  );
  const toggle = useCallback(() => {
    unlockAudio();
    apply(togglePause);
  }, [apply]);
  const nextLevel = useCallback(() => {
    unlockAudio();
    apply(advanceLevel);
  }, [apply]);

  return {
    state,
    snapshot,
    muted,
    setMuted,
    choose,
    templateEdited,
    togglePause: toggle,
    nextLevel,
  };
}
