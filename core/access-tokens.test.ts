import { describe, expect, it } from 'vitest';
import {
  accessTokenMessages,
  expiryDaysProblem,
  looksLikeAccessToken,
  normalizeScopes,
} from './access-tokens';

describe('normalizeScopes', () => {
  it('lets WRITE include READ, in one order, without repeats', () => {
    expect(normalizeScopes(['WRITE'])).toEqual(['READ', 'WRITE']);
    expect(normalizeScopes(['WRITE', 'READ', 'WRITE'])).toEqual(['READ', 'WRITE']);
    expect(normalizeScopes(['READ', 'READ'])).toEqual(['READ']);
    expect(normalizeScopes([])).toEqual([]);
  });
});

describe('expiryDaysProblem', () => {
  it('takes no expiry, or whole days from 1 to 365', () => {
    expect(expiryDaysProblem(null)).toBeNull();
    expect(expiryDaysProblem(undefined)).toBeNull();
    expect(expiryDaysProblem(1)).toBeNull();
    expect(expiryDaysProblem(365)).toBeNull();
    for (const days of [0, -3, 366, 1.5]) {
      expect(expiryDaysProblem(days)).toBe(accessTokenMessages.expiryRange);
    }
    expect(accessTokenMessages.expiryRange).toBe(
      'Expiry must be a whole number of days from 1 to 365',
    );
  });
});

describe('looksLikeAccessToken', () => {
  it('accepts pn_ and 32 base32 characters only', () => {
    expect(looksLikeAccessToken(`pn_${'a2'.repeat(16)}`)).toBe(true);
    expect(looksLikeAccessToken(`pn_${'a'.repeat(31)}`)).toBe(false);
    expect(looksLikeAccessToken(`gh_${'a'.repeat(32)}`)).toBe(false);
    expect(looksLikeAccessToken(`pn_${'A'.repeat(32)}`)).toBe(false);
  });
});
