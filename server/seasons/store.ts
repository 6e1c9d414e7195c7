// Every query of the seasons domain: the seasons of groups, and each season's counted games with
// who played and where they finished. A season counts its group's COMPLETED tournaments that
// start within it (a cash game has no finishing places to score).
import { and, asc, desc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { eventPlayers, events, eventWinners, seasons } from '../../db/schema';
import { placingsOf } from '../shared/store/placings';

export type SeasonRow = typeof seasons.$inferSelect;

export async function insertSeason(
  tx: Tx,
  values: Pick<SeasonRow, 'groupId' | 'name' | 'startsAt' | 'endsAt' | 'pointsFormula'>,
): Promise<SeasonRow> {
  const [row] = await tx.insert(seasons).values(values).returning();
  return row!;
}

/** Each group's seasons, latest start first (then the later id). */
export async function seasonsOfGroups(
  db: Executor,
  groupIds: readonly string[],
): Promise<SeasonRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(seasons)
    .where(inArray(seasons.groupId, [...groupIds]))
    .orderBy(desc(seasons.startsAt), desc(seasons.id));
}

/** One player in one counted game of a season: their place (null if none recorded) and prize. */
export interface SeasonGameLine {
  seasonId: string;
  eventId: string;
  userId: string;
  place: number | null;
  prizeCents: number;
}

/**
 * Every counted game of the given seasons with everyone who played it (its players, and anyone
 * placed among its results: the leaderboards' participants) and their place and prize, read
 * through shared/store/placings.ts, the one rule for places and prizes. Three statements for any
 * number of seasons.
 */
export async function seasonGamesOf(
  db: Executor,
  seasonIds: readonly string[],
): Promise<SeasonGameLine[]> {
  if (seasonIds.length === 0) return [];
  const counted = await db
    .select({ seasonId: seasons.id, eventId: events.id })
    .from(seasons)
    .innerJoin(
      events,
      and(
        eq(events.groupId, seasons.groupId),
        eq(events.status, 'completed'),
        eq(events.kind, 'tournament'),
        gte(events.startsAt, seasons.startsAt),
        lt(events.startsAt, seasons.endsAt),
      ),
    )
    .where(inArray(seasons.id, [...seasonIds]))
    .orderBy(asc(events.startsAt), asc(events.id));
  if (counted.length === 0) return [];
  const eventIds = [...new Set(counted.map((c) => c.eventId))];

  const participants = await union(
    db
      .select({ eventId: eventPlayers.eventId, userId: eventPlayers.userId })
      .from(eventPlayers)
      .where(inArray(eventPlayers.eventId, eventIds)),
    db
      .select({ eventId: eventWinners.eventId, userId: eventWinners.userId })
      .from(eventWinners)
      .where(inArray(eventWinners.eventId, eventIds)),
  );
  const placings = placingsOf(db, eventIds);
  const results = await db
    .select({
      eventId: placings.eventId,
      userId: placings.userId,
      place: min(placings.place),
      prizeCents: sql<string | number>`sum(${placings.cents})::bigint`,
    })
    .from(placings)
    .groupBy(placings.eventId, placings.userId);

  const resultOf = new Map(results.map((r) => [`${r.eventId}:${r.userId}`, r]));
  const playersOf = new Map<string, string[]>();
  for (const p of participants) {
    const list = playersOf.get(p.eventId);
    if (list) list.push(p.userId);
    else playersOf.set(p.eventId, [p.userId]);
  }
  return counted.flatMap(({ seasonId, eventId }) =>
    (playersOf.get(eventId) ?? []).sort().map((userId) => {
      const result = resultOf.get(`${eventId}:${userId}`);
      return {
        seasonId,
        eventId,
        userId,
        place: result?.place ?? null,
        prizeCents: Number(result?.prizeCents ?? 0),
      };
    }),
  );
}
