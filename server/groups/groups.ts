// Group writes (SPEC §4 "Group actions", §5, §6): each checks who may act, validates, changes the
// database in one transaction holding the group's row lock, and only after the commit queues
// mail and announces the change — `group:{id}` for the group page, `user:{id}` for the
// dashboards and Groups pages of everyone whose lists changed.
import { and, eq, inArray } from 'drizzle-orm';
import { normalizeEmail, inviteMessages } from '../../core/email';
import { firstError } from '../../core/field-errors';
import { groupErrors } from '../../core/groups';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  groupInvites,
  groupMembers,
  groups,
  users,
  type GroupRow,
  type UserRow,
} from '../../db/schema';
import { badInput, forbidden, notFound } from '../errors';
import { parseInvitees, queueInvitations } from '../mail/invitations';
import { appLink, type Services } from '../services';
import { topics } from '../realtime/topics';
import { groupMessages, inviterNameOf, roleIn, type GroupRole } from './access';

export interface InviteOutcome {
  /** Valid addresses that are now invited: newly added ones and ones already pending. */
  invited: string[];
  /** Entries that are not valid e-mail addresses. */
  skipped: string[];
}

/** Locks the group row for the rest of the transaction, so membership changes queue behind it. */
async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow> {
  if (!isUuid(groupId)) throw notFound(groupMessages.notFound);
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound(groupMessages.notFound);
  return group;
}

async function memberIdsOf(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.userId);
}

async function roleInTx(
  tx: Tx,
  group: GroupRow,
  user: UserRow,
): Promise<{ role: GroupRole; memberIds: string[] }> {
  const memberIds = await memberIdsOf(tx, group.id);
  const invited = await tx
    .select({ email: groupInvites.email })
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, group.id), eq(groupInvites.email, user.email)));
  return {
    role: roleIn(
      group,
      user,
      memberIds,
      invited.map((r) => r.email),
    ),
    memberIds,
  };
}

/** Owner-only actions: a stranger is told they have no access, anyone else that it is the owner's. */
function requireOwner(role: GroupRole, ownerOnlyMessage: string) {
  if (role === 'owner') return;
  if (role === 'none') throw forbidden(groupMessages.noAccess);
  throw forbidden(ownerOnlyMessage);
}

async function touch(tx: Tx, groupId: string) {
  await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

async function publish(services: Services, groupId: string, userIds: Iterable<string>) {
  await services.pubsub.publish(topics.group(groupId), ...[...new Set(userIds)].map(topics.user));
}

async function accountIdsFor(tx: Tx, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.id);
}

export async function createGroup(
  services: Services,
  owner: UserRow,
  input: { name: string; description?: string | null },
): Promise<GroupRow> {
  const problem = firstError(groupErrors(input));
  if (problem) throw badInput(problem);
  const name = input.name.trim();
  const description = input.description?.trim() || null;
  const group = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(groups)
      .values({ name, description, ownerId: owner.id })
      .returning();
    await tx.insert(groupMembers).values({ groupId: created!.id, userId: owner.id });
    return created!;
  });
  await publish(services, group.id, [owner.id]);
  return group;
}

/**
 * Invites a list of addresses (SPEC §5 parsing). Current members are left out silently (in
 * neither list: they need no invitation and are not "invalid"); addresses already pending stay
 * invited without a second e-mail; each newly invited address gets the group invite e-mail.
 */
export async function inviteToGroup(
  services: Services,
  inviter: UserRow,
  groupId: string,
  rawEmails: string,
): Promise<InviteOutcome> {
  const { valid, invalid } = parseInvitees(rawEmails);
  const { group, invited, added, notify } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const { role } = await roleInTx(tx, group, inviter);
    requireOwner(role, groupMessages.ownerOnlyInvite);
    if (valid.length === 0) throw badInput(inviteMessages.noneValid);

    const memberEmails = await tx
      .select({ email: users.email })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, group.id), inArray(users.email, valid)));
    const invited = valid.filter((email) => !memberEmails.some((m) => m.email === email));
    const added =
      invited.length === 0
        ? []
        : (
            await tx
              .insert(groupInvites)
              .values(invited.map((email) => ({ groupId: group.id, email })))
              .onConflictDoNothing()
              .returning({ email: groupInvites.email })
          ).map((r) => r.email);
    if (added.length > 0) {
      const props = {
        groupName: group.name,
        inviterName: inviterNameOf(inviter),
        groupLink: appLink(services, '/groups'),
      };
      await queueInvitations(
        tx,
        inviter.id,
        added.map((to) => ({
          template: 'groupInvite' as const,
          to,
          replyTo: inviter.email,
          props,
        })),
      );
      await touch(tx, group.id);
    }
    return { group, invited, added, notify: await accountIdsFor(tx, added) };
  });
  if (added.length > 0) {
    services.mail.wake();
    await publish(services, group.id, [group.ownerId, ...notify]);
  }
  return { invited, skipped: invalid };
}

