// Ending the server's session when the network allows (issue 27, #8). Sign-out clears this
// device at once, online or not (AuthProvider.signOut); the session itself can only be ended by
// the server. The cookie is HttpOnly — no script can read or clear it, which is what keeps it
// from a script injected into the page — and offline no request reaches the server that could
// clear it (Set-Cookie) or end the session. So sign-out is remembered here, in localStorage
// (it outlives a reload or a closed tab), and until the server has confirmed it:
// - every request of the app waits behind it (pendingSignOutLink.ts), and the explorer's too, so the next person's first
//   request never rides the previous person's session, and `me` answers nobody;
// - it is sent as soon as the network returns (apollo.ts), or when the app or the explorer opens.
// The server answers with an expired cookie and ends every session of that person
// (server/auth/sign-in.ts), which also closes their live sockets.
import { REQUEST_TIMEOUT_MS } from '../../../core/backoff';

const KEY = 'poker-night:sign-out-pending';
// The SignOut document of documents.ts, as text: this is sent with fetch(), not through Apollo,
// whose offline link refuses writes and whose other links would wait behind this one.
const SIGN_OUT = { operationName: 'SignOut', query: 'mutation SignOut { signOut }' };

export function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers that the session must still be ended; set before anything else is cleared. */
export function markSignOutPending() {
  try {
    localStorage.setItem(KEY, new Date().toISOString());
  } catch {
    // Storage disabled: the sign-out below is still tried, only not after a reload.
  }
}

function clearPending() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

async function sendSignOut(): Promise<void> {
  const response = await fetch('/graphql', {
    method: 'POST',
    // JSON is not a "simple" request: the server's CSRF check lets it through.
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SIGN_OUT),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { data?: { signOut?: boolean } };
  if (body?.data?.signOut !== true) throw new Error(`Sign-out failed (HTTP ${response.status})`);
  clearPending();
}

let sending: Promise<void> | null = null;

/**
 * Sends the pending sign-out, if there is one; concurrent callers share one request. Rejects
 * while it cannot be done (no network, no answer, the server refused), leaving it pending.
 */
export function endPendingSession(): Promise<void> {
  if (!isSignOutPending()) return Promise.resolve();
  sending ??= sendSignOut().finally(() => {
    sending = null;
  });
  return sending;
}
