// Every query of the tournaments domain, and its lock. Every tournament write locks the event row
// first (the same lock joins, leaves, tables and winners take, so a tournament write and a seat
// or winners write never interleave) and then the tournament row: two host phones pressing
// buttons at once run one after the other, each reading what the other committed.
import { and, asc, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  eventPlayers,
  events,
  tournamentEntries,
  tournamentLog,
  tournamentResults,
  tournaments,
  type EventRow,
  type TournamentEntryRow,
  type TournamentLogRow,
  type TournamentResultRow,
  type TournamentRow,
} from '../../db/schema';
import { notFound } from '../errors';
import { tournamentMessages } from './messages';

// --- The lock ----------------------------------------------------------------------------------

/** Locks the event, then its tournament (null when none was started), for the transaction. */
export async function lockTournament(
  tx: Tx,
  eventId: string,
): Promise<{ event: EventRow; tournament: TournamentRow | null }> {
  if (!isUuid(eventId)) throw notFound(tournamentMessages.eventNotFound);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(tournamentMessages.eventNotFound);
  const [tournament] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .for('update');
  return { event, tournament: tournament ?? null };
}

/** The event and its tournament without locking: for reads that write nothing (a preview). */
export async function readTournament(
  db: Executor,
  eventId: string,
): Promise<{ event: EventRow; tournament: TournamentRow | null }> {
  if (!isUuid(eventId)) throw notFound(tournamentMessages.eventNotFound);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(tournamentMessages.eventNotFound);
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.eventId, eventId));
  return { event, tournament: tournament ?? null };
}

// --- Tournaments -------------------------------------------------------------------------------

export async function insertTournament(
  tx: Tx,
  values: Omit<typeof tournaments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<TournamentRow> {
  const [row] = await tx.insert(tournaments).values(values).returning();
  return row!;
}

export async function updateTournament(
  tx: Tx,
  id: string,
  patch: Partial<Omit<typeof tournaments.$inferInsert, 'id' | 'eventId' | 'createdAt'>>,
): Promise<TournamentRow> {
  const [row] = await tx
    .update(tournaments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(tournaments.id, id))
    .returning();
  return row!;
}

export async function tournamentByToken(
  db: Executor,
  token: string,
): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.displayToken, token));
  return row ?? null;
}

export async function tournamentsOfEvents(
  db: Executor,
  eventIds: readonly string[],
): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(inArray(tournaments.eventId, [...eventIds]));
}

// --- Entries -----------------------------------------------------------------------------------

/** The event's players in joining order (the host first): who plays the tournament. */
export async function playerIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventPlayers.userId })
    .from(eventPlayers)
    .where(eq(eventPlayers.eventId, eventId))
    .orderBy(asc(eventPlayers.joinedAt));
  return rows.map((r) => r.userId);
}

export async function entriesOf(db: Executor, tournamentId: string): Promise<TournamentEntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(asc(tournamentEntries.position));
}

export async function entriesOfTournaments(
  db: Executor,
  tournamentIds: readonly string[],
): Promise<TournamentEntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, [...tournamentIds]))
    .orderBy(asc(tournamentEntries.position));
}

/** Adds entries after the existing ones, in the given order. */
export async function insertEntries(
  tx: Tx,
  tournamentId: string,
  userIds: readonly string[],
  firstPosition: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(tournamentEntries)
    .values(userIds.map((userId, i) => ({ tournamentId, userId, position: firstPosition + i })));
}

/** Removes entries of people who are still in (players who left before the event started). */
export async function deleteUnplacedEntries(
  tx: Tx,
  tournamentId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .delete(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.userId, [...userIds]),
        isNull(tournamentEntries.finishPlace),
      ),
    );
}

export type EntryPatch = Partial<
  Pick<
    TournamentEntryRow,
    'rebuys' | 'addOns' | 'knockouts' | 'finishPlace' | 'bustedAt' | 'eliminatedBy'
  >
>;

/**
 * Writes several entries' changes. Finishing places are cleared first and then set, so a
 * renumbering (a restore) never trips the one-player-per-place constraint halfway through.
 */
export async function updateEntries(
  tx: Tx,
  tournamentId: string,
  changes: ReadonlyMap<string, EntryPatch>,
): Promise<void> {
  const placed = [...changes].filter(([, patch]) => patch.finishPlace !== undefined);
  if (placed.length > 0) {
    await tx
      .update(tournamentEntries)
      .set({ finishPlace: null })
      .where(
        and(
          eq(tournamentEntries.tournamentId, tournamentId),
          inArray(
            tournamentEntries.userId,
            placed.map(([userId]) => userId),
          ),
          isNotNull(tournamentEntries.finishPlace),
        ),
      );
  }
  for (const [userId, patch] of changes) {
    await tx
      .update(tournamentEntries)
      .set(patch)
      .where(
        and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)),
      );
  }
}

