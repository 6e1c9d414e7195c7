// After an event changes, everyone whose screens show it hears about it: the event page's
// subscribers, its group's page (lists and leaderboard), and the dashboards of its host,
// players and invited users.
import type { Executor } from '../../db/client';
import type { DomainContext } from '../context';
import { topics } from '../realtime';
import * as store from './store';

/** The topics that must hear about a change to the event; read before it is deleted. */
export async function audienceOf(
  db: Executor,
  eventId: string,
  extraEmails: string[] = [],
): Promise<string[]> {
  const { groupId, userIds } = await store.audienceRowsOf(db, eventId, extraEmails);
  return [
    topics.event(eventId),
    ...(groupId ? [topics.group(groupId)] : []),
    ...new Set(userIds.map(topics.user)),
  ];
}

export async function publishEventChange(
  ctx: Pick<DomainContext, 'services'>,
  eventId: string,
  extraUserIds: string[] = [],
  extraEmails: string[] = [],
) {
  const audience = await audienceOf(ctx.services.db, eventId, extraEmails);
  // A join or a leave in the hour before the start changes the tournament's field too.
  await ctx.services.pubsub.publish(
    ...new Set([...audience, ...extraUserIds.map(topics.user), topics.tournament(eventId)]),
  );
}
