// After an event changes, everyone whose screens show it hears about it: the event page's
// subscribers, and the dashboards of its host, players and invited users.
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventInvites, eventPlayers, events, users } from '../../db/schema';
import { topics, type Services } from '../services';

export async function usersToNotify(db: Executor, eventId: string, extraEmails: string[] = []): Promise<string[]> {
  const invited = db.select({ email: eventInvites.email }).from(eventInvites).where(eq(eventInvites.eventId, eventId));
  const [owners, players, invitees] = await Promise.all([
    db.select({ id: events.ownerId }).from(events).where(eq(events.id, eventId)),
    db.select({ id: eventPlayers.userId }).from(eventPlayers).where(eq(eventPlayers.eventId, eventId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(extraEmails.length ? or(inArray(users.email, invited), inArray(users.email, extraEmails)) : inArray(users.email, invited)),
  ]);
  return [...new Set([...owners, ...players, ...invitees].map((r) => r.id))];
}

export async function publishEventChange(
  services: Services,
  eventId: string,
  extraUserIds: string[] = [],
  extraEmails: string[] = [],
) {
  const userIds = new Set([...(await usersToNotify(services.db, eventId, extraEmails)), ...extraUserIds]);
  await services.pubsub.publish(topics.event(eventId), ...[...userIds].map(topics.user));
}
