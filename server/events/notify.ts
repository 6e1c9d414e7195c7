// After an event changes, everyone whose screens show it hears about it: the event page's
// subscribers, its group's page (lists and leaderboard), and the dashboards of its host,
// players and invited users.
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventInvites, eventPlayers, events, users } from '../../db/schema';
import type { Services } from '../services';
import { topics } from '../realtime/topics';

/** The topics that must hear about a change to the event; read before it is deleted. */
export async function audienceOf(
  db: Executor,
  eventId: string,
  extraEmails: string[] = [],
): Promise<string[]> {
  const invited = db
    .select({ email: eventInvites.email })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  const [owners, players, invitees] = await Promise.all([
    db
      .select({ id: events.ownerId, groupId: events.groupId })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({ id: eventPlayers.userId })
      .from(eventPlayers)
      .where(eq(eventPlayers.eventId, eventId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(
        extraEmails.length
          ? or(inArray(users.email, invited), inArray(users.email, extraEmails))
          : inArray(users.email, invited),
      ),
  ]);
  const groupId = owners[0]?.groupId;
  return [
    topics.event(eventId),
    ...(groupId ? [topics.group(groupId)] : []),
    ...new Set([...owners, ...players, ...invitees].map((r) => topics.user(r.id))),
  ];
}

export async function publishEventChange(
  services: Services,
  eventId: string,
  extraUserIds: string[] = [],
  extraEmails: string[] = [],
) {
  const audience = await audienceOf(services.db, eventId, extraEmails);
  await services.pubsub.publish(...new Set([...audience, ...extraUserIds.map(topics.user)]));
}
