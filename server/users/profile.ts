// The profile a verified user completes before anything else (docs/product.md §5): a display name and a
// time zone from the list. Every open tab of theirs hears of the change (meChanged).
import { accountMessages as messages } from '../../core/accounts';
import { isSupportedTimezone } from '../../core/timezones';
import type { UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { MutationUpdateProfileArgs } from '../graphql/generated/resolvers-types';
import { topics } from '../realtime';
import * as store from './store';

export async function updateProfile(
  ctx: DomainContext,
  input: MutationUpdateProfileArgs,
): Promise<UserRow> {
  const userId = ctx.requireVerifiedUser().id;
  const displayName = input.displayName.trim();
  if (!displayName) throw badInput(messages.displayNameRequired);
  if (!isSupportedTimezone(input.timezone)) throw badInput(messages.unknownTimezone);
  const user = await store.updateProfileRow(ctx.db, userId, {
    displayName,
    timezone: input.timezone,
  });
  await ctx.services.pubsub.publish(topics.user(userId));
  return user!;
}
