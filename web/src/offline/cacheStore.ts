// The last data seen, kept across reloads so it stays readable with no network: the Apollo
// cache's normalised contents in localStorage (synchronous, so a reload can restore it before
// the first query). Only API answers the signed-in person already saw are stored, and the copy is
// dropped on sign-out (apollo.ts: onResetStore) so the next person on the device sees nothing
// of the previous one. The service worker never stores API answers (scripts/vite/pwa.ts).
import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';

const KEY = 'poker-night:last-seen';
/** Writes come in bursts (a page's queries, live updates): save once they settle. */
const SAVE_DELAY_MS = 1_000;

type Cache = Pick<InMemoryCache, 'extract'>;
type Snapshot = NormalizedCacheObject;

export function loadSnapshot(): Snapshot | null {
  try {
    const saved = localStorage.getItem(KEY);
    return saved ? (JSON.parse(saved) as Snapshot) : null;
  } catch {
    return null;
  }
}

export function clearSnapshot() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was saved.
  }
}

let warned = false;

/**
 * Saves the cache now; a full or disabled storage only means nothing is kept, which docs/product.md §8's
 * persistence warning says once in the console (the page itself works as before). Its other
 * warning, several tabs open, has no case here: tabs share localStorage, and each saves the
 * same person's answers.
 */
function save(cache: Cache) {
  try {
    localStorage.setItem(KEY, JSON.stringify(cache.extract()));
  } catch (error) {
    clearSnapshot();
    if (!warned) {
      warned = true;
      console.warn(
        'Offline persistence is not available in this browser; the last data seen will not be kept offline.',
        error,
      );
    }
  }
}

/**
 * Keeps the snapshot current: `saveSoon()` after each answer, and at once when the page is
 * hidden or the network drops (the moments a later offline visit depends on).
 */
export function keepSnapshot(cache: Cache) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    save(cache);
  };
  window.addEventListener('pagehide', saveNow);
  window.addEventListener('offline', saveNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow();
  });
  return {
    saveSoon() {
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_DELAY_MS);
    },
  };
}
