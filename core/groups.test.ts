import { describe, expect, it } from 'vitest';
import { groupErrors } from './groups';

describe('groupErrors', () => {
  it('accepts a name, with or without a description', () => {
    expect(groupErrors({ name: 'Regulars' })).toEqual({});
    expect(groupErrors({ name: 'Regulars', description: null })).toEqual({});
    expect(groupErrors({ name: 'Regulars', description: '  ' })).toEqual({});
  });

  it('requires a name after trimming (docs/product.md §5)', () => {
    expect(groupErrors({ name: '   ' })).toEqual({ name: 'Group name is required' });
  });

  it('names the length limits', () => {
    expect(groupErrors({ name: 'x'.repeat(101), description: 'y'.repeat(1_001) })).toEqual({
      name: 'Group name must be at most 100 characters',
      description: 'Group description must be at most 1,000 characters',
    });
  });
});
