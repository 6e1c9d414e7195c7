// Whose e-mail address a viewer may read (issue 8, finding 9). docs/product.md shows addresses in three
// places only: the viewer's own, group members to each other (the group page's Members card),
// and an event's invited list to its owner (server/events/access.ts). Everywhere else — an
// event's players and host, seats, winners, previous attendees, leaderboards — a person is their
// display name. The rule follows the relationship, not the screen, so the same person shows the
// same address (or none) on every screen and in every subscription.
import { viewerDecision, viewerUser, type DomainContext } from '../context';

export function canSeeEmailOf(ctx: DomainContext, userId: string): Promise<boolean> {
  return viewerDecision(ctx, `email:${userId}`, async (ctx) => {
    const viewer = viewerUser(ctx);
    if (!viewer) return false;
    if (viewer.id === userId) return true;
    return (await ctx.loaders.groups.groupMateIds.load(viewer.id)).has(userId);
  });
}
