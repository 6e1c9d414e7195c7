// Saved places to play, private to their owner.
import { firstError } from '../../core/field-errors';
import { locationErrors } from '../../core/locations';
import type { LocationRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationCreateLocationArgs } from '../graphql/generated/resolvers-types';
import { topics } from '../realtime';
import * as store from './store';

export async function createLocation(
  ctx: DomainContext,
  input: MutationCreateLocationArgs,
): Promise<LocationRow> {
  const owner = ctx.requireMember();
  const name = input.name.trim();
  const address = input.address.trim();
  const problem = firstError(locationErrors({ name, address }));
  if (problem) throw badInput(problem);
  const location = await store.insertLocation(ctx.db, owner.id, name, address);
  await ctx.services.pubsub.publish(topics.user(owner.id));
  return location;
}

export function locationsOf(ctx: DomainContext, owner: Pick<UserRow, 'id'>) {
  return store.locationsOf(ctx.db, owner.id);
}
