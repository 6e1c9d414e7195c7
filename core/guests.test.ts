import { describe, expect, it } from 'vitest';
import { guestMessages, guestNameKey, guestNameProblem } from './guests';

describe('guest names', () => {
  it('needs a name, bounded like a display name', () => {
    expect(guestNameProblem('   ')).toBe(guestMessages.nameRequired);
    expect(guestNameProblem('Dave')).toBeUndefined();
    expect(guestNameProblem('x'.repeat(60))).toBeUndefined();
    expect(guestNameProblem('x'.repeat(61))).toBe('Display name must be at most 60 characters');
  });

  it('treats case and spacing as the same guest', () => {
    expect(guestNameKey('  Dave  ')).toBe(guestNameKey('DAVE'));
    expect(guestNameKey('Dave  the   Rock')).toBe('dave the rock');
    expect(guestNameKey('Dave')).not.toBe(guestNameKey('Davey'));
  });
});
