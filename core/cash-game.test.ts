import { describe, expect, it } from 'vitest';
import { buyInProblem, cashOutProblem, settleProblem, settleTimingProblem } from './cash-game';
import { MAX_MONEY_CENTS } from './limits';

describe('buy-ins', () => {
  it('are positive whole cents, at most $1,000,000 each and per player', () => {
    expect(buyInProblem(2000)).toBeNull();
    expect(buyInProblem(1)).toBeNull();
    expect(buyInProblem(MAX_MONEY_CENTS)).toBeNull();
    expect(buyInProblem(0)).toBe('A buy-in must be more than $0');
    expect(buyInProblem(-500)).toBe('A buy-in must be more than $0');
    expect(buyInProblem(12.5)).toBe('Amounts must be whole cents');
    expect(buyInProblem(MAX_MONEY_CENTS + 1)).toBe('Buy-in must be at most $1,000,000');
    expect(buyInProblem(5000, MAX_MONEY_CENTS - 5000)).toBeNull();
    expect(buyInProblem(5000, MAX_MONEY_CENTS - 4999)).toBe(
      "A player's buy-ins must total at most $1,000,000",
    );
  });
});

describe('cash-outs', () => {
  it('are whole cents from $0 to $1,000,000, for a player who bought in', () => {
    expect(cashOutProblem(0, 2000)).toBeNull();
    expect(cashOutProblem(MAX_MONEY_CENTS, 2000)).toBeNull();
    expect(cashOutProblem(-1, 2000)).toBe('A cash-out cannot be negative');
    expect(cashOutProblem(0.5, 2000)).toBe('Amounts must be whole cents');
    expect(cashOutProblem(MAX_MONEY_CENTS + 1, 2000)).toBe('Cash-out must be at most $1,000,000');
    expect(cashOutProblem(2000, 0)).toBe('Record a buy-in for this player before their cash-out');
  });
});

describe('settling', () => {
  const bea = { name: 'Bea', buyInsCents: 5000, cashOutCents: 8000 };
  const cal = { name: 'Cal', buyInsCents: 7500, cashOutCents: 4500 };

  it('is allowed when cash-outs equal buy-ins', () => {
    expect(settleProblem([bea, cal])).toBeNull();
    // Someone who lost everything cashes out $0.
    expect(
      settleProblem([
        { ...bea, cashOutCents: 12500 },
        { ...cal, cashOutCents: 0 },
      ]),
    ).toBeNull();
  });

  it('shows the difference either way', () => {
    expect(settleProblem([bea, { ...cal, cashOutCents: 3300 }])).toBe(
      'Cash-outs are $12.00 short of buy-ins.',
    );
    expect(settleProblem([bea, { ...cal, cashOutCents: 4501 }])).toBe(
      'Cash-outs are $0.01 more than buy-ins.',
    );
    // Buy-ins $125.00; cash-outs $1,234,567.89 + $45.00: $1,234,487.89 over.
    expect(settleProblem([{ ...bea, cashOutCents: 123456789 }, cal])).toBe(
      'Cash-outs are $1,234,487.89 more than buy-ins.',
    );
  });

  it('names everyone who bought in without a cash-out', () => {
    expect(settleProblem([{ ...bea, cashOutCents: null }, cal])).toBe('Bea has no cash-out yet.');
    expect(
      settleProblem([
        { ...bea, cashOutCents: null },
        { ...cal, cashOutCents: null },
        { name: 'Dan', buyInsCents: 100, cashOutCents: null },
      ]),
    ).toBe('Bea, Cal, and Dan have no cash-out yet.');
  });

  it('needs at least one buy-in', () => {
    expect(settleProblem([])).toBe('Record at least one buy-in before settling.');
  });
});

describe('settling by date', () => {
  const now = new Date('2026-03-06T03:00:00Z');

  it('waits for the start: a game still to come cannot be settled, one started can', () => {
    expect(settleTimingProblem(new Date('2026-03-27T03:00:00Z'), now)).toBe(
      'A cash game can be settled once it has started',
    );
    // A start at exactly now is still upcoming (docs/product.md §4).
    expect(settleTimingProblem(now, now)).toBe('A cash game can be settled once it has started');
    expect(settleTimingProblem(new Date(now.getTime() - 1), now)).toBeNull();
    expect(settleTimingProblem(new Date('2026-02-01T03:00:00Z'), now)).toBeNull();
  });
});
