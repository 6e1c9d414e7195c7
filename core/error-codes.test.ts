import { describe, expect, it } from 'vitest';
import { isSessionErrorCode } from './error-codes';

describe('isSessionErrorCode', () => {
  it('is true for the sign-in state codes only', () => {
    for (const code of ['UNAUTHENTICATED', 'EMAIL_NOT_VERIFIED', 'PROFILE_INCOMPLETE']) {
      expect(isSessionErrorCode(code)).toBe(true);
    }
    for (const code of ['FORBIDDEN', 'NOT_FOUND', undefined, 3]) {
      expect(isSessionErrorCode(code)).toBe(false);
    }
  });
});
