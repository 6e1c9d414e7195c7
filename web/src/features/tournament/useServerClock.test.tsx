// The game-night clock on one device (issue 11): the server's levelEndsAt read on the server's
// time, which the device estimates from serverNow and its own clock when the answer arrived. Two
// devices whose clocks disagree by minutes show the same second; a cached answer shown again
// keeps its first arrival; a running clock moves on through the levels; a paused one holds; the
// page coming back into view asks the server again.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlindLevel } from '../../../../core/templates';
import { gql } from '@apollo/client';
import { asksForClock, serverNowsIn } from './arrivalLink';
import { arrivalOf, bestSkew, forgetArrivals, skewOf } from './arrivals';
import { readServerClock, type ServerClockFields } from './serverClock';
import { useServerClock } from './useServerClock';

const levels: BlindLevel[] = [
  { id: '0', smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
  { id: '1', smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 15 },
];

/** The true time: what the server's clock says. */
const SERVER_T0 = Date.parse('2026-11-24T20:00:00.000Z');

/** A running clock with 10 minutes left on level 1, as the server answered at SERVER_T0. */
const running: ServerClockFields = {
  phase: 'RUNNING',
  levelIndex: 0,
  levelEndsAt: new Date(SERVER_T0 + 10 * 60_000).toISOString(),
  remainingSeconds: 600,
  serverNow: new Date(SERVER_T0).toISOString(),
};

/** Puts this device's clock `offsetMs` away from the server's, at server time SERVER_T0. */
function deviceClock(offsetMs: number) {
  vi.setSystemTime(new Date(SERVER_T0 + offsetMs));
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  forgetArrivals();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('skew math', () => {
  it('measures how far the server is ahead of the device when the answer arrived', () => {
    expect(skewOf('2026-11-24T20:00:00.000Z', SERVER_T0 - 5 * 60_000)).toBe(5 * 60_000);
    expect(skewOf('2026-11-24T20:00:00.000Z', SERVER_T0 + 90_000)).toBe(-90_000);
  });

  it('takes the answer that waited least: a late arrival does not slow the clock', () => {
    // The device is 2 minutes behind; one answer came at once, one sat 1.5 s on a busy phone.
    const behind = SERVER_T0 - 120_000;
    arrivalOf(new Date(SERVER_T0).toISOString(), () => behind);
    arrivalOf(new Date(SERVER_T0 + 10_000).toISOString(), () => behind + 11_500);
    expect(bestSkew(behind + 12_000)).toBe(120_000);
    // Ten minutes on, only the answers of the last ten minutes count.
    arrivalOf(new Date(SERVER_T0 + 11 * 60_000).toISOString(), () => behind + 11 * 60_000 + 300);
    expect(bestSkew(behind + 11 * 60_000 + 400)).toBe(120_000 - 300);
  });

  it('finds every serverNow in an answer, however deep', () => {
    const data = {
      event: { tournament: { serverNow: 'a', entries: [{ serverNow: 'b' }] } },
      other: [null, 3, 'serverNow'],
    };
    expect(serverNowsIn(data)).toEqual(['a', 'b']);
    expect(serverNowsIn(undefined)).toEqual([]);
  });

  it('walks only the answers of documents that ask for serverNow, through fragments too', () => {
    const viaFragment = gql`
      query Night {
        event(id: "1") {
          ...Clock
        }
      }
      fragment Clock on Event {
        tournament {
          serverNow
        }
      }
    `;
    expect(asksForClock(viaFragment)).toBe(true);
    expect(
      asksForClock(gql`
        query Me {
          me {
            id
            name
          }
        }
      `),
    ).toBe(false);
  });

  it('reads a running clock on through the next level and a paused one as it stopped', () => {
    const later = readServerClock(running, levels, SERVER_T0 + 11 * 60_000);
    expect(later.levelIndex).toBe(1);
    expect(later.remainingSeconds).toBe(14 * 60);
    const paused = {
      ...running,
      phase: 'PAUSED' as const,
      levelEndsAt: null,
      remainingSeconds: 421,
    };
    expect(readServerClock(paused, levels, SERVER_T0 + 3_600_000).remainingSeconds).toBe(421);
  });
});

describe('useServerClock', () => {
  it('shows the server’s remaining time whatever the device’s clock says', async () => {
    const shown: number[] = [];
    for (const offset of [0, -7 * 60_000, 3 * 60_000 + 400, 45 * 60_000]) {
      forgetArrivals();
      deviceClock(offset);
      const { result, unmount } = renderHook(() => useServerClock(running, levels));
      await advance(2_500);
      shown.push(result.current.remainingMs);
      expect(result.current.skewMs + offset).toBe(0);
      unmount();
    }
    // Every device: 10 minutes minus the 2.5 s that passed, to the tick.
    for (const ms of shown) expect(Math.abs(ms - (600_000 - 2_500))).toBeLessThanOrEqual(250);
  });

  it('ticks every 250 ms while running and turns the second on time', async () => {
    deviceClock(-120_000);
    const { result } = renderHook(() => useServerClock(running, levels));
    expect(result.current.reading.remainingSeconds).toBe(600);
    await advance(250);
    expect(result.current.reading.remainingSeconds).toBe(600);
    expect(result.current.remainingMs).toBe(600_000 - 250);
    await advance(750);
    expect(result.current.reading.remainingSeconds).toBe(599);
  });

  it('keeps the first arrival of an answer shown again from the cache', async () => {
    deviceClock(60_000);
    const first = renderHook(() => useServerClock(running, levels));
    expect(first.result.current.skewMs).toBe(-60_000);
    first.unmount();
    // Thirty seconds later a card remounts with the same cached answer.
    await advance(30_000);
    const again = renderHook(() => useServerClock(running, levels));
    expect(again.result.current.skewMs).toBe(-60_000);
    expect(again.result.current.reading.remainingSeconds).toBe(570);
  });

  it('moves on to the next level when the level ends, as the server would', async () => {
    deviceClock(0);
    const { result } = renderHook(() => useServerClock(running, levels));
    await advance(10 * 60_000 + 250);
    expect(result.current.reading.levelIndex).toBe(1);
    expect(result.current.reading.remainingSeconds).toBe(15 * 60);
  });

  it('holds a paused clock still and takes a new answer at once', async () => {
    deviceClock(-30_000);
    const paused: ServerClockFields = {
      ...running,
      phase: 'PAUSED',
      levelEndsAt: null,
      remainingSeconds: 321,
    };
    const { result, rerender } = renderHook(({ fields }) => useServerClock(fields, levels), {
      initialProps: { fields: paused },
    });
    await advance(5_000);
    expect(result.current.reading.remainingSeconds).toBe(321);
    // Resumed: the server's answer 5 s later says the level ends 321 s after its now.
    const now = SERVER_T0 + 5_000;
    rerender({
      fields: {
        phase: 'RUNNING',
        levelIndex: 0,
        levelEndsAt: new Date(now + 321_000).toISOString(),
        remainingSeconds: 321,
        serverNow: new Date(now).toISOString(),
      },
    });
    expect(result.current.reading.phase).toBe('RUNNING');
    expect(result.current.reading.remainingSeconds).toBe(321);
    await advance(1_000);
    expect(result.current.reading.remainingSeconds).toBe(320);
  });

  it('asks the server again when the page comes back into view', async () => {
    deviceClock(0);
    const resync = vi.fn();
    renderHook(() => useServerClock(running, levels, resync));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(resync).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(resync).toHaveBeenCalledTimes(1);
  });
});
