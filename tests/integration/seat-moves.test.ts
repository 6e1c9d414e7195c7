// Moving seats and the host's Undo (issue 15, "Flows that dead-end or surprise"): a seated player
// moves to a free seat of the same table in one write (moveSeat), and the host who released a
// player's seat can put that player back (reserveSeat with playerId). Both reach open event
// pages live.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/api';
import { MoveSeat, ReleaseSeat, ReserveSeat, type SeatedEvent } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const ADD_TABLE = `mutation($id: ID!) { addTable(eventId: $id, name: "Main", maxSeats: 9) { tables { id } } }`;
const EVENT_CHANGED = `subscription($id: ID!) { eventChanged(id: $id) {
  id tables { id seats { seatNumber player { id } } } } }`;

const app = seededApp();

/** A host, two players and one table of 9. */
async function seatedGame() {
  const { host, event, players } = await app.seed.game({
    host: 'movehost',
    players: 2,
    playerName: 'mover',
  });
  const tableId: string = (await host.ok(ADD_TABLE, { id: event.id })).addTable.tables[0].id;
  return { host, eventId: event.id, tableId, players: players as [Member, Member] };
}

/** Seat number → holder id of the first table. */
const seatsOf = (event: SeatedEvent | undefined) =>
  Object.fromEntries((event?.tables[0]?.seats ?? []).map((s) => [s.seatNumber, s.player.id]));

describe('moveSeat', () => {
  it('releases the old seat and takes the new one, live on another player’s page', async () => {
    const { eventId, tableId, players } = await seatedGame();
    const [mover, watcher] = players;
    await mover.ok(ReserveSeat, { tableId, seatNumber: 2 });
    const sub = await app.t.listen(watcher, EVENT_CHANGED, { id: eventId });

    const moved = (await mover.ok(MoveSeat, { tableId, seatNumber: 5 })).moveSeat;
    expect(seatsOf(moved)).toEqual({ 5: mover.id });
    const pushed = await sub.until(
      (r) => r.data?.eventChanged?.tables?.[0]?.seats?.[0]?.seatNumber === 5,
    );
    expect(seatsOf(pushed.data.eventChanged)).toEqual({ 5: mover.id });
    await sub.close();

    // The old seat is free for someone else.
    await watcher.ok(ReserveSeat, { tableId, seatNumber: 2 });
  });

  it('a taken seat refuses the move and keeps the mover’s old seat', async () => {
    const { tableId, players } = await seatedGame();
    const [mover, other] = players;
    await mover.ok(ReserveSeat, { tableId, seatNumber: 1 });
    await other.ok(ReserveSeat, { tableId, seatNumber: 3 });

    const refused = await mover.gql(MoveSeat, { tableId, seatNumber: 3 });
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: 'This seat is already taken' });
    const seats = (await other.ok(ReleaseSeat, { tableId, seatNumber: 3 })).releaseSeat;
    expect(seatsOf(seats)).toEqual({ 1: mover.id });
  });

  it('needs a seat at that table, a seat number in range, and a player', async () => {
    const { host, tableId, players } = await seatedGame();
    expect(errorOf(await players[0].gql(MoveSeat, { tableId, seatNumber: 4 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You have no seat at this table to move',
    });
    await host.ok(ReserveSeat, { tableId, seatNumber: 1 });
    expect(errorOf(await host.gql(MoveSeat, { tableId, seatNumber: 10 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Seat number must be between 1 and 9',
    });
    const stranger = await app.member('seatstranger');
    expect(errorOf(await stranger.gql(MoveSeat, { tableId, seatNumber: 4 }))?.code).toBe(
      'FORBIDDEN',
    );
    // Moving onto one's own seat changes nothing.
    expect(seatsOf((await host.ok(MoveSeat, { tableId, seatNumber: 1 })).moveSeat)).toEqual({
      1: host.id,
    });
  });
});

describe('reserveSeat for another player (the host’s Undo)', () => {
  it('the host puts a released player back in their seat', async () => {
    const { host, tableId, players } = await seatedGame();
    const [player] = players;
    await player.ok(ReserveSeat, { tableId, seatNumber: 6 });
    await host.ok(ReleaseSeat, { tableId, seatNumber: 6 });

    const back = (await host.ok(ReserveSeat, { tableId, seatNumber: 6, playerId: player.id }))
      .reserveSeat;
    expect(seatsOf(back)).toEqual({ 6: player.id });
  });

  it('only the host seats others, only players are seated, and a taken seat stays taken', async () => {
    const { host, tableId, players } = await seatedGame();
    const [player, other] = players;
    expect(
      errorOf(await player.gql(ReserveSeat, { tableId, seatNumber: 2, playerId: other.id })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host can reserve a seat for another player',
    });

    const stranger = await app.member('notplaying');
    for (const playerId of [stranger.id, 'not-an-id']) {
      expect(errorOf(await host.gql(ReserveSeat, { tableId, seatNumber: 2, playerId }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Only players attending this event can reserve a seat',
      });
    }

    await other.ok(ReserveSeat, { tableId, seatNumber: 2 });
    expect(
      errorOf(await host.gql(ReserveSeat, { tableId, seatNumber: 2, playerId: player.id })),
    ).toEqual({ code: 'CONFLICT', message: 'This seat is already taken' });
  });
});
