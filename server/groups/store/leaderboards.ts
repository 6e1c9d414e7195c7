// The group's leaderboard and its results export: reads over its completed events only.
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { placingsOf } from '../../shared/store/placings';
import { eventPlayers, events, eventWinners, users } from '../../../db/schema';

// From each group's COMPLETED events: a participant is anyone in the event's players or placed
// among its winners (the events domain only lets players place; the union keeps a stray winner
// row from vanishing). Per (group, player): gamesPlayed = completed events participated in,
// tournamentsPlayed = those that were tournaments (a cash game has no winners, so no win
// percentage counts it: docs/product.md §9), gamesWon = events where the player took first
// place, totalEarningsCents = sum of the player's prizes at any place (for a tournament: every
// paid place and bounty, from its results). Membership is NOT a filter: a player who left (or was
// removed from) the group keeps their history on the board, as do guests who played a group event.
// Order: core/leaderboard.ts's compareByWins, in SQL — wins, earnings, fewer tournaments, name, id.

/** One player's line on a group's leaderboard (the GraphQL type GroupPlayerStats). */
export interface GroupPlayerStats {
  userId: string;
  gamesPlayed: number;
  tournamentsPlayed: number;
  gamesWon: number;
  totalEarningsCents: number;
}

export interface GroupLeaderboardRow extends GroupPlayerStats {
  groupId: string;
}

/**
 * Who took part in the completed events `completed` selects: their players, and anyone placed
 * among their winners. Each row carries its event's group, so a statement reads only the groups'
 * events (through events_group) and never joins the whole events table back in.
 */
function participantsOf(db: Executor, completed: SQL | undefined) {
  return union(
    db
      .select({
        groupId: events.groupId,
        eventId: eventPlayers.eventId,
        userId: eventPlayers.userId,
        kind: events.kind,
      })
      .from(events)
      .innerJoin(eventPlayers, eq(eventPlayers.eventId, events.id))
      .where(completed),
    db
      .select({
        groupId: events.groupId,
        eventId: eventWinners.eventId,
        userId: eventWinners.userId,
        kind: events.kind,
      })
      .from(events)
      .innerJoin(eventWinners, eq(eventWinners.eventId, events.id))
      .where(completed),
  ).as('participants');
}

/**
 * One row per (event, player) who placed in the events `completedIds` selects: their best place,
 * whether it was first, and what they took home. An event run as a tournament (issue 11) has a
 * result for every place, its prize and bounties; any other event has its winners.
 */
function resultsOf(db: Executor, completedIds: SQLWrapper) {
  const placings = placingsOf(db, completedIds);

  return db
    .select({
      eventId: placings.eventId,
      userId: placings.userId,
      place: sql<number>`min(${placings.place})`.as('place'),
      won: sql<boolean>`bool_or(${placings.place} = 1)`.as('won'),
      prizeCents: sql<number>`sum(${placings.cents})::bigint`.as('prize_cents'),
      bountyCents: sql<number>`sum(${placings.bounty})::bigint`.as('bounty_cents'),
    })
    .from(placings)
    .groupBy(placings.eventId, placings.userId)
    .as('results');
}

/** Every given group's leaderboard, computed by the database in one statement. */
export async function leaderboardsOf(
  db: Executor,
  groupIds: readonly string[],
): Promise<GroupLeaderboardRow[]> {
  if (groupIds.length === 0) return [];
  const completed = and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed'));
  const completedIds = db.select({ id: events.id }).from(events).where(completed);
  const participants = participantsOf(db, completed);
  const results = resultsOf(db, completedIds);

  const gamesPlayed = sql<number>`count(*)::int`;
  const tournamentsPlayed = sql<number>`(count(*) filter (where ${participants.kind} = 'tournament'))::int`;
  const gamesWon = sql<number>`(count(*) filter (where ${results.won}))::int`;
  // Prizes are summed as bigint: a group's running total outgrows a 32-bit integer long before
  // any single prize could (issue 8: two large prizes once broke the page for everyone), and the
  // API answers it as a SafeInt.
  const totalEarningsCents = sql<string | number>`coalesce(sum(${results.prizeCents}), 0)::bigint`;
  const nameKey = sql`lower(${users.displayName} collate "C")`;

  const rows = await db
    .select({
      groupId: participants.groupId,
      userId: participants.userId,
      gamesPlayed,
      tournamentsPlayed,
      gamesWon,
      totalEarningsCents,
    })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      results,
      and(eq(results.eventId, participants.eventId), eq(results.userId, participants.userId)),
    )
    .groupBy(participants.groupId, participants.userId, users.displayName, users.email)
    .orderBy(
      desc(gamesWon),
      desc(totalEarningsCents),
      asc(tournamentsPlayed),
      asc(nameKey),
      asc(participants.userId),
    );

  return rows.map((row) => ({
    groupId: row.groupId!,
    userId: row.userId,
    gamesPlayed: Number(row.gamesPlayed),
    tournamentsPlayed: Number(row.tournamentsPlayed),
    gamesWon: Number(row.gamesWon),
    // A bigint, which drivers hand over as text; exact as a number far past any group's total.
    totalEarningsCents: Number(row.totalEarningsCents),
  }));
}

/** One player's line in one completed event of a group (the results CSV). */
export interface GroupResultLine {
  eventId: string;
  title: string;
  startsAt: Date;
  buyInCents: number;
  userId: string;
  displayName: string;
  /** Their best place; null for a player who did not place. */
  place: number | null;
  /** The prize of their place, bounties apart (as the event's Results card shows them); 0 when none. */
  prizeCents: number;
  /** The bounties they took home (a game night's knockouts); 0 for any other event. */
  bountyCents: number;
}

/**
 * Every completed event of the group with everyone who took part in it, the way the leaderboard
 * counts them (participantsOf, resultsOf): events oldest first, then by place (those who did not
 * place last), then by name.
 */
export async function resultLinesOf(db: Executor, groupId: string): Promise<GroupResultLine[]> {
  const completed = and(eq(events.groupId, groupId), eq(events.status, 'completed'));
  const completedIds = db.select({ id: events.id }).from(events).where(completed);
  const participants = participantsOf(db, completed);
  const results = resultsOf(db, completedIds);
  const rows = await db
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      buyInCents: events.buyInCents,
      userId: participants.userId,
      displayName: users.displayName,
      place: results.place,
      takenHomeCents: results.prizeCents,
      bountyCents: results.bountyCents,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      results,
      and(eq(results.eventId, participants.eventId), eq(results.userId, participants.userId)),
    )
    .orderBy(
      asc(events.startsAt),
      asc(events.createdAt),
      asc(events.id),
      sql`${results.place} asc nulls last`,
      asc(sql`lower(${users.displayName} collate "C")`),
      asc(participants.userId),
    );
  return rows.map(({ takenHomeCents, bountyCents, ...row }) => ({
    ...row,
    place: row.place === null ? null : Number(row.place),
    // Bigints, which drivers hand over as text.
    prizeCents: Number(takenHomeCents ?? 0) - Number(bountyCents ?? 0),
    bountyCents: Number(bountyCents ?? 0),
  }));
}
