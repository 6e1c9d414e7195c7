import { describe, expect, it } from 'vitest';
import {
  balancesOf,
  paymentProblem,
  settleUp,
  type Balance,
  type LedgerGame,
  type LedgerPayment,
} from './settle-up';

/** mulberry32: a small seeded generator, so every run checks the same ledgers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Applies transfers to balances: the payer's balance rises, the payee's falls. */
function afterTransfers(balances: readonly Balance[], transfers: ReturnType<typeof settleUp>) {
  const net = new Map(balances.map((b) => [b.userId, b.netCents]));
  for (const t of transfers) {
    net.set(t.fromUserId, net.get(t.fromUserId)! + t.amountCents);
    net.set(t.toUserId, net.get(t.toUserId)! - t.amountCents);
  }
  return net;
}

describe('balancesOf', () => {
  // A $20 tournament: Ann, Bea, Cal and Dan paid $20 each, Bea rebought ($20); the $100 pool paid
  // Ann $60 and Bea $40. A cash game: Cal bought in $50, Dan twice ($50 + $25); Cal cashed out
  // $100, Dan $25.
  const games: LedgerGame[] = [
    {
      id: 'tournament',
      lines: [
        { userId: 'ann', paidInCents: 2000, paidOutCents: 6000 },
        { userId: 'bea', paidInCents: 4000, paidOutCents: 4000 },
        { userId: 'cal', paidInCents: 2000, paidOutCents: 0 },
        { userId: 'dan', paidInCents: 2000, paidOutCents: 0 },
      ],
    },
    {
      id: 'cash',
      lines: [
        { userId: 'cal', paidInCents: 5000, paidOutCents: 10000 },
        { userId: 'dan', paidInCents: 7500, paidOutCents: 2500 },
      ],
    },
  ];

  it('nets what the games paid out against what was paid in', () => {
    // Ann +40, Bea 0, Cal −20 + 50 = +30, Dan −20 − 50 = −70.
    expect(balancesOf(games)).toEqual({
      balances: [
        { userId: 'ann', netCents: 4000 },
        { userId: 'bea', netCents: 0 },
        { userId: 'cal', netCents: 3000 },
        { userId: 'dan', netCents: -7000 },
      ],
      unbalancedGameIds: [],
    });
  });

  it('moves a payer towards zero and the payee too', () => {
    const payments: LedgerPayment[] = [{ fromUserId: 'dan', toUserId: 'ann', amountCents: 4000 }];
    expect(balancesOf(games, payments).balances).toEqual([
      { userId: 'ann', netCents: 0 },
      { userId: 'bea', netCents: 0 },
      { userId: 'cal', netCents: 3000 },
      { userId: 'dan', netCents: -3000 },
    ]);
  });

  it('leaves out a game whose prizes are not what was paid in, and names it', () => {
    const handEntered: LedgerGame = {
      id: 'by-hand',
      lines: [
        { userId: 'ann', paidInCents: 1000, paidOutCents: 5000 },
        { userId: 'eve', paidInCents: 1000, paidOutCents: 0 },
      ],
    };
    const result = balancesOf([...games, handEntered]);
    expect(result.unbalancedGameIds).toEqual(['by-hand']);
    expect(result.balances).toEqual(balancesOf(games).balances);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() =>
      balancesOf([{ id: 'g', lines: [{ userId: 'a', paidInCents: 1.5, paidOutCents: 1.5 }] }]),
    ).toThrow(RangeError);
    expect(() => balancesOf([], [{ fromUserId: 'a', toUserId: 'b', amountCents: 0 }])).toThrow(
      RangeError,
    );
    expect(() => balancesOf([], [{ fromUserId: 'a', toUserId: 'a', amountCents: 5 }])).toThrow(
      RangeError,
    );
  });
});

describe('paymentProblem', () => {
  it('takes positive whole cents up to $1,000,000 between two people', () => {
    const pay = (amountCents: number, toUserId = 'b') =>
      paymentProblem({ fromUserId: 'a', toUserId, amountCents });
    expect(pay(4000)).toBeNull();
    expect(pay(100_000_000)).toBeNull();
    expect(pay(0)).toBe('A payment must be more than $0');
    expect(pay(-5)).toBe('A payment must be more than $0');
    expect(pay(10.5)).toBe('Amounts must be whole cents');
    expect(pay(100_000_001)).toBe('Payment must be at most $1,000,000');
    expect(pay(4000, 'a')).toBe('A payment is from one member to another');
  });
});

