// The guests the screens list (docs/product.md, "Guests"): a group's, for whoever may see the
// group; those an event's runner may add; and whether the viewer may manage a given guest.
import type { EventRow, GroupRow, UserRow } from '../../db/schema';
import { viewerUser, type DomainContext } from '../context';
import { canSee, viewerManagesEvent } from '../groups';
import { managesGuest, scopeOfEvent } from './access';
import * as store from './store/guests';

/** More guests than a home game's group ever has; bounds the answer. */
const GUEST_LIST_LIMIT = 500;

/** The group's unclaimed guests by name; none for viewers who may not see the group. */
export async function guestsOfGroup(ctx: DomainContext, group: GroupRow): Promise<UserRow[]> {
  if (!(await canSee(ctx, group))) return [];
  return ctx.loaders.guests.ofGroup.load(group.id);
}

/** Guests the viewer may add to the event: its scope's guests not playing yet. */
export async function addableGuestsOf(ctx: DomainContext, event: EventRow): Promise<UserRow[]> {
  if (event.status === 'completed' || !viewerUser(ctx)) return [];
  if (!(await viewerManagesEvent(ctx, event))) return [];
  const playerIds = new Set(await ctx.loaders.events.playerIds.load(event.id));
  const guests = await store.guestsIn(ctx.db, scopeOfEvent(event), GUEST_LIST_LIMIT);
  return guests.filter((guest) => !playerIds.has(guest.id));
}

export async function viewerManagesGuest(ctx: DomainContext, user: UserRow): Promise<boolean> {
  const viewer = viewerUser(ctx);
  if (!viewer || !user.isGuest) return false;
  return managesGuest(ctx.db, user, viewer.id);
}
