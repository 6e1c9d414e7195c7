// Group leaderboards, computed by the database in one statement for any number of groups.
//
// From each group's COMPLETED events: a participant is anyone in the event's players or placed
// among its winners (the events domain only lets players place; the union keeps a stray winner
// row from vanishing). Per (group, player): gamesPlayed = completed events participated in,
// gamesWon = events where the player took first place, totalEarningsCents = sum of the player's
// prizes at any place. Membership is NOT a filter: a player who left (or was removed from) the
// group keeps their history on the board, as do guests who played a group event.
// Order: core/leaderboard.ts's compareByWins, in SQL — wins, earnings, fewer games, name, id.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { eventPlayers, events, eventWinners, users } from '../../db/schema';

// The contract types the total as Int (32-bit): a larger total saturates rather than failing
// the whole group page for everyone.
const GRAPHQL_INT_MAX = 2_147_483_647;

/** One player's line on a group's leaderboard (the GraphQL type GroupPlayerStats). */
export interface GroupPlayerStats {
  userId: string;
  gamesPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
}

export interface GroupLeaderboardRow extends GroupPlayerStats {
  groupId: string;
}

export async function leaderboardsOf(
  db: Executor,
  groupIds: string[],
): Promise<GroupLeaderboardRow[]> {
  if (groupIds.length === 0) return [];
  const completedIds = db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.groupId, groupIds), eq(events.status, 'completed')));

  const participants = union(
    db
      .select({ eventId: eventPlayers.eventId, userId: eventPlayers.userId })
      .from(eventPlayers)
      .where(inArray(eventPlayers.eventId, completedIds)),
    db
      .select({ eventId: eventWinners.eventId, userId: eventWinners.userId })
      .from(eventWinners)
      .where(inArray(eventWinners.eventId, completedIds)),
  ).as('participants');

  // One row per (event, player) who placed: did they win, and what did they take home.
  const results = db
    .select({
      eventId: eventWinners.eventId,
      userId: eventWinners.userId,
      won: sql<boolean>`bool_or(${eventWinners.place} = 1)`.as('won'),
      prizeCents: sql<number>`sum(${eventWinners.prizeCents})::bigint`.as('prize_cents'),
    })
    .from(eventWinners)
    .where(inArray(eventWinners.eventId, completedIds))
    .groupBy(eventWinners.eventId, eventWinners.userId)
    .as('results');

  const gamesPlayed = sql<number>`count(*)::int`;
  const gamesWon = sql<number>`(count(*) filter (where ${results.won}))::int`;
  // Prizes are summed as bigint: a group's running total outgrows a 32-bit integer long before
  // any single prize could (issue 8: two large prizes once broke the page for everyone).
  const totalEarningsCents = sql<string | number>`coalesce(sum(${results.prizeCents}), 0)::bigint`;
  const nameKey = sql`lower(${users.displayName} collate "C")`;

  const rows = await db
    .select({
      groupId: events.groupId,
      userId: participants.userId,
      gamesPlayed,
      gamesWon,
      totalEarningsCents,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      results,
      and(eq(results.eventId, participants.eventId), eq(results.userId, participants.userId)),
    )
    .groupBy(events.groupId, participants.userId, users.displayName, users.email)
    .orderBy(
      desc(gamesWon),
      desc(totalEarningsCents),
      asc(gamesPlayed),
      asc(nameKey),
      asc(participants.userId),
    );

  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    gamesWon: Number(row.gamesWon),
    totalEarningsCents: Math.min(Number(row.totalEarningsCents), GRAPHQL_INT_MAX),
  }));
}