// --- Results -----------------------------------------------------------------------------------

export async function replaceResults(
  tx: Tx,
  eventId: string,
  results: readonly Omit<TournamentResultRow, 'eventId'>[],
): Promise<void> {
  await tx.delete(tournamentResults).where(eq(tournamentResults.eventId, eventId));
  if (results.length === 0) return;
  await tx.insert(tournamentResults).values(results.map((r) => ({ eventId, ...r })));
}

export async function resultsOfEvents(
  db: Executor,
  eventIds: readonly string[],
): Promise<TournamentResultRow[]> {
  return db
    .select()
    .from(tournamentResults)
    .where(inArray(tournamentResults.eventId, [...eventIds]))
    .orderBy(asc(tournamentResults.eventId), asc(tournamentResults.place));
}

/** The event's title, for the public display (which shows nothing else of the event). */
export async function eventTitleOf(db: Executor, eventId: string): Promise<string | null> {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
  return row?.title ?? null;
}

// --- The night's log (log.ts, undo.ts) ----------------------------------------------------------

export interface LogInsert {
  tournamentId: string;
  actorId: string;
  kind: string;
  playerId: string | null;
  data: Record<string, unknown>;
  at: Date;
}

/**
 * Appends one line. Its time is the write's, nudged a millisecond past the night's latest line
 * when two writes share a millisecond, so newest-first is always the order they happened in
 * (writes run one after the other under the tournament lock).
 */
export async function appendLog(tx: Tx, line: LogInsert): Promise<TournamentLogRow> {
  const [row] = await tx
    .insert(tournamentLog)
    .values({
      ...line,
      at: sql`greatest(${line.at.toISOString()}::timestamptz, (select max(${tournamentLog.at}) + interval '1 millisecond' from ${tournamentLog} where ${tournamentLog.tournamentId} = ${line.tournamentId}))`,
    })
    .returning();
  return row!;
}

/** The nights' logs, newest first. */
export async function logsOfTournaments(
  db: Executor,
  tournamentIds: readonly string[],
): Promise<TournamentLogRow[]> {
  return db
    .select()
    .from(tournamentLog)
    .where(inArray(tournamentLog.tournamentId, [...tournamentIds]))
    .orderBy(desc(tournamentLog.at), desc(tournamentLog.id));
}

/** One line of this night's log, locked for its undo; null when it is not this night's. */
export async function lockLogLine(
  tx: Tx,
  tournamentId: string,
  id: string,
): Promise<TournamentLogRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(tournamentLog)
    .where(and(eq(tournamentLog.id, id), eq(tournamentLog.tournamentId, tournamentId)))
    .for('update');
  return row ?? null;
}

export async function markLogLineUndone(
  tx: Tx,
  id: string,
  undoneAt: Date,
  undoneBy: string,
): Promise<void> {
  await tx.update(tournamentLog).set({ undoneAt, undoneBy }).where(eq(tournamentLog.id, id));
}

/**
 * A claimed guest's game-night rows — entries, eliminations, results, log lines and the latest
 * balancing's moves — handed to the claiming account (guests' claim).
 */
export async function handOverTournamentRows(tx: Tx, fromUserId: string, toUserId: string) {
  const userId = toUserId;
  await tx
    .update(tournamentEntries)
    .set({ userId })
    .where(eq(tournamentEntries.userId, fromUserId));
  await tx
    .update(tournamentEntries)
    .set({ eliminatedBy: userId })
    .where(eq(tournamentEntries.eliminatedBy, fromUserId));
  await tx
    .update(tournamentResults)
    .set({ userId })
    .where(eq(tournamentResults.userId, fromUserId));
  await tx
    .update(tournamentLog)
    .set({ playerId: userId })
    .where(eq(tournamentLog.playerId, fromUserId));
  // The moves name players by id inside jsonb; ids are unique strings.
  await tx
    .update(tournaments)
    .set({
      seatMoves: sql`replace(${tournaments.seatMoves}::text, ${fromUserId}, ${userId})::jsonb`,
    })
    .where(like(sql`${tournaments.seatMoves}::text`, `%${fromUserId}%`));
}
