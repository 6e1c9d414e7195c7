// Every query of a group's settle-up: what each completed game of the group moved per player, and
// the payments recorded between members. recordPayment and deletePayment write under the group
// lock (groups' lockGroupFor), so the balances they check against are the balances they change.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  eventPlayers,
  events,
  eventWinners,
  groupPayments,
  tournamentEntries,
  tournamentResults,
  tournaments,
} from '../../db/schema';
import { cashTotalsOf } from '../shared/store/cash-totals';
import { keysetAfter, keysetOrder, type KeysetSource } from '../shared/connections';

export type PaymentRow = typeof groupPayments.$inferSelect;

export async function insertPayment(
  tx: Tx,
  values: {
    groupId: string;
    fromUserId: string;
    toUserId: string;
    amountCents: number;
    recordedBy: string;
  },
): Promise<void> {
  await tx.insert(groupPayments).values(values);
}

/** The payment with this id, whichever group it is in; null when there is none. */
export async function paymentById(db: Executor, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(groupPayments).where(eq(groupPayments.id, paymentId));
  return row ?? null;
}

/** Deletes the group's payment; whether there was one to delete. */
export async function deletePaymentRow(
  tx: Tx,
  groupId: string,
  paymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .delete(groupPayments)
    .where(and(eq(groupPayments.id, paymentId), eq(groupPayments.groupId, groupId)))
    .returning();
  return row ?? null;
}

/**
 * A group's payments as a keyset list (Group.payments), newest first, the id breaking ties. Like
 * the activity log, a payment whose recorder's account is gone is left out: it has no one to name.
 */
export function paymentsSource(db: Executor, groupId: string): KeysetSource<PaymentRow> {
  const inList = and(eq(groupPayments.groupId, groupId), isNotNull(groupPayments.recordedBy));
  return {
    rows: (limit, after) =>
      db
        .select()
        .from(groupPayments)
        .where(and(inList, keysetAfter(groupPayments.createdAt, groupPayments.id, 'desc', after)))
        .orderBy(...keysetOrder(groupPayments.createdAt, groupPayments.id, 'desc'))
        .limit(limit),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(groupPayments).where(inList);
      return row?.n ?? 0;
    },
    keyOf: (row) => ({ at: row.createdAt, id: row.id }),
  };
}

/** The groups' recorded payments, oldest first. */
export async function paymentsOf(db: Executor, groupIds: readonly string[]): Promise<PaymentRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(groupPayments)
    .where(inArray(groupPayments.groupId, [...groupIds]))
    .orderBy(asc(groupPayments.createdAt), asc(groupPayments.id));
}

/** The completed games of the groups, with everything a ledger reads about each. */
export interface CompletedGames {
  games: { id: string; groupId: string; kind: 'tournament' | 'cash'; buyInCents: number }[];
  cash: Awaited<ReturnType<typeof cashTotalsOf>>;
  nights: (typeof tournaments.$inferSelect)[];
  entries: { eventId: string; userId: string; rebuys: number; addOns: number }[];
  results: (typeof tournamentResults.$inferSelect)[];
  players: { eventId: string; userId: string }[];
  winners: (typeof eventWinners.$inferSelect)[];
}

export async function completedGamesOf(
  db: Executor,
  groupIds: readonly string[],
): Promise<CompletedGames> {
  const games = groupIds.length
    ? await db
        .select({
          id: events.id,
          groupId: events.groupId,
          kind: events.kind,
          buyInCents: events.buyInCents,
        })
        .from(events)
        .where(and(inArray(events.groupId, [...groupIds]), eq(events.status, 'completed')))
    : [];
  const none: CompletedGames = {
    games: [],
    cash: [],
    nights: [],
    entries: [],
    results: [],
    players: [],
    winners: [],
  };
  if (games.length === 0) return none;
  const ids = games.map((g) => g.id);
  const [cash, nights, entries, results, players, winners] = await Promise.all([
    cashTotalsOf(
      db,
      games.filter((g) => g.kind === 'cash').map((g) => g.id),
    ),
    db.select().from(tournaments).where(inArray(tournaments.eventId, ids)),
    db
      .select({
        eventId: tournaments.eventId,
        userId: tournamentEntries.userId,
        rebuys: tournamentEntries.rebuys,
        addOns: tournamentEntries.addOns,
      })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(inArray(tournaments.eventId, ids)),
    db.select().from(tournamentResults).where(inArray(tournamentResults.eventId, ids)),
    db
      .select({ eventId: eventPlayers.eventId, userId: eventPlayers.userId })
      .from(eventPlayers)
      .where(inArray(eventPlayers.eventId, ids)),
    db.select().from(eventWinners).where(inArray(eventWinners.eventId, ids)),
  ]);
  return {
    games: games.map((g) => ({ ...g, groupId: g.groupId! })),
    cash,
    nights,
    entries,
    results,
    players,
    winners,
  };
}

/**
 * A claimed guest's payments, both ways, handed to the claiming account (guests' claim, which
 * has refused a claim with payments between the two, so none becomes a payment to oneself).
 */
export async function handOverPayments(tx: Tx, fromUserId: string, toUserId: string) {
  await tx
    .update(groupPayments)
    .set({ fromUserId: toUserId })
    .where(eq(groupPayments.fromUserId, fromUserId));
  await tx.update(groupPayments).set({ toUserId }).where(eq(groupPayments.toUserId, fromUserId));
}
