// Seating a game night (issue 11): the random seat draw over the event's tables, and balancing
// tables as players bust so that table sizes differ by at most one, moving as few players as
// possible. Pure: the randomness is injected (`random` returns [0, 1) like Math.random), so tests
// run on a seeded generator and the server may pass a stronger one.

export interface SeatTable {
  id: string;
  maxSeats: number;
}

export interface SeatAssignment {
  playerId: string;
  tableId: string;
  /** 1-based, at most the table's maxSeats. */
  seatNumber: number;
}

export interface TableMove {
  playerId: string;
  fromTableId: string;
  fromSeatNumber: number;
  toTableId: string;
  toSeatNumber: number;
}

export const seatingMessages = {
  notEnoughSeats: 'There are not enough seats for every player. Add a table.',
} as const;

/** Tables of `seatsPerTable` seats that `players` need. */
export function tablesNeeded(players: number, seatsPerTable: number): number {
  if (!Number.isInteger(seatsPerTable) || seatsPerTable < 1) {
    throw new RangeError(`tablesNeeded: seatsPerTable must be ≥ 1, got ${seatsPerTable}`);
  }
  return players <= 0 ? 0 : Math.ceil(players / seatsPerTable);
}

/** Fisher–Yates: every order equally likely, given a uniform `random`. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `players` spread over tables with these capacities as evenly as the capacities allow: one at a
 * time to the emptiest table with room; ties go to the larger `preference`, then the earlier
 * table. With room everywhere the sizes differ by at most one.
 */
function fill(players: number, capacities: readonly number[], preference: readonly number[]) {
  const sizes = capacities.map(() => 0);
  for (let placed = 0; placed < players; placed++) {
    let best = -1;
    for (let i = 0; i < sizes.length; i++) {
      if (sizes[i]! >= capacities[i]!) continue;
      if (
        best < 0 ||
        sizes[i]! < sizes[best]! ||
        (sizes[i] === sizes[best] && preference[i]! > preference[best]!)
      ) {
        best = i;
      }
    }
    if (best < 0) return null;
    sizes[best]! += 1;
  }
  return sizes;
}

const isEven = (sizes: readonly number[]) => Math.max(...sizes) - Math.min(...sizes) <= 1;

/**
 * The tables to use and how many players at each: the fewest tables (largest first, then in the
 * order given) on which the players fit with sizes differing by at most one. Should no number of
 * tables allow that (very mixed table sizes), the fewest tables they fit on, as even as they allow.
 */
function planTables(players: number, tables: readonly SeatTable[]) {
  const byRoom = [...tables].sort((a, b) => b.maxSeats - a.maxSeats);
  let fallback: { tables: SeatTable[]; sizes: number[] } | null = null;
  for (let count = 1; count <= byRoom.length; count++) {
    const chosen = byRoom.slice(0, count);
    const capacities = chosen.map((t) => t.maxSeats);
    const sizes = fill(players, capacities, capacities);
    if (!sizes) continue;
    if (isEven(sizes)) return { tables: chosen, sizes };
    fallback ??= { tables: chosen, sizes };
  }
  return fallback;
}

/**
 * Tables of `seatsPerTable` to add to `tables` so that a draw seats everyone evenly (0 when the
 * tables there are will do).
 */
export function extraTablesNeeded(
  players: number,
  tables: readonly SeatTable[],
  seatsPerTable: number,
): number {
  const needed = tablesNeeded(players, seatsPerTable);
  for (let extra = 0; ; extra++) {
    const added = Array.from({ length: extra }, (_, i) => ({
      id: `+${i}`,
      maxSeats: seatsPerTable,
    }));
    const plan = planTables(players, [...tables, ...added]);
    if (players <= 0 || (plan && isEven(plan.sizes)) || extra >= needed) return extra;
  }
}

/**
 * The seat draw: a uniformly random order of the players dealt onto the planned tables, and
 * at each table a uniformly random choice of seats, so every player is as likely as any other to
 * land at each table and in each seat. Throws `notEnoughSeats` when the tables hold too few.
 */
export function drawSeats(
  playerIds: readonly string[],
  tables: readonly SeatTable[],
  random: () => number = Math.random,
): SeatAssignment[] {
  if (playerIds.length === 0) return [];
  const plan = planTables(playerIds.length, tables);
  if (!plan) throw new Error(seatingMessages.notEnoughSeats);
  const order = shuffle(playerIds, random);
  const assignments: SeatAssignment[] = [];
  let next = 0;
  plan.tables.forEach((table, t) => {
    const seats = shuffle(
      Array.from({ length: table.maxSeats }, (_, i) => i + 1),
      random,
    ).slice(0, plan.sizes[t]);
    seats.sort((a, b) => a - b);
    for (const seatNumber of seats) {
      assignments.push({ playerId: order[next++]!, tableId: table.id, seatNumber });
    }
  });
  return assignments;
}

/**
 * The fewest moves that leave the tables in play (those with a player) differing by at most one
 * player. Each table's target is the even share, the extra players staying at the tables that
 * already hold the most (so only surplus moves); a table never gets more than its seats. Which
 * players move from a table, and to which free seat, is random.
 */
export function balanceTables(
  seating: readonly SeatAssignment[],
  tables: readonly SeatTable[],
  random: () => number = Math.random,
): TableMove[] {
  const inPlay = tables.filter((t) => seating.some((s) => s.tableId === t.id));
  for (const seat of seating) {
    if (!inPlay.some((t) => t.id === seat.tableId)) {
      throw new Error(`balanceTables: no table ${seat.tableId}`);
    }
  }
  const players = inPlay.map((t) => seating.filter((s) => s.tableId === t.id));
  const sizes = players.map((list) => list.length);
  const targets = fill(
    seating.length,
    inPlay.map((t) => t.maxSeats),
    sizes,
  );
  if (!targets) throw new Error(seatingMessages.notEnoughSeats);

  const freeSeats = inPlay.map((table, t) => {
    const taken = new Set(players[t]!.map((s) => s.seatNumber));
    const free = Array.from({ length: table.maxSeats }, (_, i) => i + 1).filter(
      (n) => !taken.has(n),
    );
    return shuffle(free, random);
  });
  const deficits = targets.map((target, t) => Math.max(0, target - sizes[t]!));
  const moves: TableMove[] = [];
  inPlay.forEach((from, t) => {
    const surplus = sizes[t]! - targets[t]!;
    if (surplus <= 0) return;
    for (const seat of shuffle(players[t]!, random).slice(0, surplus)) {
      // To the table still missing the most players (ties: the earlier table).
      const to = deficits.indexOf(Math.max(...deficits));
      deficits[to]! -= 1;
      moves.push({
        playerId: seat.playerId,
        fromTableId: from.id,
        fromSeatNumber: seat.seatNumber,
        toTableId: inPlay[to]!.id,
        toSeatNumber: freeSeats[to]!.pop()!,
      });
    }
  });
  return moves;
}
