import { describe, expect, it } from 'vitest';
import { isEmail, parseEmailList } from './email';

describe('parseEmailList', () => {
  it('splits on commas, spaces and new lines, trims and lower-cases', () => {
    expect(
      parseEmailList(' Ann@Example.com, bob@example.com\ncarl@example.com  dee@example.com,,'),
    ).toEqual({
      valid: ['ann@example.com', 'bob@example.com', 'carl@example.com', 'dee@example.com'],
      invalid: [],
    });
  });

  it('separates invalid addresses and keeps each valid one once', () => {
    expect(parseEmailList('a@b.co, nope, a@b.co, @x.com')).toEqual({
      valid: ['a@b.co'],
      invalid: ['nope', '@x.com'],
    });
  });

  it('returns nothing for blank input', () => {
    expect(parseEmailList(' \n , ')).toEqual({ valid: [], invalid: [] });
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isEmail('player@home.game')).toBe(true);
    expect(isEmail('player@')).toBe(false);
    expect(isEmail('two words@x.com')).toBe(false);
  });

  it('takes addresses up to 254 characters, the most a mail path holds', () => {
    const at = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com`;
    expect(isEmail(at(254))).toBe(true);
    expect(isEmail(at(255))).toBe(false);
  });
});
