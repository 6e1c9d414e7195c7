// Recording a payment (issue 13 "Bea paid Cal $40") and deleting one recorded by mistake: the
// owner and admins (core/group-roles recordPayments, deletePayments), under the group lock, with
// the activity line in the same transaction; everyone watching the group sees the balances move.
import { formatMoney } from '../../core/format';
import { personName } from '../../core/people';
import { paymentProblem } from '../../core/settle-up';
import { isUuid } from '../../db/ids';
import type { GroupRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import * as groups from '../groups';
import { usersByIds } from '../users';
import { balancesOfGroups } from './loaders';
import { settleUpMessages as messages } from './messages';
import * as store from './store';

export interface RecordPaymentInput {
  groupId: string;
  fromUserId: string;
  toUserId: string;
  amountCents: number;
}

export async function recordPayment(
  ctx: DomainContext,
  input: RecordPaymentInput,
): Promise<GroupRow> {
  const user = ctx.requireMember();
  const { group, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await groups.lockGroupFor(tx, input.groupId, user);
    groups.requireGroupAction(role, 'recordPayments', messages.paymentsOnly);
    const problem = paymentProblem(input);
    if (problem) throw badInput(problem, { field: 'amountCents' });
    // Members, and anyone who has left the group still owing or owed.
    const [ledger] = await balancesOfGroups(tx, [group.id]);
    const balances = ledger?.balances ?? [];
    const inLedger = (id: string) =>
      memberIds.includes(id) || balances.some((b) => b.userId === id && b.netCents !== 0);
    if (!inLedger(input.fromUserId) || !inLedger(input.toUserId)) {
      throw badInput(messages.paymentPeople);
    }
    const people = await usersByIds(tx, [input.fromUserId, input.toUserId]);
    const from = people.find((p) => p.id === input.fromUserId);
    const to = people.find((p) => p.id === input.toUserId);
    if (!from || !to) throw badInput(messages.paymentPeople);
    await store.insertPayment(tx, { ...input, groupId: group.id, recordedBy: user.id });
    await recordActivity(tx, {
      groupId: group.id,
      actorId: user.id,
      summary: `${personName(user)} recorded that ${personName(from)} paid ${personName(to)} ${formatMoney(input.amountCents)}`,
    });
    await groups.touchGroup(tx, group.id);
    return { group, memberIds };
  });
  await groups.publishGroupChange(ctx, group.id, memberIds);
  return group;
}

/**
 * Deletes a payment (moving both balances back) and logs who deleted what. A payment that does not
 * exist and one of a group the viewer is not a member of are the same NOT_FOUND, so ids reveal
 * nothing; a member who may not delete payments is FORBIDDEN.
 */
export async function deletePayment(ctx: DomainContext, paymentId: string): Promise<GroupRow> {
  const user = ctx.requireMember();
  const found = isUuid(paymentId) ? await store.paymentById(ctx.db, paymentId) : null;
  if (!found) throw notFound(messages.paymentNotFound);
  const { group, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await groups.lockGroupFor(tx, found.groupId, user);
    if (groups.memberRoleOf(role) === null) throw notFound(messages.paymentNotFound);
    groups.requireGroupAction(role, 'deletePayments', messages.deleteOnly);
    // Under the lock: a second delete of the same payment finds nothing.
    const deleted = await store.deletePaymentRow(tx, group.id, paymentId);
    if (!deleted) throw notFound(messages.paymentNotFound);
    const people = await usersByIds(tx, [deleted.fromUserId, deleted.toUserId]);
    const nameOf = (id: string) => personName(people.find((p) => p.id === id) ?? {});
    await recordActivity(tx, {
      groupId: group.id,
      actorId: user.id,
      summary: `${personName(user)} deleted a payment of ${formatMoney(deleted.amountCents)} from ${nameOf(deleted.fromUserId)} to ${nameOf(deleted.toUserId)}`,
    });
    await groups.touchGroup(tx, group.id);
    return { group, memberIds };
  });
  await groups.publishGroupChange(ctx, group.id, memberIds);
  return group;
}
