import { describe, expect, it } from 'vitest';
import { FALLBACK_PERSON_NAME, personName } from './people';

describe('personName', () => {
  it('uses the display name, else the e-mail, else "A poker player"', () => {
    expect(personName({ displayName: ' Dave ', email: 'd@x.test' })).toBe('Dave');
    expect(personName({ displayName: '  ', email: ' d@x.test ' })).toBe('d@x.test');
    expect(personName({ displayName: '', email: '' })).toBe('A poker player');
    expect(personName({})).toBe(FALLBACK_PERSON_NAME);
  });
});
