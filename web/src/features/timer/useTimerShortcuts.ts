// Keyboard control of the clock: Space pauses or resumes, → moves to the next level. Not while
// typing in a field, while a dialog (the template editor) is open, or with a modifier key held.
import { useEffect, useRef } from 'react';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="combobox"], [role="listbox"]') !== null;
}

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

export function useTimerShortcuts(options: {
  enabled: boolean;
  onTogglePause: () => void;
  onNextLevel: () => void;
}) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, onTogglePause, onNextLevel } = latest.current;
      if (!enabled || event.defaultPrevented || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target) || dialogOpen()) return;
      if (event.key === ' ' || event.code === 'Space') {
        // Also stops a focused button from being "clicked" by the same key press.
        event.preventDefault();
        onTogglePause();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onNextLevel();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
