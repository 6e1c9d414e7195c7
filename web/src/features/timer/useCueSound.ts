// The clock's sounds, for the blind timer and the game-night clock alike: the level-change chime
// and the one-minute beeps (core/timer's timerCue, comparing what is shown now with what was
// shown before), switched by one Sound setting remembered on this device and followed across tabs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { timerCue, type TimerSnapshot } from '../../../../core/timer';
import { playCue, unlockAudio } from './sound';

export const MUTED_STORAGE_KEY = 'poker-night.timer.muted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useCueSound(snapshot: TimerSnapshot) {
  const [muted, setMutedState] = useState<boolean>(readMuted);

  // Another tab switched the sound: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MUTED_STORAGE_KEY) setMutedState(event.newValue === 'true');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

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
