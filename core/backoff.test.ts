import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('starts at 1 s and grows by 1.5 each attempt', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([1_000, 1_500, 2_250, 3_375]);
  });

  it('is capped at 60 s, however many attempts', () => {
    expect(backoffDelay(10)).toBeCloseTo(57_665.04, 1);
    expect(backoffDelay(11)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1_000)).toBe(60_000);
    expect(backoffDelay(Infinity)).toBe(60_000);
  });

  it('treats a negative or fractional attempt as the nearest whole one below, at least the first', () => {
    expect(backoffDelay(-3)).toBe(1_000);
    expect(backoffDelay(1.9)).toBe(1_500);
  });
});
