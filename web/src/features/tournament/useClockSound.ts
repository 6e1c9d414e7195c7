// The timer page's sounds on the game-night clock: the level-change chime and the one-minute
// beeps, switched by the same Sound setting (remembered on this device, shared with /timer).
import { useCallback, useEffect, useRef, useState } from 'react';
import { timerCue, type TimerSnapshot } from '../../../../core/timer';
import { playCue, unlockAudio } from '../timer/sound';
import { MUTED_STORAGE_KEY } from '../timer/useBlindTimer';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useClockSound(snapshot: TimerSnapshot) {
  const [muted, setMutedState] = useState(readMuted);

  const shown = useRef<TimerSnapshot | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = snapshot;
    const cue = previous ? timerCue(previous, snapshot) : null;
    if (cue && !muted) playCue(cue);
  });

  const setMuted = useCallback((value: boolean) => {
    if (!value) unlockAudio();
    setMutedState(value);
    try {
      window.localStorage.setItem(MUTED_STORAGE_KEY, String(value));
    } catch {
      // Not remembered, but applies to this page view.
    }
  }, []);

  return { muted, setMuted };
}
