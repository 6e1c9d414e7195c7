// Tables and seats. Every write here holds the event row lock (store.ts), as joins and leaves
// do, so a seat is never reserved by a player whose leave is committing, nor written into a
// table being removed. The unique constraints on (table, seat) and (table, player) stay the final
// word on two people racing for one seat; the messages say which rule the loser hit.
import { firstError } from '../../core/field-errors';
import { tableErrors } from '../../core/tables';
import { isUuid } from '../../db/ids';
import type { DomainContext } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import type {
  MutationAddTableArgs,
  MutationMoveSeatArgs,
  MutationReleaseSeatArgs,
  MutationReserveSeatArgs,
} from '../graphql/generated/resolvers-types';
import { requireManagerAction } from './access';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';

export async function addTable(ctx: DomainContext, input: MutationAddTableArgs) {
  const host = ctx.requireMember();
  const { eventId, maxSeats } = input;
  const name = input.name.trim();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManagerAction(tx, event, host, 'manageTables');
    const problem = firstError(tableErrors({ name, maxSeats }));
    if (problem) throw badInput(problem);
    await store.insertTable(tx, eventId, name, maxSeats);
    return event;
  });
  await publishEventChange(ctx, eventId);
  return event;
}

export async function removeTable(ctx: DomainContext, tableId: string) {
  const host = ctx.requireMember();
  const event = await ctx.db.transaction(async (tx) => {
    const { event } = await store.lockTable(tx, tableId);
    await requireManagerAction(tx, event, host, 'manageTables');
    await store.deleteTable(tx, tableId);
    return event;
  });
  await publishEventChange(ctx, event.id);
  return event;
}

export async function reserveSeat(ctx: DomainContext, input: MutationReserveSeatArgs) {
  const user = ctx.requireMember();
  const { tableId, seatNumber } = input;
  // Seating someone else is the host's Undo after releasing that player's seat.
  const playerId = input.playerId ?? user.id;
  const event = await ctx.db.transaction(async (tx) => {
    const { table, event } = await store.lockTable(tx, tableId);
    if (playerId !== user.id && event.ownerId !== user.id) {
      throw forbidden(eventMessages.hostSeatsOthers);
    }
    if (!isUuid(playerId) || !(await store.isPlayer(tx, event.id, playerId))) {
      throw forbidden(eventMessages.playersOnlySeats);
    }
    checkSeatNumber(seatNumber, table.maxSeats);
    if (!(await store.insertSeat(tx, tableId, seatNumber, playerId))) {
      const holder = await store.seatHolder(tx, tableId, seatNumber);
      throw conflict(
        holder && holder !== playerId ? eventMessages.seatTaken : eventMessages.alreadySeated,
      );
    }
    return event;
  });
  await publishEventChange(ctx, event.id);
  return event;
}

/**
 * Moves the viewer's seat at a table to a free one: release and reserve in one transaction, so
 * nobody sees the player seatless, and a failed move (the seat was just taken) keeps the old seat.
 */
export async function moveSeat(ctx: DomainContext, input: MutationMoveSeatArgs) {
  const user = ctx.requireMember();
  const { tableId, seatNumber } = input;
  const event = await ctx.db.transaction(async (tx) => {
    const { table, event } = await store.lockTable(tx, tableId);
    if (!(await store.isPlayer(tx, event.id, user.id))) {
      throw forbidden(eventMessages.playersOnlySeats);
    }
    checkSeatNumber(seatNumber, table.maxSeats);
    const from = await store.seatOf(tx, tableId, user.id);
    if (from === null) throw badInput(eventMessages.noSeatToMove);
    if (from === seatNumber) return event;
    // Every seat write holds the event lock, so the seat cannot be taken between check and move.
    if (await store.seatHolder(tx, tableId, seatNumber)) throw conflict(eventMessages.seatTaken);
    await store.moveSeat(tx, tableId, from, seatNumber);
    return event;
  });
  await publishEventChange(ctx, event.id);
  return event;
}

function checkSeatNumber(seatNumber: number, maxSeats: number) {
  if (!Number.isInteger(seatNumber) || seatNumber < 1 || seatNumber > maxSeats) {
    throw badInput(eventMessages.seatRange(maxSeats));
  }
}

export async function releaseSeat(ctx: DomainContext, input: MutationReleaseSeatArgs) {
  const user = ctx.requireMember();
  const { tableId, seatNumber } = input;
  const event = await ctx.db.transaction(async (tx) => {
    const { event } = await store.lockTable(tx, tableId);
    const holder = await store.seatHolder(tx, tableId, seatNumber);
    if (!holder) throw badInput(eventMessages.seatNotReserved);
    if (holder !== user.id && event.ownerId !== user.id) throw forbidden(eventMessages.ownSeatOnly);
    await store.deleteSeat(tx, tableId, seatNumber);
    return event;
  });
  await publishEventChange(ctx, event.id);
  return event;
}
