// What each completed game of a group moved per player, as core/settle-up's ledger reads it:
// - a cash game: each player's buy-ins in, their cash-out out;
// - a game night (issue 11): each entry's buy-in, rebuys and add-ons (core/payouts' pool rule for
//   one entry) and bounty in, their result's prize and bounties out;
// - any other tournament: the event's buy-in from each player (and anyone placed among its
//   winners), the winners' prizes out.
// core/settle-up leaves out a game whose money does not add up (prizes entered by hand that are
// not the buy-ins), so only games that square count.
import { prizePoolCents } from '../../core/payouts';
import type { GameLedgerLine, LedgerGame } from '../../core/settle-up';
import type { CompletedGames } from './store';

function grouped<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
}

/** Every completed game of `groupId` as ledger lines. */
export function ledgerOf(groupId: string, data: CompletedGames): LedgerGame[] {
  const cash = grouped(data.cash, (c) => c.eventId);
  const nights = new Map(data.nights.map((n) => [n.eventId, n]));
  const entries = grouped(data.entries, (e) => e.eventId);
  const results = grouped(data.results, (r) => r.eventId);
  const players = grouped(data.players, (p) => p.eventId);
  const winners = grouped(data.winners, (w) => w.eventId);

  return data.games
    .filter((game) => game.groupId === groupId)
    .map((game): LedgerGame => {
      if (game.kind === 'cash') {
        const lines = (cash.get(game.id) ?? []).map((c) => ({
          userId: c.userId,
          paidInCents: c.buyInsCents,
          paidOutCents: c.cashOutCents ?? 0,
        }));
        return { id: game.id, lines };
      }
      const night = nights.get(game.id);
      if (night) {
        const lines = (entries.get(game.id) ?? []).map((entry) => {
          const paidOut = (results.get(game.id) ?? [])
            .filter((r) => r.userId === entry.userId)
            .reduce((sum, r) => sum + r.prizeCents + r.bountyCents, 0);
          const paidIn =
            prizePoolCents({
              entrants: 1,
              buyInCents: night.buyInCents,
              rebuys: entry.rebuys,
              rebuyCents: night.rebuyCents,
              addOns: entry.addOns,
              addOnCents: night.addOnCents,
            }) + night.bountyCents;
          return { userId: entry.userId, paidInCents: paidIn, paidOutCents: paidOut };
        });
        return { id: game.id, lines };
      }
      const lines = new Map<string, GameLedgerLine>();
      const line = (userId: string) => {
        const existing = lines.get(userId);
        if (existing) return existing;
        const fresh = { userId, paidInCents: game.buyInCents, paidOutCents: 0 };
        lines.set(userId, fresh);
        return fresh;
      };
      for (const p of players.get(game.id) ?? []) line(p.userId);
      for (const w of winners.get(game.id) ?? []) line(w.userId).paidOutCents += w.prizeCents;
      return { id: game.id, lines: [...lines.values()] };
    });
}
