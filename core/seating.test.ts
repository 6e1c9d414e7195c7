import { describe, expect, it } from 'vitest';
import {
  balanceTables,
  drawSeats,
  extraTablesNeeded,
  seatingMessages,
  shuffle,
  tablesNeeded,
  type SeatAssignment,
  type SeatTable,
} from './seating';

/** mulberry32: a small seeded generator, so every run of these tests draws the same seats. */
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

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const tablesOf = (...seats: number[]): SeatTable[] =>
  seats.map((maxSeats, i) => ({ id: `t${i + 1}`, maxSeats }));

function sizesOf(seating: readonly SeatAssignment[], tables: readonly SeatTable[]) {
  return tables.map((t) => seating.filter((s) => s.tableId === t.id).length);
}

function expectValidSeating(seating: readonly SeatAssignment[], tables: readonly SeatTable[]) {
  const seats = new Set(seating.map((s) => `${s.tableId}#${s.seatNumber}`));
  expect(seats.size).toBe(seating.length);
  expect(new Set(seating.map((s) => s.playerId)).size).toBe(seating.length);
  for (const s of seating) {
    const table = tables.find((t) => t.id === s.tableId)!;
    expect(s.seatNumber).toBeGreaterThanOrEqual(1);
    expect(s.seatNumber).toBeLessThanOrEqual(table.maxSeats);
  }
}

describe('tablesNeeded', () => {
  it('counts whole tables', () => {
    expect(tablesNeeded(0, 9)).toBe(0);
    expect(tablesNeeded(9, 9)).toBe(1);
    expect(tablesNeeded(10, 9)).toBe(2);
    expect(tablesNeeded(27, 9)).toBe(3);
    expect(() => tablesNeeded(5, 0)).toThrow(RangeError);
  });

  it('adds tables until a draw can seat everyone evenly', () => {
    expect(extraTablesNeeded(8, tablesOf(9), 9)).toBe(0);
    expect(extraTablesNeeded(20, tablesOf(9), 9)).toBe(2);
    // One 10-seat table and 6-seat extras for 15: 10 + 6 would be 9 / 6; two extras give 5 / 5 / 5.
    expect(extraTablesNeeded(15, tablesOf(10), 6)).toBe(2);
    expect(extraTablesNeeded(0, [], 9)).toBe(0);
  });
});

