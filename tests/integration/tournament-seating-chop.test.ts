// Seats and chops on game night (issue 11), through the API: the random draw over the event's
// tables (adding tables when needed), balancing after busts with the moves listed, the chop
// preview's three splits and a chop that finishes the night to the cent.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/api';
import { seededApp } from '../support/seed';
import {
  BalanceTables,
  BustPlayer,
  ChopPreview,
  ChopTournament,
  DrawSeats,
  EventTournament,
  gameNight,
  StartTournament,
} from '../support/tournament';

const app = seededApp();

const sizes = (tables: { seats: unknown[] }[]) => tables.map((t) => t.seats.length);

describe('seating', () => {
  it('draws every player a seat, adding tables, and balances after busts', async () => {
    const { host, event, players, everyone } = await gameNight(app.seed, 9, { prefix: 'seat' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    expect(errorOf(await host.gql(DrawSeats, { eventId, seatsPerTable: 5 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Seats per table must be between 6 and 10',
    });
    expect(errorOf(await players[0]!.gql(DrawSeats, { eventId }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host can run the tournament',
    });

    // Ten players and no tables yet: two tables of 9, five at each.
    const { drawSeats: drawn } = await host.ok(DrawSeats, { eventId });
    expect(drawn.tables.map((t) => [t.name, t.maxSeats])).toEqual([
      ['Table 1', 9],
      ['Table 2', 9],
    ]);
    expect(sizes(drawn.tables)).toEqual([5, 5]);
    const seated = drawn.tables.flatMap((t) => t.seats.map((s) => s.player.id)).sort();
    expect(seated).toEqual(everyone.map((m) => m.id).sort());
    const entries = drawn.tournament!.entries;
    expect(entries.every((e) => e.tableName !== null && e.seatNumber !== null)).toBe(true);

    // Three players at Table 1 bust: 2 against 5, so one player moves.
    const atFirst = drawn.tables[0]!.seats.map((s) => s.player.id);
    for (const id of atFirst.filter((id) => id !== host.id).slice(0, 3)) {
      await host.ok(BustPlayer, { eventId, userId: id });
    }
    const { balanceTables: balanced } = await host.ok(BalanceTables, { eventId });
    const after = sizes(balanced.tables);
    expect(after.reduce((a, b) => a + b, 0)).toBe(7);
    expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1);
    expect(balanced.tournament!.seatMoves).toHaveLength(1);
    expect(balanced.tournament!.seatMoves[0]).toMatchObject({
      fromTable: 'Table 2',
      toTable: 'Table 1',
    });
    // The busted have left their seats.
    const busted = balanced.tournament!.entries.filter((e) => e.finishPlace !== null);
    expect(busted.every((e) => e.tableName === null)).toBe(true);

    // A new draw over the same two tables adds none and clears the moves.
    const { drawSeats: again } = await host.ok(DrawSeats, { eventId });
    expect(again.tables).toHaveLength(2);
    expect(again.tournament!.seatMoves).toEqual([]);
  });
});

describe('chops', () => {
  it('previews ICM, chip-count and even splits and finishes with one', async () => {
    const { host, event, players } = await gameNight(app.seed, 3, { prefix: 'chop' });
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', payoutPercents: [50, 30, 20] },
    });
    // Pool 4 × $20 = $80: 40 / 24 / 16 dollars. p3 busts 4th; $80 is left to share.
    const { bustPlayer: bust } = await host.ok(BustPlayer, { eventId, userId: p3.id });
    // Four standard stacks of 12,500 are on the tables, whoever is out: what a chop's counts
    // should add up to (the web asks for a confirmation when they do not).
    expect(bust.chipsInPlay).toBe(50_000);
    expect(bust.averageStack).toBe(Math.round(50_000 / 3));
    const stacks = [
      { userId: host.id, chips: 5000 },
      { userId: p1.id, chips: 3000 },
      { userId: p2.id, chips: 2000 },
    ];
    const preview = async (method: 'ICM' | 'CHIP_COUNT' | 'EVEN', withStacks = true) =>
      (await host.ok(ChopPreview, { eventId, method, stacks: withStacks ? stacks : null }))
        .chopPreview;

    const even = await preview('EVEN', false);
    expect(even.map((s) => s.amountCents)).toEqual([2667, 2667, 2666]);
    const chips = await preview('CHIP_COUNT');
    expect(chips).toEqual([
      { user: { id: host.id }, amountCents: 4000 },
      { user: { id: p1.id }, amountCents: 2400 },
      { user: { id: p2.id }, amountCents: 1600 },
    ]);
    const icm = await preview('ICM');
    expect(icm.reduce((sum, s) => sum + s.amountCents, 0)).toBe(8000);
    expect(icm[0]!.user.id).toBe(host.id);
    // ICM never pays more than 1st, and flattens the chip leader's share.
    expect(icm[0]!.amountCents).toBeLessThan(4000);
    expect(icm[2]!.amountCents).toBeGreaterThan(1600);

    expect(errorOf(await host.gql(ChopPreview, { eventId, method: 'ICM' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Enter a chip count for every player left, and only for them.',
    });
    expect(
      errorOf(
        await host.gql(ChopPreview, {
          eventId,
          method: 'ICM',
          stacks: [...stacks.slice(0, 2), { userId: p2.id, chips: 0 }],
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Chip counts must be whole numbers greater than 0.',
    });
    expect(errorOf(await p1.gql(ChopPreview, { eventId, method: 'EVEN' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host can run the tournament',
    });

    const { chopTournament: done } = await host.ok(ChopTournament, {
      eventId,
      method: 'ICM',
      stacks,
    });
    expect(done.status).toBe('COMPLETED');
    expect(done.results.map((r) => [r.place, r.user.id, r.prizeCents])).toEqual([
      [1, host.id, icm[0]!.amountCents],
      [2, p1.id, icm[1]!.amountCents],
      [3, p2.id, icm[2]!.amountCents],
      [4, p3.id, 0],
    ]);
    expect(done.winners.map((w) => w.prizeCents)).toEqual(icm.map((s) => s.amountCents));
    const { event: read } = await p1.ok(EventTournament, { id: eventId });
    expect(read!.tournament!.phase).toBe('FINISHED');
  });

  it('needs 2 to 9 players left', async () => {
    const { host, event, players } = await gameNight(app.seed, 1, { prefix: 'chopone' });
    await host.ok(StartTournament, { eventId: event.id, settings: { templateId: 'standard' } });
    await host.ok(BustPlayer, { eventId: event.id, userId: players[0]!.id });
    expect(errorOf(await host.gql(ChopTournament, { eventId: event.id, method: 'EVEN' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A chop needs 2 to 9 players left.',
    });
  });
});
