// Who hears about a change to an event: reads across its players and invitations.
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventInvites, eventPlayers, events, eventWaitlist, users } from '../../../db/schema';

// --- Audience (who hears about a change) -------------------------------------------------------

/**
 * The event's owner and group, its players, its waitlist and the users its invited addresses
 * belong to.
 */
export async function audienceRowsOf(db: Executor, eventId: string, extraEmails: string[]) {
  const invited = db
    .select({ email: eventInvites.email })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  const [owners, players, waiting, invitees] = await Promise.all([
    db
      .select({ id: events.ownerId, groupId: events.groupId })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({ id: eventPlayers.userId })
      .from(eventPlayers)
      .where(eq(eventPlayers.eventId, eventId)),
    db
      .select({ id: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(
        extraEmails.length
          ? or(inArray(users.email, invited), inArray(users.email, extraEmails))
          : inArray(users.email, invited),
      ),
  ]);
  return {
    groupId: owners[0]?.groupId ?? null,
    userIds: [...owners, ...players, ...waiting, ...invitees].map((r) => r.id),
  };
}
