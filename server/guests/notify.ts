// After a guest changes (renamed, removed, claimed), the screens that list it hear about it: its
// group's page, the events it played (player lists, results, the game night) and, for a claim,
// the claiming account's own dashboard.
import type { DomainContext } from '../context';
import { topics } from '../realtime';
import type { UserRow } from '../../db/schema';

export async function publishGuestChange(
  ctx: Pick<DomainContext, 'services'>,
  guest: Pick<UserRow, 'guestGroupId'>,
  eventIds: readonly string[] = [],
  userIds: readonly string[] = [],
) {
  await ctx.services.pubsub.publish(
    ...(guest.guestGroupId ? [topics.group(guest.guestGroupId)] : []),
    ...eventIds.flatMap((id) => [topics.event(id), topics.tournament(id)]),
    ...userIds.map(topics.user),
  );
}
