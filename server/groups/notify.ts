// After a group changes, everyone whose screens show it hears about it: `group:{id}` for the
// group page, `user:{id}` for the dashboards and Groups pages of everyone whose lists changed.
import type { DomainContext } from '../context';
import { topics } from '../realtime';

export async function publishGroupChange(
  ctx: Pick<DomainContext, 'services'>,
  groupId: string,
  userIds: Iterable<string>,
) {
  await ctx.services.pubsub.publish(
    topics.group(groupId),
    ...[...new Set(userIds)].map(topics.user),
  );
}
