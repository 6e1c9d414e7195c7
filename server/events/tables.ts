// Tables and seats. Every write here holds the event row lock (store.ts), as joins and leaves
// do, so a seat is never reserved by a player whose leave is committing, nor written into a
// table being removed. The unique constraints on (table, seat) and (table, player) stay the final
// word on two people racing for one seat; the messages say which rule the loser hit.
import { and, eq } from 'drizzle-orm';
import { firstError } from '../../core/field-errors';
import { tableErrors } from '../../core/tables';
import { eventPlayers, eventTables, seatReservations, type UserRow } from '../../db/schema';
import { badInput, conflict, forbidden } from '../errors';
import type { Services } from '../services';
import { eventErrors, requireHost } from './access';
import { publishEventChange } from './notify';
import { lockEvent, lockTable } from './store';

const seatAt = (tableId: string, seatNumber: number) =>
  and(eq(seatReservations.tableId, tableId), eq(seatReservations.seatNumber, seatNumber));

export async function addTable(
  services: Services,
  host: UserRow,
  eventId: string,
  rawName: string,
  maxSeats: number,
) {
  const name = rawName.trim();
  const event = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    requireHost(event, host);
    const problem = firstError(tableErrors({ name, maxSeats }));
    if (problem) throw badInput(problem);
    await tx.insert(eventTables).values({ eventId, name, maxSeats });
    return event;
  });
  await publishEventChange(services, eventId);
  return event;
}

export async function removeTable(services: Services, host: UserRow, tableId: string) {
  const event = await services.db.transaction(async (tx) => {
    const { event } = await lockTable(tx, tableId);
    requireHost(event, host);
    await tx.delete(eventTables).where(eq(eventTables.id, tableId));
    return event;
  });
  await publishEventChange(services, event.id);
  return event;
}

export async function reserveSeat(
  services: Services,
  user: UserRow,
  tableId: string,
  seatNumber: number,
) {
  const event = await services.db.transaction(async (tx) => {
    const { table, event } = await lockTable(tx, tableId);
    const [player] = await tx
      .select()
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, event.id), eq(eventPlayers.userId, user.id)));
    if (!player) throw forbidden(eventErrors.playersOnlySeats);
    if (!Number.isInteger(seatNumber) || seatNumber < 1 || seatNumber > table.maxSeats) {
      throw badInput(eventErrors.seatRange(table.maxSeats));
    }
    const inserted = await tx
      .insert(seatReservations)
      .values({ tableId, seatNumber, userId: user.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      const [holder] = await tx.select().from(seatReservations).where(seatAt(tableId, seatNumber));
      throw conflict(
        holder && holder.userId !== user.id ? eventErrors.seatTaken : eventErrors.alreadySeated,
      );
    }
    return event;
  });
  await publishEventChange(services, event.id);
  return event;
}

export async function releaseSeat(
  services: Services,
  user: UserRow,
  tableId: string,
  seatNumber: number,
) {
  const event = await services.db.transaction(async (tx) => {
    const { event } = await lockTable(tx, tableId);
    const [seat] = await tx.select().from(seatReservations).where(seatAt(tableId, seatNumber));
    if (!seat) throw badInput(eventErrors.seatNotReserved);
    if (seat.userId !== user.id && event.ownerId !== user.id)
      throw forbidden(eventErrors.ownSeatOnly);
    await tx.delete(seatReservations).where(seatAt(tableId, seatNumber));
    return event;
  });
  await publishEventChange(services, event.id);
  return event;
}
