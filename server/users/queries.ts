// Reads of people: the signed-in user as stored now, and an address as the viewer may see it.
import type { UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { canSeeEmailOf } from './access';
import * as store from './store';

/**
 * The signed-in user read afresh, for meChanged: the context's copy was taken when the
 * subscription started and the change being announced came after it.
 */
export function currentUser(ctx: DomainContext): Promise<UserRow | null> {
  return store.userById(ctx.db, ctx.requireUser().id);
}

/**
 * The person's address, or null where the viewer may not see it (access.ts). A person shown by
 * name only (`namesOnly`: a tournament's public display) has no address for anyone.
 */
export async function visibleEmailOf(
  ctx: DomainContext,
  user: Pick<UserRow, 'id' | 'email'> & { namesOnly?: boolean },
): Promise<string | null> {
  if (user.namesOnly) return null;
  return (await canSeeEmailOf(ctx, user.id)) ? user.email : null;
}
