// docs/product.md §9's backend-client timing, in one place: the web app's request time-out, when it counts
// the server as unreachable, and how often it tries again (the reachability probe and the
// subscription socket alike).

/** A request with no answer after this long fails ("Request time out.") and means offline. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The first wait before trying the server again. */
export const BACKOFF_START_MS = 1_000;
/** Each wait is this much longer than the one before… */
export const BACKOFF_FACTOR = 1.5;
/** …up to this. */
export const BACKOFF_CAP_MS = 60_000;

/** The wait before retry number `attempt` (0 first): 1 s, 1.5 s, 2.25 s … at most 60 s. */
export function backoffDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(BACKOFF_START_MS * BACKOFF_FACTOR ** n, BACKOFF_CAP_MS);
}
