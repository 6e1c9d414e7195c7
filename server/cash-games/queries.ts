// Reads of a cash game for the event page: each player's buy-ins and cash-out, and whether the
// viewer may record them.
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { viewerManagesEvent } from '../groups';
import * as store from './store';

/**
 * Totals in the event's joining order (`playerIds`), so the page and the settle message name
 * players the same way; anyone no longer playing comes last, by id.
 */
export function inJoiningOrder<T extends { userId: string }>(
  totals: readonly T[],
  playerIds: readonly string[],
): T[] {
  const order = (userId: string) => {
    const i = playerIds.indexOf(userId);
    return i === -1 ? playerIds.length : i;
  };
  return [...totals].sort(
    (a, b) => order(a.userId) - order(b.userId) || (a.userId < b.userId ? -1 : 1),
  );
}

/** Players who bought in, in the event's joining order, with their totals. */
export async function cashEntriesOf(ctx: DomainContext, event: EventRow) {
  if (event.kind !== 'cash') return [];
  const [unordered, playerIds] = await Promise.all([
    store.cashTotalsOf(ctx.db, [event.id]),
    ctx.loaders.events.playerIds.load(event.id),
  ]);
  const totals = inJoiningOrder(unordered, playerIds);
  const people = await ctx.loaders.userById.loadMany(totals.map((t) => t.userId));
  return totals.flatMap((t, i) => {
    const player = people[i];
    if (!player || player instanceof Error) return [];
    return [{ player: player, buyInsCents: t.buyInsCents, cashOutCents: t.cashOutCents }];
  });
}

export async function canManageCashGameFor(ctx: DomainContext, event: EventRow) {
  if (event.kind !== 'cash' || event.status === 'completed') return false;
  return viewerManagesEvent(ctx, event);
}
