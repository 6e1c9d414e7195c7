// The reachability state machine (docs/product.md §9): a request with no answer, or no connection, makes the
// app offline; a probe asks again after 1 s, 1.5 s, 2.25 s … until the server answers; then the
// app is online again and the listeners hear of each change once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isOnline,
  reportAnswer,
  reportNoAnswer,
  resetReachability,
  subscribeOnline,
} from './online';

/** A fetch whose calls wait until the test answers or fails them. */
function fakeFetch() {
  const calls: { url: string; answer: () => void; fail: () => void }[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          url,
          answer: () => resolve(new Response('{}', { status: 200 })),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return calls;
}

let changes: boolean[];
let unsubscribe: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  resetReachability();
  changes = [];
  unsubscribe = subscribeOnline(() => changes.push(isOnline()));
});

afterEach(() => {
  unsubscribe();
  resetReachability();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reachability', () => {
  it('goes offline on no answer, probes with the backoff, and comes back when the server answers', async () => {
    const calls = fakeFetch();
    expect(isOnline()).toBe(true);

    reportNoAnswer();
    expect(isOnline()).toBe(false);
    expect(changes).toEqual([false]);

    // First probe after 1 s; it fails, the next comes 1.5 s later, then 2.25 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/graphql');
    calls[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.fail();
    await vi.advanceTimersByTimeAsync(2_249);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(isOnline()).toBe(false);

    calls[2]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);

    // Nothing more is probed once back.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(3);
  });

  it('repeated failures while offline notify once and keep one probe going', async () => {
    const calls = fakeFetch();
    reportNoAnswer();
    reportNoAnswer();
    reportNoAnswer();
    expect(changes).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
  });

  it('an answer to any request ends the offline state and the probing', async () => {
    const calls = fakeFetch();
    reportNoAnswer();
    reportAnswer();
    expect(isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });

  it('follows the browser network too, and probes at once when it returns', async () => {
    const calls = fakeFetch();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    // No network: a failed request is the browser's news, not the server's.
    reportNoAnswer();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('the network back but the server not: offline until the immediate probe answers', async () => {
    const calls = fakeFetch();
    reportNoAnswer();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(true);
  });
});
