// A tab left open across a deploy still runs the old build: its next lazy page asks for a chunk
// whose hashed name no longer exists, and the route would stay blank. Vite dispatches
// `vite:preloadError` on window when a dynamic import (or a chunk or stylesheet it preloads) fails;
// reloading then fetches the new index.html (always revalidated) and the same hash route, so the
// person lands on the page they asked for in the new build. sessionStorage remembers the reload:
// if the chunk is still missing right after it (a broken deploy, or the network is down), the
// error goes on to the route's error screen instead of reloading forever.

/** sessionStorage key: when this tab last reloaded for a missing chunk (ms since epoch). */
export const STALE_CHUNK_RELOAD_KEY = 'poker-night:stale-chunk-reload';
/** A second failure within this long of the last reload is not a stale tab: let it surface. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 30_000;

interface Deps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

/**
 * Handles one `vite:preloadError`: reloads once (and keeps Vite from throwing meanwhile), or,
 * when this tab already reloaded for this moments ago, leaves the event alone so the import fails.
 * Returns whether it reloaded.
 */
export function handleStaleChunk(event: Event, deps: Deps): boolean {
  // Storage blocked (privacy mode): without a memory of the last reload, do not risk a loop.
  if (!deps.storage) return false;
  const now = deps.now();
  try {
    const last = Number(deps.storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (now - last < STALE_CHUNK_RELOAD_WINDOW_MS) return false;
    deps.storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  event.preventDefault();
  deps.reload();
  return true;
}

/** Listens for stale chunks on this window (main.tsx, once). */
export function reloadOnStaleChunk(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    let storage: Storage | null = null;
    try {
      storage = target.sessionStorage;
    } catch {
      storage = null;
    }
    handleStaleChunk(event, {
      storage,
      reload: () => target.location.reload(),
      now: () => Date.now(),
    });
  });
}
