import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageSizeProblem,
  textLimits,
  textProblem,
} from './limits';

describe('textProblem', () => {
  it('takes text up to the field’s limit and names the field beyond it', () => {
    expect(textProblem('eventTitle', 'x'.repeat(textLimits.eventTitle.max))).toBeNull();
    expect(textProblem('eventTitle', 'x'.repeat(121))).toBe(
      'Event title must be at most 120 characters',
    );
    expect(textProblem('contactMessage', 'x'.repeat(5_001))).toBe(
      'Message must be at most 5,000 characters',
    );
  });

  it('refuses NUL characters, which Postgres cannot store', () => {
    expect(textProblem('groupName', 'Regulars\u0000')).toBe(
      'Group name cannot contain NUL characters',
    );
    expect(textProblem('groupName', 'Tab\tand\nnew line')).toBeNull();
  });

  it('gives every field a label and a positive limit', () => {
    for (const { label, max } of Object.values(textLimits)) {
      expect(label.trim()).not.toBe('');
      expect(max).toBeGreaterThan(0);
    }
  });
});

describe('pageSizeProblem', () => {
  it('takes 1 to 100 and a missing first, and refuses the rest with one message', () => {
    for (const first of [undefined, null, 1, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE]) {
      expect(pageSizeProblem(first)).toBeNull();
    }
    for (const first of [0, -1, MAX_PAGE_SIZE + 1, 2.5, Number.NaN]) {
      expect(pageSizeProblem(first)).toBe('first must be between 1 and 100.');
    }
  });
});
