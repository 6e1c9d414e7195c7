// The device's clock against the server's: when each answer carrying `serverNow` arrived, and
// the skew taken from them. Its own module, with no imports, because the Apollo link that stamps
// arrivals (arrivalLink.ts) is part of every page's first load, and the clock's rules are not.

/**
 * How far the server's clock is ahead of this device's (ms; negative when behind), from one
 * answer: its `serverNow` against the local time the answer arrived. The answer's time in flight
 * (and any wait before this device read it) makes one such figure low, never high.
 */
export function skewOf(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/**
 * When this page first saw each `serverNow` (local ms), stamped as the answer comes off the
 * network (arrivalLink.ts) rather than when a screen renders it: a busy phone may render a second
 * later. Apollo hands the same answer out again from its cache (a card remounting, a second
 * component): that is not a new arrival. Bounded; oldest out first.
 */
const arrivals = new Map<string, number>();
const MAX_ARRIVALS = 50;
/** How long an answer's figure counts towards the estimate: a device's clock may be corrected. */
const SKEW_WINDOW_MS = 10 * 60_000;

export function arrivalOf(serverNow: string, clock: () => number = Date.now): number {
  const seen = arrivals.get(serverNow);
  if (seen !== undefined) return seen;
  const localNow = clock();
  arrivals.set(serverNow, localNow);
  if (arrivals.size > MAX_ARRIVALS) arrivals.delete(arrivals.keys().next().value!);
  return localNow;
}

/**
 * The skew this device takes: the highest figure of the answers of the last ten minutes. Every
 * figure is low by its answer's delay, so the highest is the one that waited least (as NTP keeps
 * the sample with the shortest round trip); every screen then agrees to well within a second
 * even when one answer was slow to arrive.
 */
export function bestSkew(now: number = Date.now()): number | null {
  let best: number | null = null;
  for (const [serverNow, arrivedAt] of arrivals) {
    if (now - arrivedAt > SKEW_WINDOW_MS) continue;
    const skew = skewOf(serverNow, arrivedAt);
    if (best === null || skew > best) best = skew;
  }
  return best;
}

/** For tests: forget every arrival. */
export function forgetArrivals() {
  arrivals.clear();
}
