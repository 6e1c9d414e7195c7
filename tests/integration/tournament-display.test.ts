// The TV behind the display link (issue 28, docs/product.md §10): who sits where after a draw
// and after a balancing, the results and prizes once the night is over, kept live through
// tournamentDisplayChanged — by display name only, never an address, whoever looks.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api';
import { seededApp } from '../support/seed';
import {
  BalanceTables,
  BustPlayer,
  DrawSeats,
  EventTournament,
  FinishTournament,
  gameNight,
  StartTournament,
  TournamentDisplayBoard,
  TournamentDisplayBoardChanged,
  tokenOf,
} from '../support/tournament';

const app = seededApp();

/** The display's whole answer, as text: what a scraper of the TV could read. */
async function rawDisplay(viewer: ApiClient, token: string): Promise<string> {
  return JSON.stringify(await viewer.gql(TournamentDisplayBoard, { token }));
}

describe('the display’s seats', () => {
  it('lists the players still in by table and seat after a draw and after a balancing', async () => {
    // A group night: the host may see the players' addresses on the event page.
    const { host, event, everyone } = await gameNight(app.seed, 9, {
      prefix: 'tvseat',
      group: true,
    });
    const eventId = event.id;
    const { startTournament } = await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard' },
    });
    const token = tokenOf(startTournament.displayUrl);
    const anonymous = app.t.anonymous();
    // Before the draw nobody sits.
    expect(
      (await anonymous.ok(TournamentDisplayBoard, { token })).tournamentDisplay!.seats,
    ).toEqual([]);

    const { drawSeats: drawn } = await host.ok(DrawSeats, { eventId });
    const nameOf = new Map(
      drawn.tournament!.entries.map((e) => [e.player.id, e.player.displayName]),
    );
    // What the host's tables say, as the TV should show it: table order, then seat.
    const expected = (tables: typeof drawn.tables, out: Set<string> = new Set()) =>
      tables.flatMap((t) =>
        [...t.seats]
          .filter((s) => !out.has(s.player.id))
          .sort((a, b) => a.seatNumber - b.seatNumber)
          .map((s) => ({
            tableName: t.name,
            seatNumber: s.seatNumber,
            playerName: nameOf.get(s.player.id)!,
          })),
      );

    for (const viewer of [anonymous, host]) {
      const board = (await viewer.ok(TournamentDisplayBoard, { token })).tournamentDisplay!;
      expect(board.seats).toHaveLength(10);
      expect(board.seats).toEqual(expected(drawn.tables));
      expect(board.seats.slice(0, 5).every((s) => s.tableName === 'Table 1')).toBe(true);
      expect(new Set(board.seats.map((s) => s.playerName))).toEqual(
        new Set(everyone.map((m) => nameOf.get(m.id))),
      );
      expect(board.seats.map((s) => s.playerName)).toContain('Tvseatplayer9');
      // Nowhere in the answer an address, even for the host who may see them elsewhere.
      const raw = await rawDisplay(viewer, token);
      expect(raw).not.toContain('@');
      for (const member of everyone) expect(raw).not.toContain(member.email);
    }

    // Three at Table 1 bust: they leave the TV at once, and the balancing moves one player.
    const atFirst = drawn.tables[0]!.seats.map((s) => s.player.id).filter((id) => id !== host.id);
    const out = new Set(atFirst.slice(0, 3));
    for (const id of out) await host.ok(BustPlayer, { eventId, userId: id });
    const afterBusts = (await anonymous.ok(TournamentDisplayBoard, { token })).tournamentDisplay!;
    expect(afterBusts.seats).toEqual(expected(drawn.tables, out));
    expect(afterBusts.seats).toHaveLength(7);

    const { balanceTables: balanced } = await host.ok(BalanceTables, { eventId });
    const move = balanced.tournament!.seatMoves[0]!;
    const board = (await anonymous.ok(TournamentDisplayBoard, { token })).tournamentDisplay!;
    expect(board.seats).toEqual(expected(balanced.tables));
    expect(board.seats).toContainEqual({
      tableName: move.toTable,
      seatNumber: expect.any(Number),
      playerName: nameOf.get(move.player.id),
    });
    expect(board.seats.filter((s) => s.tableName === 'Table 1')).toHaveLength(
      board.seats.length - board.seats.filter((s) => s.tableName === 'Table 2').length,
    );
    const perTable = ['Table 1', 'Table 2'].map(
      (name) => board.seats.filter((s) => s.tableName === name).length,
    );
    expect(perTable.sort()).toEqual([3, 4]);
    expect(await rawDisplay(anonymous, token)).not.toContain('@');
  });
});

