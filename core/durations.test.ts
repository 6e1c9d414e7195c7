import { describe, expect, it } from 'vitest';
import { spokenDuration } from './durations';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('spokenDuration', () => {
  it.each([
    // The finding of issue 27 (#7): a game 89.9 minutes away does not start "in 1 hour".
    [89.9 * MINUTE, '1 hour 30 minutes'],
    [45 * MINUTE, '45 minutes'],
    [59 * MINUTE, '59 minutes'],
    [59.6 * MINUTE, '1 hour'],
    [1 * MINUTE, '1 minute'],
    [10_000, '1 minute'],
    [-5, '1 minute'],
    [HOUR, '1 hour'],
    [HOUR + 7 * MINUTE, '1 hour'],
    [HOUR + 8 * MINUTE, '1 hour 15 minutes'],
    [HOUR + 45 * MINUTE, '1 hour 45 minutes'],
    [HOUR + 53 * MINUTE, '2 hours'],
    [2 * HOUR + 10 * MINUTE, '2 hours 15 minutes'],
    [11 * HOUR + 50 * MINUTE, '11 hours 45 minutes'],
    [11 * HOUR + 55 * MINUTE, '12 hours'],
    [12 * HOUR + 20 * MINUTE, '12 hours'],
    [23 * HOUR, '23 hours'],
    [24 * HOUR - 1 * MINUTE, '24 hours'],
    [24 * HOUR, '24 hours'],
    [47 * HOUR + 20 * MINUTE, '47 hours'],
    [47 * HOUR + 58 * MINUTE, '2 days'],
    [48 * HOUR, '2 days'],
    [50 * HOUR, '2 days 2 hours'],
    [168 * HOUR, '7 days'],
    [168 * HOUR - 1 * MINUTE, '7 days'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(spokenDuration(ms)).toBe(text);
  });
});
