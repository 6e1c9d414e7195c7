import { describe, expect, it } from 'vitest';
import { startsInText } from './reminders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('startsInText', () => {
  it.each([
    [24 * HOUR, '24 hours'],
    [24 * HOUR - 1 * MINUTE, '24 hours'],
    [HOUR, '1 hour'],
    [2 * HOUR + 10 * MINUTE, '2 hours'],
    [48 * HOUR, '2 days'],
    [47 * HOUR + 58 * MINUTE, '2 days'],
    [50 * HOUR, '50 hours'],
    [168 * HOUR, '7 days'],
    [45 * MINUTE, '45 minutes'],
    [1 * MINUTE, '1 minute'],
    [10_000, '1 minute'],
    [-5, '1 minute'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(startsInText(ms)).toBe(text);
  });
});
