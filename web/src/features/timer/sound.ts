// The timer's sounds, synthesised with the Web Audio API (no audio files): a rising three-note
// chime when a level changes and two short beeps a minute before a level ends.
import type { TimerCue } from '../../../../core/timer';

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/**
 * Browsers only let a page make sound after a user gesture: call this from a click or key press
 * (Resume, Next Level, the sound switch) so later cues, which come from timers, can play.
 */
export function unlockAudio(): void {
  const ctx = audioContext();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => {});
}

interface Note {
  frequency: number;
  /** Seconds after the cue starts. */
  at: number;
  duration: number;
}

const CUE_NOTES: Record<TimerCue, Note[]> = {
  levelChange: [
    { frequency: 660, at: 0, duration: 0.18 },
    { frequency: 880, at: 0.22, duration: 0.18 },
    { frequency: 1175, at: 0.44, duration: 0.4 },
  ],
  oneMinuteWarning: [
    { frequency: 880, at: 0, duration: 0.12 },
    { frequency: 880, at: 0.2, duration: 0.12 },
  ],
};

export function playCue(cue: TimerCue): void {
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const start = ctx.currentTime + 0.02;
  for (const note of CUE_NOTES[cue]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    const t0 = start + note.at;
    const t1 = t0 + note.duration;
    // A short attack and release so the beep does not click.
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.35, t0 + 0.015);
    gain.gain.setValueAtTime(0.35, Math.max(t0 + 0.015, t1 - 0.05));
    gain.gain.exponentialRampToValueAtTime(0.0001, t1);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(t0);
    oscillator.stop(t1 + 0.02);
  }
}