describe('the display’s results', () => {
  it('shows every place with its prize and bounties once the night is over, live', async () => {
    const { host, event, players, everyone } = await gameNight(app.seed, 3, {
      prefix: 'tvend',
      group: true,
    });
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const eventId = event.id;
    const { startTournament } = await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', bountyCents: 500, payoutPercents: [60, 40] },
    });
    const token = tokenOf(startTournament.displayUrl);
    const anonymous = app.t.anonymous();
    const live = await app.t.listen(anonymous, TournamentDisplayBoardChanged, { token });

    // The draw reaches the open TV.
    await host.ok(DrawSeats, { eventId });
    const seated = await live.until((r) => r.data?.tournamentDisplayChanged?.seats.length === 4);
    expect(seated.data!.tournamentDisplayChanged!.results).toEqual([]);

    await host.ok(BustPlayer, { eventId, userId: p3.id, eliminatedByUserId: p1.id });
    await live.until((r) => r.data?.tournamentDisplayChanged?.seats.length === 3);
    await host.ok(BustPlayer, { eventId, userId: p2.id, eliminatedByUserId: host.id });
    await host.ok(BustPlayer, { eventId, userId: p1.id, eliminatedByUserId: host.id });
    const { finishTournament: done } = await host.ok(FinishTournament, { eventId });

    // Pool 4 × $20 = $80: $48 and $32; bounties of $5 apart from the prizes (the winner's two
    // knockouts and their own, as the Results card has them).
    const expected = [
      { place: 1, playerName: 'Tvendhost', prizeCents: 4800, bountyCents: 1500 },
      { place: 2, playerName: 'Tvendplayer1', prizeCents: 3200, bountyCents: 500 },
      { place: 3, playerName: 'Tvendplayer2', prizeCents: 0, bountyCents: 0 },
      { place: 4, playerName: 'Tvendplayer3', prizeCents: 0, bountyCents: 0 },
    ];
    const pushed = await live.until((r) => r.data?.tournamentDisplayChanged?.results.length === 4);
    await live.close();
    expect(pushed.data!.tournamentDisplayChanged!.results).toEqual(expected);
    // The same places and sums as the event's Results card.
    expect(done.results.map((r) => [r.place, r.user.id, r.prizeCents, r.bountyCents])).toEqual([
      [1, host.id, 4800, 1500],
      [2, p1.id, 3200, 500],
      [3, p2.id, 0, 0],
      [4, p3.id, 0, 0],
    ]);

    for (const viewer of [anonymous, host]) {
      const board = (await viewer.ok(TournamentDisplayBoard, { token })).tournamentDisplay!;
      expect(board.tournament.phase).toBe('FINISHED');
      expect(board.results).toEqual(expected);
      // The night is over: nobody is left at a table.
      expect(board.seats).toEqual([]);
      const raw = await rawDisplay(viewer, token);
      expect(raw).not.toContain('@');
      for (const member of everyone) expect(raw).not.toContain(member.email);
    }
    // The host's own page still has the addresses the display never shows.
    const { event: page } = await host.ok(EventTournament, { id: eventId });
    expect(page!.tournament!.entries.some((e) => e.player.email === p1.email)).toBe(true);
  });
});
