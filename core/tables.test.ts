import { describe, expect, it } from 'vitest';
import { firstError } from './field-errors';
import { tableErrors, tableMessages } from './tables';

describe('tableErrors', () => {
  it('accepts a named table of 6 to 10 seats', () => {
    expect(tableErrors({ name: 'Table 1', maxSeats: 6 })).toEqual({});
    expect(tableErrors({ name: ' Final ', maxSeats: 10 })).toEqual({});
  });

  it('requires a name after trimming', () => {
    expect(tableErrors({ name: '   ', maxSeats: 9 })).toEqual({ name: tableMessages.nameRequired });
    expect(tableMessages.nameRequired).toBe('Table name is required');
  });

  it.each([5, 11, 7.5, null, Number.NaN])('refuses %s seats', (maxSeats) => {
    expect(tableErrors({ name: 'Table 1', maxSeats })).toEqual({
      maxSeats: 'Seats per table must be between 6 and 10',
    });
  });

  it('names the length limit and refuses NUL', () => {
    expect(tableErrors({ name: 'x'.repeat(51), maxSeats: 9 }).name).toBe(
      'Table name must be at most 50 characters',
    );
    expect(tableErrors({ name: 'a\u0000b', maxSeats: 9 }).name).toBe(
      'Table name cannot contain NUL characters',
    );
  });

  it('reports the name before the seats, as the server answers', () => {
    expect(firstError(tableErrors({ name: '', maxSeats: 3 }))).toBe(tableMessages.nameRequired);
  });
});
