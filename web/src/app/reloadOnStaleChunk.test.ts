import { describe, expect, it, vi } from 'vitest';
import {
  handleStaleChunk,
  reloadOnStaleChunk,
  STALE_CHUNK_RELOAD_KEY,
  STALE_CHUNK_RELOAD_WINDOW_MS,
} from './reloadOnStaleChunk';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a lazy page whose chunk is gone after a deploy', () => {
  it('reloads the page once and keeps Vite from throwing meanwhile', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const event = preloadError();
    expect(handleStaleChunk(event, { storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again right after its own reload: the error surfaces instead of a loop', () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [STALE_CHUNK_RELOAD_KEY]: '1000000' });
    const event = preloadError();
    const soon = 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS - 1;
    expect(handleStaleChunk(event, { storage, reload, now: () => soon })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy, long after the last reload', () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [STALE_CHUNK_RELOAD_KEY]: '1000000' });
    const later = 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS + 1;
    expect(handleStaleChunk(preloadError(), { storage, reload, now: () => later })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads without storage to remember it by (no risk of a loop)', () => {
    const reload = vi.fn();
    expect(handleStaleChunk(preloadError(), { storage: null, reload, now: Date.now })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(handleStaleChunk(preloadError(), { storage: throwing, reload, now: Date.now })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens for Vite’s event on the window', () => {
    const reload = vi.fn();
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { sessionStorage: memoryStorage(), location: { reload } });
    reloadOnStaleChunk(target);
    const event = preloadError();
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });
});