describe('drawSeats', () => {
  it('uses the fewest tables, sizes differing by at most one, within their seats', () => {
    const random = seeded(1);
    const cases: [number, SeatTable[], number[]][] = [
      [8, tablesOf(9, 9, 9), [8, 0, 0]],
      [10, tablesOf(9, 9, 9), [5, 5, 0]],
      [19, tablesOf(9, 9, 9), [7, 6, 6]],
      [27, tablesOf(9, 9, 9), [9, 9, 9]],
      // The larger tables are used first: 13 fit on the 10 and 8 as 7 / 6.
      [13, tablesOf(6, 10, 8), [0, 7, 6]],
      // 16 on 10 + 6 would be 10 / 6; on all three: 6 / 5 / 5.
      [16, tablesOf(10, 6, 6), [6, 5, 5]],
    ];
    for (const [players, tables, sizes] of cases) {
      const seating = drawSeats(ids(players), tables, random);
      expect(seating).toHaveLength(players);
      expectValidSeating(seating, tables);
      expect(sizesOf(seating, tables)).toEqual(sizes);
    }
  });

  it('refuses when the tables hold too few, and seats nobody with no players', () => {
    expect(() => drawSeats(ids(10), tablesOf(9))).toThrow(seatingMessages.notEnoughSeats);
    expect(drawSeats([], tablesOf(9))).toEqual([]);
  });

  /**
   * Pearson's chi-square over (player, table) and (player, seat) counts across many draws. Under a
   * fair draw each is near its degrees of freedom (mean df, standard deviation √(2·df)); the bound
   * allows 6 standard deviations: a fair draw passes it in all but a few runs in a million (the
   * chi-square tail there, by Wilson–Hilferty), and this one always does, the generator being
   * seeded (seed 42 gives 55.7 against 90.3 for tables, 155 against 257 for seats). The biased
   * draw below lands far past it (about 2,400).
   */
  const DRAWS = 20_000;
  const players = ids(19);
  const tables = tablesOf(9, 9, 9); // 19 players: tables of 7, 6 and 6.

  function fairnessStatistics(draw: (random: () => number) => SeatAssignment[]) {
    const random = seeded(42);
    const atTable = new Map<string, number>();
    const atSeat = new Map<string, number>();
    const tableSizes = tables.map(() => 0);
    for (let d = 0; d < DRAWS; d++) {
      const seating = draw(random);
      for (const s of seating) {
        atTable.set(
          `${s.playerId}@${s.tableId}`,
          (atTable.get(`${s.playerId}@${s.tableId}`) ?? 0) + 1,
        );
        atSeat.set(
          `${s.playerId}#${s.seatNumber}`,
          (atSeat.get(`${s.playerId}#${s.seatNumber}`) ?? 0) + 1,
        );
      }
      sizesOf(seating, tables).forEach((size, t) => (tableSizes[t]! += size));
    }
    let tableChi = 0;
    let seatChi = 0;
    for (const player of players) {
      tables.forEach((table, t) => {
        // A player's chance of table t is its share of the seats taken there.
        const expected = tableSizes[t]! / players.length;
        const observed = atTable.get(`${player}@${table.id}`) ?? 0;
        tableChi += (observed - expected) ** 2 / expected;
      });
      for (let seat = 1; seat <= 9; seat++) {
        // Every seat number is equally likely for every player: 1/9 of the draws.
        const expected = DRAWS / 9;
        const observed = atSeat.get(`${player}#${seat}`) ?? 0;
        seatChi += (observed - expected) ** 2 / expected;
      }
    }
    return { tableChi, seatChi };
  }

  const bound = (df: number) => df + 6 * Math.sqrt(2 * df);
  const tableDf = players.length * (tables.length - 1); // 38
  const seatDf = players.length * 8; // 152

  it('gives every player the same chance of every table and every seat', () => {
    const { tableChi, seatChi } = fairnessStatistics((random) =>
      drawSeats(players, tables, random),
    );
    expect(tableChi).toBeLessThan(bound(tableDf));
    expect(seatChi).toBeLessThan(bound(seatDf));
  });

  it('would catch a subtly biased draw (the off-by-one shuffle that never leaves a player in place)', () => {
    // Sattolo's algorithm (j < i instead of j ≤ i) yields only cyclic orders: player 1 is never
    // dealt first, so lands at the 7-seat table less often than 7 in 19.
    const sattolo = (random: () => number) => {
      const order = [...players];
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * i);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      return drawSeats(order, tables, () => 0.999_999_999).map((s, i) => ({
        ...s,
        playerId: order[i]!,
      }));
    };
    const { tableChi } = fairnessStatistics(sattolo);
    expect(tableChi).toBeGreaterThan(bound(tableDf));
  });
});

describe('shuffle', () => {
  it('keeps every item once', () => {
    expect([...shuffle(ids(50), seeded(3))].sort()).toEqual([...ids(50)].sort());
  });
});

/**
 * The fewest moves, worked out independently of balanceTables: in the end every table holds
 * ⌊n/t⌋ or ⌈n/t⌉ players, so each table above ⌈n/t⌉ must send at least its excess and each
 * table below ⌊n/t⌋ must receive at least its shortfall, one move each. The larger of the two
 * sums is a lower bound; a result that reaches it is minimal. (The excess sum alone is not
 * enough: 4 / 4 / 4 / 1 has no table above ⌈13/4⌉ = 4, yet needs 2 moves.)
 */
function movesLowerBound(sizes: readonly number[]): number {
  const n = sizes.reduce((a, b) => a + b, 0);
  const t = sizes.length;
  const high = Math.ceil(n / t);
  const low = Math.floor(n / t);
  const excess = sizes.reduce((sum, s) => sum + Math.max(0, s - high), 0);
  const shortfall = sizes.reduce((sum, s) => sum + Math.max(0, low - s), 0);
  return Math.max(excess, shortfall);
}

