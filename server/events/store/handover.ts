// A claimed guest's places in events — played, waiting, seated, won — handed to the account that
// claims them (server/guests/claim.ts), inside the claim's transaction. The claim has ruled out an
// event both took part in, so no row collides with one the account already has.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { eventPlayers, eventWaitlist, eventWinners, seatReservations } from '../../../db/schema';

export async function handOverEventRows(tx: Tx, fromUserId: string, toUserId: string) {
  const userId = toUserId;
  await tx.update(eventPlayers).set({ userId }).where(eq(eventPlayers.userId, fromUserId));
  await tx.update(eventWaitlist).set({ userId }).where(eq(eventWaitlist.userId, fromUserId));
  await tx.update(seatReservations).set({ userId }).where(eq(seatReservations.userId, fromUserId));
  await tx.update(eventWinners).set({ userId }).where(eq(eventWinners.userId, fromUserId));
}
