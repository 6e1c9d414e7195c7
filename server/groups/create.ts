// Creating a group (docs/product.md §4 "Group actions"): any member may; they own it and are its first member.
import { firstError } from '../../core/field-errors';
import { groupErrors } from '../../core/groups';
import type { GroupRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationCreateGroupArgs } from '../graphql/generated/resolvers-types';
import { publishGroupChange } from './notify';
import * as store from './store';

export async function createGroup(
  ctx: DomainContext,
  input: MutationCreateGroupArgs,
): Promise<GroupRow> {
  const owner = ctx.requireMember();
  const problem = firstError(groupErrors(input));
  if (problem) throw badInput(problem);
  const name = input.name.trim();
  const description = input.description?.trim() || null;
  const group = await ctx.db.transaction((tx) =>
    store.insertGroup(tx, { name, description, ownerId: owner.id }),
  );
  await publishGroupChange(ctx, group.id, [owner.id]);
  return group;
}
