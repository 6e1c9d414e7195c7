// A group's balances (non-zero ones, largest first), the transfers that square them
// (core/settle-up settleUp) and the payments recorded, for the group's members; anyone else sees
// none.
import { settleUp, type Balance } from '../../core/settle-up';
import type { GroupRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { viewerGroupRole } from '../groups';
import { emptyConnection, keysetPage, type Connection, type PageArgs } from '../shared/connections';
import { paymentsSource, type PaymentRow } from './store';

type Ctx = Pick<DomainContext, 'viewer' | 'loaders' | 'audience'>;

/** Largest first (what the group owes them), ties by id so the order never jumps. */
export function largestFirst(a: Balance, b: Balance): number {
  return b.netCents - a.netCents || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

async function balancesSeenBy(ctx: Ctx, group: GroupRow): Promise<Balance[]> {
  if ((await viewerGroupRole(ctx, group.id)) === null) return [];
  const { balances } = await ctx.loaders.settleUp.balances.load(group.id);
  return balances.filter((b) => b.netCents !== 0).sort(largestFirst);
}

async function usersOf(ctx: Ctx, ids: readonly string[]): Promise<(UserRow | null)[]> {
  const rows = await ctx.loaders.userById.loadMany([...ids]);
  return rows.map((row) => (row && !(row instanceof Error) ? row : null));
}

export async function balancesFor(ctx: Ctx, group: GroupRow) {
  const balances = await balancesSeenBy(ctx, group);
  const people = await usersOf(
    ctx,
    balances.map((b) => b.userId),
  );
  return balances.flatMap((b, i) => {
    const user = people[i];
    return user ? [{ user, netCents: b.netCents }] : [];
  });
}

export async function settleUpFor(ctx: Ctx, group: GroupRow) {
  const transfers = settleUp(await balancesSeenBy(ctx, group));
  const [froms, tos] = await Promise.all([
    usersOf(
      ctx,
      transfers.map((t) => t.fromUserId),
    ),
    usersOf(
      ctx,
      transfers.map((t) => t.toUserId),
    ),
  ]);
  return transfers.flatMap((t, i) => {
    const from = froms[i];
    const to = tos[i];
    return from && to ? [{ from, to, amountCents: t.amountCents }] : [];
  });
}

/** The group's payments, newest first, a page at a time (Group.payments); none for non-members. */
export async function paymentsPageFor(
  ctx: Ctx & Pick<DomainContext, 'db'>,
  group: GroupRow,
  args: PageArgs,
): Promise<Connection<PaymentRow>> {
  if ((await viewerGroupRole(ctx, group.id)) === null) return emptyConnection();
  return keysetPage('group-payments', args, paymentsSource(ctx.db, group.id));
}