function seatingWith(sizes: readonly number[], tables: readonly SeatTable[], random: () => number) {
  const seating: SeatAssignment[] = [];
  sizes.forEach((size, t) => {
    const seats = shuffle(
      Array.from({ length: tables[t]!.maxSeats }, (_, i) => i + 1),
      random,
    ).slice(0, size);
    seats.forEach((seatNumber, i) =>
      seating.push({ playerId: `t${t + 1}p${i + 1}`, tableId: tables[t]!.id, seatNumber }),
    );
  });
  return seating;
}

function applyMoves(seating: readonly SeatAssignment[], moves: ReturnType<typeof balanceTables>) {
  return seating.map((s) => {
    const move = moves.find((m) => m.playerId === s.playerId);
    return move ? { ...s, tableId: move.toTableId, seatNumber: move.toSeatNumber } : s;
  });
}

describe('balanceTables', () => {
  it('moves from the fullest tables to the emptiest, into free seats', () => {
    const tables = tablesOf(9, 9, 9);
    const seating = seatingWith([9, 9, 3], tables, seeded(5));
    const moves = balanceTables(seating, tables, seeded(6));
    expect(moves).toHaveLength(4);
    expect(moves.filter((m) => m.fromTableId === 't1')).toHaveLength(2);
    expect(moves.filter((m) => m.fromTableId === 't2')).toHaveLength(2);
    expect(moves.every((m) => m.toTableId === 't3')).toBe(true);
    const after = applyMoves(seating, moves);
    expectValidSeating(after, tables);
    expect(sizesOf(after, tables)).toEqual([7, 7, 7]);
    for (const move of moves) {
      const before = seating.find((s) => s.playerId === move.playerId)!;
      expect(move.fromSeatNumber).toBe(before.seatNumber);
    }
  });

  it('moves nobody when the tables are already balanced', () => {
    const tables = tablesOf(9, 9);
    expect(balanceTables(seatingWith([5, 4], tables, seeded(1)), tables)).toEqual([]);
    expect(balanceTables([], tables)).toEqual([]);
  });

  it('leaves empty (broken) tables out of play', () => {
    const tables = tablesOf(9, 9, 9);
    const moves = balanceTables(seatingWith([6, 2, 0], tables, seeded(2)), tables, seeded(3));
    expect(moves).toHaveLength(2);
    expect(moves.every((m) => m.fromTableId === 't1' && m.toTableId === 't2')).toBe(true);
  });

  it('reaches the lower bound on moves for every shape, never over a table’s seats', () => {
    const random = seeded(7);
    let shapes = 0;
    for (let t = 2; t <= 4; t++) {
      for (let trial = 0; trial < 300; trial++) {
        const tables = Array.from({ length: t }, (_, i) => ({
          id: `t${i + 1}`,
          maxSeats: 6 + Math.floor(random() * 5),
        }));
        const sizes = tables.map((table) => 1 + Math.floor(random() * table.maxSeats));
        const n = sizes.reduce((a, b) => a + b, 0);
        // Only shapes an even split fits (with 6–10 seat tables nearly all of them).
        if (tables.some((table) => table.maxSeats < Math.ceil(n / t))) continue;
        shapes += 1;
        const seating = seatingWith(sizes, tables, random);
        const moves = balanceTables(seating, tables, random);
        expect(moves).toHaveLength(movesLowerBound(sizes));
        const after = applyMoves(seating, moves);
        expectValidSeating(after, tables);
        const afterSizes = sizesOf(after, tables);
        expect(Math.max(...afterSizes) - Math.min(...afterSizes)).toBeLessThanOrEqual(1);
        expect(new Set(moves.map((m) => m.playerId)).size).toBe(moves.length);
      }
    }
    expect(shapes).toBeGreaterThan(500);
  });

  it('gets 4 / 4 / 4 / 1 right, where counting only the excess says 0', () => {
    const tables = tablesOf(9, 9, 9, 9);
    const moves = balanceTables(seatingWith([4, 4, 4, 1], tables, seeded(8)), tables, seeded(9));
    expect(moves).toHaveLength(2);
    expect(moves.every((m) => m.toTableId === 't4')).toBe(true);
  });

  it('refuses a seat at a table it was not given', () => {
    expect(() =>
      balanceTables([{ playerId: 'p', tableId: 'x', seatNumber: 1 }], tablesOf(9)),
    ).toThrow();
  });
});
