// Seats for the night: the random draw over the event's tables (adding tables when the players
// do not fit evenly) and table balancing as players bust (the fewest moves, sizes within one).
// The rules are core/seating.ts's; the event's tables and seats stay the events domain's, written
// through its seating functions inside this write's transaction, under the same event lock.
import { DEFAULT_SEATS, MIN_SEATS } from '../../core/events';
import {
  balanceTables as planBalance,
  drawSeats as planDraw,
  extraTablesNeeded,
  seatingMessages,
} from '../../core/seating';
import { seatCountProblem } from '../../core/tables';
import type { EventRow, SeatMoveData } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { applySeating, seatingOf, type Seating } from '../events';
import * as store from './store';
import { tournamentWrite } from './writes';

/** Math.random's contract from the operating system's generator: a draw nobody can predict. */
function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** "Table 3", the first such name the event does not use yet. */
function freshNames(taken: readonly string[], count: number): string[] {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  const names: string[] = [];
  for (let n = 1; names.length < count; n++) {
    const name = `Table ${n}`;
    if (!used.has(name.toLowerCase())) names.push(name);
  }
  return names;
}

/**
 * Random seats for every player still in. Tables are added, of `seatsPerTable` seats (else the
 * size of the event's largest table, else 9), when the event's own cannot seat everyone evenly.
 */
export function drawSeats(
  ctx: DomainContext,
  eventId: string,
  seatsPerTable?: number | null,
): Promise<EventRow> {
  return tournamentWrite(
    ctx,
    eventId,
    async ({ tx, event, tournament, entries, log }) => {
      const seatsProblem = seatsPerTable == null ? null : seatCountProblem(seatsPerTable);
      if (seatsProblem) throw badInput(seatsProblem);
      const playerIds = entries.filter((e) => e.finishPlace === null).map((e) => e.userId);
      const { tables } = await seatingOf(tx, eventId);
      const largest = Math.max(0, ...tables.map((t) => t.maxSeats));
      const seats = seatsPerTable ?? (largest >= MIN_SEATS ? largest : DEFAULT_SEATS);
      const extra = extraTablesNeeded(playerIds.length, tables, seats);
      const added = freshNames(
        tables.map((t) => t.name),
        extra,
      ).map((name) => ({ id: name, name, maxSeats: seats }));
      let draw;
      try {
        draw = planDraw(playerIds, [...tables, ...added], secureRandom);
      } catch {
        throw badInput(seatingMessages.notEnoughSeats);
      }
      await applySeating(
        tx,
        eventId,
        added.map(({ name, maxSeats }) => ({ name, maxSeats })),
        draw.map((a) => ({ table: a.tableId, seatNumber: a.seatNumber, userId: a.playerId })),
      );
      await store.updateTournament(tx, tournament.id, { seatMoves: [] });
      await log('SEAT_DRAW', { data: { players: playerIds.length, tablesAdded: extra } });
      return event;
    },
    'event',
  );
}

/**
 * Moves the fewest players so the tables in play differ by at most one; busted players leave
 * their seats. Tournament.seatMoves lists the moves for every screen.
 */
export function balanceTables(ctx: DomainContext, eventId: string): Promise<EventRow> {
  return tournamentWrite(
    ctx,
    eventId,
    async ({ tx, event, tournament, entries, log }) => {
      const stillIn = new Set(entries.filter((e) => e.finishPlace === null).map((e) => e.userId));
      const seating = await seatingOf(tx, eventId);
      const seated = seatsOfPlayers(seating, stillIn);
      let moves;
      try {
        moves = planBalance(seated, seating.tables, secureRandom);
      } catch {
        throw badInput(seatingMessages.notEnoughSeats);
      }
      const moved = new Map(moves.map((m) => [m.playerId, m]));
      await applySeating(
        tx,
        eventId,
        [],
        seated.map((s) => {
          const move = moved.get(s.playerId);
          return move
            ? { table: move.toTableId, seatNumber: move.toSeatNumber, userId: s.playerId }
            : { table: s.tableId, seatNumber: s.seatNumber, userId: s.playerId };
        }),
      );
      const nameOf = new Map(seating.tables.map((t) => [t.id, t.name]));
      const seatMoves: SeatMoveData[] = moves.map((m) => ({
        userId: m.playerId,
        fromTable: nameOf.get(m.fromTableId)!,
        fromSeat: m.fromSeatNumber,
        toTable: nameOf.get(m.toTableId)!,
        toSeat: m.toSeatNumber,
      }));
      await store.updateTournament(tx, tournament.id, { seatMoves });
      await log('BALANCE', { data: { moves: seatMoves.length } });
      return event;
    },
    'event',
  );
}

/** Each player still in at their first seat (a player may have reserved seats at two tables). */
function seatsOfPlayers(seating: Seating, stillIn: ReadonlySet<string>) {
  const seen = new Set<string>();
  const seats: { playerId: string; tableId: string; seatNumber: number }[] = [];
  for (const table of seating.tables) {
    for (const seat of table.seats) {
      if (!stillIn.has(seat.userId) || seen.has(seat.userId)) continue;
      seen.add(seat.userId);
      seats.push({ playerId: seat.userId, tableId: table.id, seatNumber: seat.seatNumber });
    }
  }
  return seats;
}