/** Withdraws one invitation; withdrawing one that is not pending changes nothing. */
export async function cancelGroupInvite(
  services: Services,
  owner: UserRow,
  groupId: string,
  rawEmail: string,
): Promise<GroupRow> {
  const email = normalizeEmail(rawEmail);
  const { group, removed, notify } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const { role } = await roleInTx(tx, group, owner);
    requireOwner(role, groupMessages.ownerOnlyCancelInvite);
    const removed = await tx
      .delete(groupInvites)
      .where(and(eq(groupInvites.groupId, group.id), eq(groupInvites.email, email)))
      .returning();
    if (removed.length > 0) await touch(tx, group.id);
    return {
      group,
      removed: removed.length > 0,
      notify: await accountIdsFor(tx, removed.length ? [email] : []),
    };
  });
  if (removed) await publish(services, group.id, [group.ownerId, ...notify]);
  return group;
}

/**
 * Joins the group on the viewer's invitation and removes it. Accepting again once a member is
 * harmless; without an invitation it is FORBIDDEN.
 */
export async function acceptGroupInvite(
  services: Services,
  user: UserRow,
  groupId: string,
): Promise<GroupRow> {
  const { group, joined, memberIds } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const { role, memberIds } = await roleInTx(tx, group, user);
    const inviteOfViewer = and(
      eq(groupInvites.groupId, group.id),
      eq(groupInvites.email, user.email),
    );
    if (role === 'owner' || role === 'member') {
      await tx.delete(groupInvites).where(inviteOfViewer);
      return { group, joined: false, memberIds };
    }
    if (role !== 'invited') throw forbidden(groupMessages.notInvited);
    await tx
      .insert(groupMembers)
      .values({ groupId: group.id, userId: user.id })
      .onConflictDoNothing();
    await tx.delete(groupInvites).where(inviteOfViewer);
    await touch(tx, group.id);
    return { group, joined: true, memberIds };
  });
  // Every member's group card shows the member count, so all of them hear about it.
  if (joined) await publish(services, group.id, [user.id, group.ownerId, ...memberIds]);
  return group;
}

/** Removes the viewer's invitation, if any: declining twice, or with none, is harmless. */
export async function declineGroupInvite(
  services: Services,
  user: UserRow,
  groupId: string,
): Promise<void> {
  const { group, removed } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const removed = await tx
      .delete(groupInvites)
      .where(and(eq(groupInvites.groupId, group.id), eq(groupInvites.email, user.email)))
      .returning();
    if (removed.length > 0) await touch(tx, group.id);
    return { group, removed: removed.length > 0 };
  });
  if (removed) await publish(services, group.id, [user.id, group.ownerId]);
}

/**
 * Removes a member (owner only; never the owner). Removing someone who is not a member changes
 * nothing, so a second click or a race with their leaving is harmless.
 */
export async function removeGroupMember(
  services: Services,
  owner: UserRow,
  groupId: string,
  userId: string,
): Promise<GroupRow> {
  const { group, removed, memberIds } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const { role, memberIds } = await roleInTx(tx, group, owner);
    requireOwner(role, groupMessages.ownerOnlyRemove);
    if (userId === group.ownerId) throw badInput(groupMessages.ownerCannotBeRemoved);
    if (!isUuid(userId) || !memberIds.includes(userId)) return { group, removed: false, memberIds };
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
    await touch(tx, group.id);
    return { group, removed: true, memberIds };
  });
  if (removed) await publish(services, group.id, [group.ownerId, ...memberIds]);
  return group;
}

/** Leaves the group (members only; never the owner). Rejoining needs a new invitation. */
export async function leaveGroup(
  services: Services,
  user: UserRow,
  groupId: string,
): Promise<void> {
  const { group, memberIds } = await services.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const { role, memberIds } = await roleInTx(tx, group, user);
    if (role === 'owner') throw badInput(groupMessages.ownerCannotLeave);
    if (role !== 'member') throw forbidden(groupMessages.noAccess);
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, user.id)));
    await touch(tx, group.id);
    return { group, memberIds };
  });
  await publish(services, group.id, [group.ownerId, ...memberIds]);
}
