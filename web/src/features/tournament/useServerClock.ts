// The game-night clock on this device, kept by the server: every answer carries the server's
// clock (serverNow), so the skew of this device's own clock is measured as answers arrive (the
// best of the recent ones, arrivals.ts) and the countdown runs on the server's time, whatever
// this device's clock says. It re-reads every 250 ms while running (so every screen turns the
// second within a quarter of a second of the others), and asks the server again when the page
// comes back into view (a phone that slept may have missed live updates; the socket's reconnect
// refetches by itself, see apollo.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BlindLevel } from '../../../../core/templates';
import type { ClockReading } from '../../../../core/tournament-clock';
import { arrivalOf, bestSkew, skewOf } from './arrivals';
import { readServerClock, serverTime, type ServerClockFields } from './serverClock';

const CLOCK_TICK_MS = 250;

export interface ServerClock {
  reading: ClockReading;
  /** Milliseconds left in the level by the server's time (for the progress bar). */
  remainingMs: number;
  /** How far the server's clock is ahead of this device's, in ms. */
  skewMs: number;
}

export function useServerClock(
  fields: ServerClockFields,
  levels: readonly BlindLevel[],
  resync?: () => void,
): ServerClock {
  const { serverNow } = fields;
  // Measured once per answer: the same answer from Apollo's cache keeps its first arrival.
  const arrivedAt = useMemo(() => arrivalOf(serverNow), [serverNow]);
  const skewMs = useMemo(() => bestSkew() ?? skewOf(serverNow, arrivedAt), [serverNow, arrivedAt]);
  const [ticked, setLocalNow] = useState(Date.now);
  // A new answer shows at once, not at the next tick (a paused clock does not tick at all).
  const localNow = Math.max(ticked, arrivedAt);

  const running = fields.phase === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setLocalNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, [running, serverNow]);

  const latestResync = useRef(resync);
  useEffect(() => {
    latestResync.current = resync;
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setLocalNow(Date.now());
      latestResync.current?.();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const { remainingMs, ...reading } = readServerClock(fields, levels, serverTime(localNow, skewMs));
  return { reading, remainingMs, skewMs };
}