describe('settleUp', () => {
  it('has the largest debtor pay the largest creditor', () => {
    // Ann +40, Cal +30, Dan −70: Dan pays Ann $40, then Cal $30.
    expect(
      settleUp([
        { userId: 'ann', netCents: 4000 },
        { userId: 'bea', netCents: 0 },
        { userId: 'cal', netCents: 3000 },
        { userId: 'dan', netCents: -7000 },
      ]),
    ).toEqual([
      { fromUserId: 'dan', toUserId: 'ann', amountCents: 4000 },
      { fromUserId: 'dan', toUserId: 'cal', amountCents: 3000 },
    ]);
  });

  it('needs no transfers when everyone is square', () => {
    expect(settleUp([])).toEqual([]);
    expect(settleUp([{ userId: 'a', netCents: 0 }])).toEqual([]);
  });

  it('settles two debtors and two creditors, ties by id', () => {
    // Bea −25, Cal −25, Ann +30, Dan +20: Bea → Ann 25; Cal → Ann 5; Cal → Dan 20.
    expect(
      settleUp([
        { userId: 'ann', netCents: 30 },
        { userId: 'bea', netCents: -25 },
        { userId: 'cal', netCents: -25 },
        { userId: 'dan', netCents: 20 },
      ]),
    ).toEqual([
      { fromUserId: 'bea', toUserId: 'ann', amountCents: 25 },
      { fromUserId: 'cal', toUserId: 'dan', amountCents: 20 },
      { fromUserId: 'cal', toUserId: 'ann', amountCents: 5 },
    ]);
  });

  it('refuses balances that do not add up to zero', () => {
    expect(() => settleUp([{ userId: 'a', netCents: 5 }])).toThrow('add up to 5');
  });

  it('over 500 random ledgers: at most n − 1 positive whole-cent transfers that zero everyone', () => {
    const random = seeded(13);
    const int = (max: number) => Math.floor(random() * (max + 1));
    for (let run = 0; run < 500; run += 1) {
      const people = Array.from({ length: 1 + int(11) }, (_, i) => `p${i}`);
      const games: LedgerGame[] = Array.from({ length: int(6) }, (_, g) => {
        const players = people.filter(() => random() < 0.7);
        const lines = players.map((userId) => ({
          userId,
          paidInCents: int(3) * 500 + int(99),
          paidOutCents: 0,
        }));
        // Pay the pot out to random players in random whole-cent slices, so the game balances.
        let pot = sum(lines.map((line) => line.paidInCents));
        while (pot > 0 && lines.length > 0) {
          const slice = Math.min(pot, 1 + int(pot));
          lines[int(lines.length - 1)]!.paidOutCents += slice;
          pot -= slice;
        }
        return { id: `g${g}`, lines };
      });
      const payments: LedgerPayment[] = Array.from({ length: int(3) }, () => {
        const from = people[int(people.length - 1)]!;
        const to = people[int(people.length - 1)]!;
        return {
          fromUserId: from,
          toUserId: to === from ? `${from}x` : to,
          amountCents: 1 + int(5000),
        };
      });
      const { balances, unbalancedGameIds } = balancesOf(games, payments);
      expect(unbalancedGameIds).toEqual([]);
      expect(sum(balances.map((b) => b.netCents))).toBe(0);

      const transfers = settleUp(balances);
      const owing = balances.filter((b) => b.netCents !== 0).length;
      expect(transfers.length).toBeLessThanOrEqual(Math.max(0, owing - 1));
      for (const t of transfers) {
        expect(Number.isSafeInteger(t.amountCents)).toBe(true);
        expect(t.amountCents).toBeGreaterThan(0);
        expect(t.fromUserId).not.toBe(t.toUserId);
      }
      for (const net of afterTransfers(balances, transfers).values()) expect(net).toBe(0);
    }
  });
});
