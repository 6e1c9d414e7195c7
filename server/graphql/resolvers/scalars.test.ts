import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SafeInt, safeIntMessage } from './scalars';

describe('SafeInt', () => {
  it('answers sums past a 32-bit Int as the same JSON number, exactly', () => {
    for (const cents of [0, -1, 2_147_483_647, 3_000_000_000, -3_000_000_000]) {
      expect(SafeInt.serialize(cents)).toBe(cents);
    }
    expect(SafeInt.serialize(Number.MAX_SAFE_INTEGER)).toBe(9_007_199_254_740_991);
    // A Postgres bigint as the drivers hand it over.
    expect(SafeInt.serialize('3000000000')).toBe(3_000_000_000);
    expect(SafeInt.serialize(3_000_000_000n)).toBe(3_000_000_000);
    expect(JSON.stringify({ netCents: SafeInt.serialize(3_000_000_000) })).toBe(
      '{"netCents":3000000000}',
    );
  });

  it('refuses to answer a value it would round or that is not a whole number', () => {
    for (const bad of [2 ** 53, 12.5, Number.NaN, Infinity, '12.5', '9007199254740993', null]) {
      expect(() => SafeInt.serialize(bad)).toThrow(/SafeInt cannot represent/);
    }
  });

  it('takes whole safe numbers as input, and nothing else', () => {
    expect(SafeInt.parseValue(3_000_000_000)).toBe(3_000_000_000);
    expect(SafeInt.parseLiteral({ kind: Kind.INT, value: '3000000000' })).toBe(3_000_000_000);
    for (const bad of [2 ** 53, 1.5, '3000', null]) {
      expect(() => SafeInt.parseValue(bad)).toThrow(safeIntMessage);
    }
    expect(() => SafeInt.parseLiteral({ kind: Kind.INT, value: '9007199254740993' })).toThrow(
      safeIntMessage,
    );
    expect(() => SafeInt.parseLiteral({ kind: Kind.STRING, value: '5' })).toThrow(safeIntMessage);
  });
});
