// A read several domains' stores share and none owns (the group leaderboard, season standings):
// places and prizes, stated once. Reads only; each table it reads has its own writer.
import { and, eq, inArray, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { eventWinners, tournamentResults } from '../../../db/schema';

/**
 * Every paid place of the given events, (eventId, userId, place, cents, bounty): an event run as a
 * tournament (issue 11) has a result for every place, its prize and bounties, which is what its
 * players took home (`cents`, of which `bounty` were bounties); any other event has its winners.
 * The leaderboards and season standings (server/seasons) read places and prizes through this one
 * rule.
 */
export function placingsOf(db: Executor, eventIds: string[] | SQLWrapper) {
  return union(
    db
      .select({
        eventId: eventWinners.eventId,
        userId: eventWinners.userId,
        place: eventWinners.place,
        cents: eventWinners.prizeCents,
        bounty: sql<number>`0::bigint`.as('bounty'),
      })
      .from(eventWinners)
      .where(
        and(
          inArray(eventWinners.eventId, eventIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(tournamentResults)
              .where(eq(tournamentResults.eventId, eventWinners.eventId)),
          ),
        ),
      ),
    db
      .select({
        eventId: tournamentResults.eventId,
        userId: tournamentResults.userId,
        place: tournamentResults.place,
        // In bigint: two int columns add up in int, and their sum may pass it.
        cents:
          sql<number>`${tournamentResults.prizeCents}::bigint + ${tournamentResults.bountyCents}`.as(
            'cents',
          ),
        bounty: sql<number>`${tournamentResults.bountyCents}::bigint`.as('bounty'),
      })
      .from(tournamentResults)
      .where(inArray(tournamentResults.eventId, eventIds)),
  ).as('placings');
}
