// Whether the app can reach its server (docs/product.md §4 "network state", §9): the browser has a network
// (navigator.onLine and its online/offline events) AND the server answers. A request that got no
// answer within 10 seconds, or could not connect at all, marks the server unreachable (an HTTP
// error status is an answer); from then on a cheap probe asks again with the product's backoff (1 s,
// ×1.5, at most 60 s) until it answers. Either change notifies the same listeners, so the
// banner, the API link (offlineLink.ts) and the catch-up on recovery (apollo.ts) follow one state.
import { useSyncExternalStore } from 'react';
import { backoffDelay, REQUEST_TIMEOUT_MS } from '../../../core/backoff';

/** A GET the server answers cheaply on the API's own path (the preflight header satisfies CSRF prevention). */
const PROBE_URL = '/graphql?query=%7B__typename%7D';

const listeners = new Set<() => void>();
let reachable = true;
let attempt = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function isOnline(): boolean {
  return browserOnline() && reachable;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

function setReachable(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  notify();
}

/** Asks the server once; any HTTP answer means it is there. */
async function probe() {
  probeTimer = undefined;
  probing = true;
  let answered = false;
  try {
    await fetch(PROBE_URL, {
      headers: { 'apollo-require-preflight': 'true' },
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    answered = true;
  } catch {
    // No answer: try again after the next backoff.
  }
  probing = false;
  if (reachable) return;
  if (answered) reportAnswer();
  else scheduleProbe();
}

/** Stops any probe waiting to run and starts the backoff over. */
function cancelProbe() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  attempt = 0;
}

function scheduleProbe(delay = backoffDelay(attempt++)) {
  if (probeTimer !== undefined || probing) return;
  probeTimer = setTimeout(() => void probe(), delay);
}

/** A request got no answer in time or could not connect: the server counts as unreachable. */
export function reportNoAnswer() {
  // With no network at all the browser says so itself; the probe waits for it to return.
  if (!browserOnline()) return;
  if (reachable) attempt = 0;
  setReachable(false);
  scheduleProbe();
}

/** A request got an answer (any status): the server is there. */
export function reportAnswer() {
  if (reachable) return;
  cancelProbe();
  setReachable(true);
}

function onBrowserChange() {
  // The network is back but the server was not answering: ask now rather than after the backoff.
  if (browserOnline() && !reachable && !probing) {
    cancelProbe();
    scheduleProbe(0);
  }
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
}

/** Calls `listener` whenever the app goes online or offline; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** For tests: back to the state of a fresh page. */
export function resetReachability() {
  cancelProbe();
  probing = false;
  reachable = true;
}
