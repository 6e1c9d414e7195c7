// Batched reads for a group's settle-up: each group's balances (its completed games and payments,
// core/settle-up balancesOf) worked out once per operation, however many fields read them.
import DataLoader from 'dataloader';
import { balancesOf, type Balances } from '../../core/settle-up';
import type { Executor } from '../../db/client';
import { ledgerOf } from './ledger';
import * as store from './store';

/** Each group's balances from its completed games and recorded payments. */
export async function balancesOfGroups(
  db: Executor,
  groupIds: readonly string[],
): Promise<Balances[]> {
  const [games, payments] = await Promise.all([
    store.completedGamesOf(db, groupIds),
    store.paymentsOf(db, groupIds),
  ]);
  return groupIds.map((groupId) =>
    balancesOf(
      ledgerOf(groupId, games),
      payments.filter((p) => p.groupId === groupId),
    ),
  );
}

export function createSettleUpLoaders(db: Executor) {
  return {
    balances: new DataLoader<string, Balances>((groupIds) => balancesOfGroups(db, groupIds)),
  };
}
