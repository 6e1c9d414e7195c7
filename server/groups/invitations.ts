// Group invitations (docs/product.md §5, §6): the owner and admins invite addresses and withdraws them; the invited
// accept or decline. Each holds the group row lock, and only after the commit wakes the mail
// worker and announces the change.
import { inviteMessages, normalizeEmail } from '../../core/email';
import { personName } from '../../core/people';
import type { GroupRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput, forbidden } from '../errors';
import type {
  InviteResult,
  MutationCancelGroupInviteArgs,
  MutationInviteToGroupArgs,
} from '../graphql/generated/resolvers-types';
import { parseInvitees, queueInvitations, skippedInvites } from '../mail';
import { memberRoleOf, requireGroupAction } from './access';
import { groupInviteMails } from './emails';
import { lockGroupFor } from './locked';
import { groupMessages } from './messages';
import { publishGroupChange } from './notify';
import * as store from './store';

/**
 * `invited`: valid addresses now invited (new and already pending); `skipped`: invalid entries;
 * `skippedEntries`: every entry that got no new invitation, with why.
 */
export type InviteOutcome = Omit<InviteResult, '__typename'>;

/**
 * Invites a list of addresses (docs/product.md §5 parsing). Current members are left out (in neither
 * `invited` nor `skipped`: they need no invitation and are not "invalid"; skippedEntries names
 * them); addresses already pending stay invited without a second e-mail; each newly invited
 * address gets the group invite e-mail.
 */
export async function inviteToGroup(
  ctx: DomainContext,
  input: MutationInviteToGroupArgs,
): Promise<InviteOutcome> {
  const inviter = ctx.requireMember();
  const { valid, invalid } = parseInvitees(input.emails);
  const { group, invited, added, notify, memberEmails } = await ctx.db.transaction(async (tx) => {
    const { group, role } = await lockGroupFor(tx, input.groupId, inviter);
    requireGroupAction(role, 'invite', groupMessages.ownerOnlyInvite);
    if (valid.length === 0) throw badInput(inviteMessages.noneValid);

    const memberEmails = await store.memberEmailsAmong(tx, group.id, valid);
    const invited = valid.filter((email) => !memberEmails.includes(email));
    const added = await store.addInvites(tx, group.id, invited);
    if (added.length > 0) {
      await queueInvitations(tx, inviter.id, groupInviteMails(ctx.services, group, inviter, added));
      await store.touch(tx, group.id);
    }
    const notify = await store.accountIdsFor(tx, added);
    return { group, invited, added, notify, memberEmails };
  });
  if (added.length > 0) {
    ctx.services.mail.wake();
    await publishGroupChange(ctx, group.id, [group.ownerId, ...notify]);
  }
  const already = { in: memberEmails, reason: 'ALREADY_MEMBER' as const };
  return {
    invited,
    skipped: invalid,
    skippedEntries: skippedInvites({ valid, invalid }, already, added),
  };
}

/** Withdraws one invitation; withdrawing one that is not pending changes nothing. */
export async function cancelGroupInvite(
  ctx: DomainContext,
  input: MutationCancelGroupInviteArgs,
): Promise<GroupRow> {
  const owner = ctx.requireMember();
  const email = normalizeEmail(input.email);
  const { group, removed, notify } = await ctx.db.transaction(async (tx) => {
    const { group, role } = await lockGroupFor(tx, input.groupId, owner);
    requireGroupAction(role, 'invite', groupMessages.ownerOnlyCancelInvite);
    const removed = await store.removeInvite(tx, group.id, email);
    if (removed) await store.touch(tx, group.id);
    return { group, removed, notify: await store.accountIdsFor(tx, removed ? [email] : []) };
  });
  if (removed) await publishGroupChange(ctx, group.id, [group.ownerId, ...notify]);
  return group;
}

/**
 * Joins the group on the viewer's invitation and removes it. Accepting again once a member is
 * harmless; without an invitation it is FORBIDDEN.
 */
export async function acceptGroupInvite(ctx: DomainContext, groupId: string): Promise<GroupRow> {
  const user = ctx.requireMember();
  const { group, joined, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await lockGroupFor(tx, groupId, user);
    if (memberRoleOf(role) !== null) {
      await store.removeInvite(tx, group.id, user.email);
      return { group, joined: false, memberIds };
    }
    if (role !== 'invited') throw forbidden(groupMessages.notInvited);
    await store.addMember(tx, group.id, user.id);
    await store.removeInvite(tx, group.id, user.email);
    await recordActivity(tx, {
      groupId: group.id,
      actorId: user.id,
      summary: `${personName(user)} joined the group`,
    });
    await store.touch(tx, group.id);
    return { group, joined: true, memberIds };
  });
  // Every member's group card shows the member count, so all of them hear about it.
  if (joined) await publishGroupChange(ctx, group.id, [user.id, group.ownerId, ...memberIds]);
  return group;
}

/** Removes the viewer's invitation, if any: declining twice, or with none, is harmless. */
export async function declineGroupInvite(ctx: DomainContext, groupId: string): Promise<void> {
  const user = ctx.requireMember();
  const { group, removed } = await ctx.db.transaction(async (tx) => {
    const group = await store.lockGroup(tx, groupId);
    const removed = await store.removeInvite(tx, group.id, user.email);
    if (removed) await store.touch(tx, group.id);
    return { group, removed };
  });
  if (removed) await publishGroupChange(ctx, group.id, [user.id, group.ownerId]);
}
