// Who plays: the event_players table.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import {
  eventPlayers,
  eventTables,
  seatReservations,
  tournaments,
  users,
} from '../../../db/schema';

// --- Players -----------------------------------------------------------------------------------

/** Whether a game night was started for the event (the tournaments domain's row). */
export async function hasTournament(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .limit(1);
  return rows.length > 0;
}

export async function playerIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventPlayers.userId })
    .from(eventPlayers)
    .where(eq(eventPlayers.eventId, eventId));
  return rows.map((r) => r.userId);
}

/** Addresses of the event's players, the host's unless `exceptUserId` names them. */
export async function playerEmailsOf(
  db: Executor,
  eventId: string,
  exceptUserId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(eventPlayers)
    .innerJoin(users, eq(users.id, eventPlayers.userId))
    .where(
      exceptUserId
        ? and(eq(eventPlayers.eventId, eventId), ne(eventPlayers.userId, exceptUserId))
        : eq(eventPlayers.eventId, eventId),
    );
  // Guests have no address: nobody to write to.
  return rows.flatMap((r) => r.email ?? []);
}

export async function addPlayers(tx: Tx, eventId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await tx.insert(eventPlayers).values(userIds.map((userId) => ({ eventId, userId })));
}

/** Removes a player and the seats they held; false when they were not playing. */
export async function removePlayer(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.userId, userId)))
    .returning();
  if (removed.length === 0) return false;
  const tableIds = tx
    .select({ id: eventTables.id })
    .from(eventTables)
    .where(eq(eventTables.eventId, eventId));
  await tx
    .delete(seatReservations)
    .where(and(inArray(seatReservations.tableId, tableIds), eq(seatReservations.userId, userId)));
  return true;
}

export async function isPlayer(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const [player] = await db
    .select()
    .from(eventPlayers)
    .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.userId, userId)));
  return player !== undefined;
}

export const playersOfEvents = async (db: Executor, ids: readonly string[]) =>
  db
    .select()
    .from(eventPlayers)
    .where(inArray(eventPlayers.eventId, [...ids]))
    .orderBy(asc(eventPlayers.joinedAt));
