import { describe, expect, it } from 'vitest';
import { firstError } from './field-errors';
import { locationErrors } from './locations';

describe('locationErrors', () => {
  it('accepts a name and an address', () => {
    expect(locationErrors({ name: "Dave's garage", address: '12 Main St' })).toEqual({});
  });

  it('requires both after trimming, name first', () => {
    const errors = locationErrors({ name: '  ', address: '\t' });
    expect(errors).toEqual({
      name: 'Location name is required',
      address: 'Address is required',
    });
    expect(firstError(errors)).toBe('Location name is required');
  });

  it('names the length limits', () => {
    expect(locationErrors({ name: 'x'.repeat(101), address: 'y'.repeat(201) })).toEqual({
      name: 'Location name must be at most 100 characters',
      address: 'Address must be at most 200 characters',
    });
  });
});
