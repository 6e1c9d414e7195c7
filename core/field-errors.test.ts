import { describe, expect, it } from 'vitest';
import { firstError } from './field-errors';

describe('firstError', () => {
  it('is null when no rule is broken', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ name: undefined })).toBeNull();
  });

  it('takes the first field the rule checked', () => {
    expect(firstError({ name: 'first', seats: 'second' })).toBe('first');
  });
});
