// Tables and seats (docs/product.md §4 seats, §5 Table and Seats rules, §6 who releases what, §9 6..10
// seats), through the public GraphQL API. The seat map's default of 9 seats is the Add Table
// form's default (web); the API always takes maxSeats explicitly, so there is nothing to default.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventTables, seatReservations } from '../../db/schema';
import { errorOf, type ApiClient, type GqlResult } from '../support/api';
import { InviteToEvent } from '../support/operations';
import { seededApp, type Member } from '../support/seed';

const FIELDS = `id playerCount players { id } tables { id name maxSeats seats { seatNumber player { id } } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${FIELDS} } }`;
const ADD_TABLE = `mutation($id: ID!, $name: String!, $seats: Int!) { addTable(eventId: $id, name: $name, maxSeats: $seats) { ${FIELDS} } }`;
const REMOVE_TABLE = `mutation($table: ID!) { removeTable(tableId: $table) { ${FIELDS} } }`;
const RESERVE = `mutation($table: ID!, $seat: Int!) { reserveSeat(tableId: $table, seatNumber: $seat) { ${FIELDS} } }`;
const RELEASE = `mutation($table: ID!, $seat: Int!) { releaseSeat(tableId: $table, seatNumber: $seat) { ${FIELDS} } }`;

interface TableView {
  id: string;
  name: string;
  maxSeats: number;
  seats: { seatNumber: number; player: { id: string } }[];
}

const app = seededApp();

const member = app.member;

/** A host, their upcoming event, and `players` members who joined it. */
async function game(players = 0, maxPlayers = 12) {
  const {
    host,
    event,
    players: joined,
  } = await app.seed.game({
    host: 'tablehost',
    players,
    playerName: 'seated',
    event: { title: 'Seat Map Night', buyInCents: 1000, maxPlayers },
  });
  return { host, eventId: event.id, players: joined };
}

async function addTable(
  host: Member,
  eventId: string,
  name = 'Main table',
  seats = 9,
): Promise<TableView> {
  const tables: TableView[] = (await host.ok(ADD_TABLE, { id: eventId, name, seats })).addTable
    .tables;
  return tables[tables.length - 1]!;
}

async function tablesOf(client: ApiClient, eventId: string): Promise<TableView[]> {
  return (await client.ok(EVENT, { id: eventId })).event.tables;
}

/** Seat number → holder, for compact assertions. */
function seatMap(table: TableView | undefined): Record<number, string> {
  return Object.fromEntries((table?.seats ?? []).map((s) => [s.seatNumber, s.player.id]));
}

function expectError(result: GqlResult, code: string, message: string) {
  expect(errorOf(result)).toEqual({ code, message });
}

describe('tables', () => {
  it('the host adds tables of 6 to 10 seats with trimmed names', async () => {
    const { host, eventId } = await game();
    const main = await addTable(host, eventId, '  Main table  ', 9);
    expect(main).toMatchObject({ name: 'Main table', maxSeats: 9, seats: [] });
    await addTable(host, eventId, 'Short-handed', 6);
    await addTable(host, eventId, 'Full ring', 10);
    const tables = await tablesOf(host, eventId);
    expect(tables.map((table) => [table.name, table.maxSeats])).toEqual([
      ['Main table', 9],
      ['Short-handed', 6],
      ['Full ring', 10],
    ]);
    expect(new Set(tables.map((table) => table.id)).size).toBe(3);
  });

  it('refuses a blank name and a seat count outside 6 to 10, adding nothing', async () => {
    const { host, eventId } = await game();
    const cases: [string, number, string][] = [
      ['   ', 9, 'Table name is required'],
      ['', 9, 'Table name is required'],
      ['Tiny', 5, 'Seats per table must be between 6 and 10'],
      ['Huge', 11, 'Seats per table must be between 6 and 10'],
      ['None', 0, 'Seats per table must be between 6 and 10'],
    ];
    for (const [name, seats, message] of cases) {
      const result = await host.gql(ADD_TABLE, { id: eventId, name, seats });
      expect({ name, seats, error: errorOf(result) }).toEqual({
        name,
        seats,
        error: { code: 'BAD_USER_INPUT', message },
      });
    }
    expect(await tablesOf(host, eventId)).toEqual([]);
  });

  it('removing a table removes its seats', async () => {
    const { host, eventId, players } = await game(1);
    const doomed = await addTable(host, eventId, 'Doomed');
    const kept = await addTable(host, eventId, 'Kept');
    await host.ok(RESERVE, { table: doomed.id, seat: 1 });
    await players[0]!.ok(RESERVE, { table: doomed.id, seat: 2 });
    await players[0]!.ok(RESERVE, { table: kept.id, seat: 4 });

    const after = (await host.ok(REMOVE_TABLE, { table: doomed.id })).removeTable;
    expect(after.tables.map((table: TableView) => table.id)).toEqual([kept.id]);
    expect(seatMap(after.tables[0])).toEqual({ 4: players[0]!.id });
    const db = app.t.database.db;
    expect(await db.select().from(eventTables).where(eq(eventTables.id, doomed.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(seatReservations).where(eq(seatReservations.tableId, doomed.id)),
    ).toHaveLength(0);
    expect(errorOf(await players[0]!.gql(RESERVE, { table: doomed.id, seat: 3 })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('an unknown table is NOT_FOUND', async () => {
    const { host } = await game();
    expect(errorOf(await host.gql(RESERVE, { table: randomUUID(), seat: 1 })).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await host.gql(RELEASE, { table: randomUUID(), seat: 1 })).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await host.gql(REMOVE_TABLE, { table: randomUUID() })).code).toBe('NOT_FOUND');
  });
});

describe('seats', () => {
  it('a player reserves a free seat and it shows on the seat map', async () => {
    const { host, eventId, players } = await game(1);
    const table = await addTable(host, eventId);
    const after = (await players[0]!.ok(RESERVE, { table: table.id, seat: 3 })).reserveSeat;
    expect(after.tables[0].seats).toEqual([{ seatNumber: 3, player: { id: players[0]!.id } }]);
    expect(seatMap((await tablesOf(host, eventId))[0])).toEqual({ 3: players[0]!.id });
  });

  it('a taken seat, and a second seat at the same table, are refused with the spec’s messages', async () => {
    const { host, eventId, players } = await game(2);
    const [first, second] = players as [Member, Member];
    const main = await addTable(host, eventId, 'Main');
    const side = await addTable(host, eventId, 'Side');
    await first.ok(RESERVE, { table: main.id, seat: 3 });

    expectError(
      await second.gql(RESERVE, { table: main.id, seat: 3 }),
      'CONFLICT',
      'This seat is already taken',
    );
    // Their own seat again: both messages are true; the spec does not say which comes first.
    expect(errorOf(await first.gql(RESERVE, { table: main.id, seat: 3 })).code).toBe('CONFLICT');
    expectError(
      await first.gql(RESERVE, { table: main.id, seat: 4 }),
      'CONFLICT',
      'You already have a seat at this table',
    );
    // One seat per table, not per event.
    await first.ok(RESERVE, { table: side.id, seat: 4 });

    const [mainAfter, sideAfter] = await tablesOf(host, eventId);
    expect(seatMap(mainAfter)).toEqual({ 3: first.id });
    expect(seatMap(sideAfter)).toEqual({ 4: first.id });
  });

  it('seat numbers run from 1 to the table’s size', async () => {
    const { host, eventId, players } = await game(1);
    const table = await addTable(host, eventId, 'Seven', 7);
    for (const seat of [0, -1, 8, 100]) {
      expectError(
        await players[0]!.gql(RESERVE, { table: table.id, seat }),
        'BAD_USER_INPUT',
        'Seat number must be between 1 and 7',
      );
    }
    await players[0]!.ok(RESERVE, { table: table.id, seat: 7 });
    await host.ok(RESERVE, { table: table.id, seat: 1 });
    expect(seatMap((await tablesOf(host, eventId))[0])).toEqual({ 1: host.id, 7: players[0]!.id });
  });

  it('only players attending the event may reserve', async () => {
    const { host, eventId } = await game();
    const table = await addTable(host, eventId);
    const stranger = await member('wanderer');
    const invited = await member('hopeful');
    await host.ok(InviteToEvent, { eventId, emails: invited.email });
    for (const outsider of [stranger, invited]) {
      expectError(
        await outsider.gql(RESERVE, { table: table.id, seat: 2 }),
        'FORBIDDEN',
        'Only players attending this event can reserve a seat',
      );
    }
    expect((await tablesOf(host, eventId))[0]!.seats).toEqual([]);
  });

  it('a player releases only their own seat; the host releases any', async () => {
    const { host, eventId, players } = await game(2);
    const [first, second] = players as [Member, Member];
    const table = await addTable(host, eventId);
    await first.ok(RESERVE, { table: table.id, seat: 1 });
    await second.ok(RESERVE, { table: table.id, seat: 2 });
    await host.ok(RESERVE, { table: table.id, seat: 3 });

    expectError(
      await first.gql(RELEASE, { table: table.id, seat: 2 }),
      'FORBIDDEN',
      'You can only release your own seat',
    );
    expectError(
      await first.gql(RELEASE, { table: table.id, seat: 3 }),
      'FORBIDDEN',
      'You can only release your own seat',
    );
    expect(seatMap((await tablesOf(host, eventId))[0])).toEqual({
      1: first.id,
      2: second.id,
      3: host.id,
    });

    const own = (await first.ok(RELEASE, { table: table.id, seat: 1 })).releaseSeat;
    expect(seatMap(own.tables[0])).toEqual({ 2: second.id, 3: host.id });
    const byHost = (await host.ok(RELEASE, { table: table.id, seat: 2 })).releaseSeat;
    expect(seatMap(byHost.tables[0])).toEqual({ 3: host.id });
    // A released seat is free again.
    await first.ok(RESERVE, { table: table.id, seat: 2 });
    expect(seatMap((await tablesOf(host, eventId))[0])).toEqual({ 2: first.id, 3: host.id });
  });

  it('leaving the event releases the player’s seats at every table', async () => {
    const { host, eventId, players } = await game(2);
    const [leaver, stayer] = players as [Member, Member];
    const main = await addTable(host, eventId, 'Main');
    const side = await addTable(host, eventId, 'Side');
    await leaver.ok(RESERVE, { table: main.id, seat: 5 });
    await leaver.ok(RESERVE, { table: side.id, seat: 1 });
    await stayer.ok(RESERVE, { table: main.id, seat: 6 });

    const after = (await leaver.ok(LEAVE, { id: eventId })).leaveEvent;
    expect(after.tables.map(seatMap)).toEqual([{ 6: stayer.id }, {}]);
    expect(
      await app.t.database.db
        .select()
        .from(seatReservations)
        .where(eq(seatReservations.userId, leaver.id)),
    ).toHaveLength(0);
    // The freed seat can be taken, and a returning player starts without seats.
    await host.ok(RESERVE, { table: main.id, seat: 5 });
    await leaver.join({ id: eventId });
    expect((await tablesOf(leaver, eventId)).map(seatMap)).toEqual([
      { 5: host.id, 6: stayer.id },
      {},
    ]);
  });
});

describe('seats under concurrent requests', () => {
  it('ten players reserving the same seat at once: exactly one gets it', async () => {
    const { host, eventId, players } = await game(10, 12);
    const table = await addTable(host, eventId);

    const results = await Promise.all(
      players.map((p) => p.gql(RESERVE, { table: table.id, seat: 5 })),
    );

    const won = results.filter((r) => !r.errors?.length);
    expect(won).toHaveLength(1);
    for (const result of results.filter((r) => r.errors?.length)) {
      expectError(result, 'CONFLICT', 'This seat is already taken');
    }
    const winner = players[results.indexOf(won[0]!)]!;
    expect(seatMap((await tablesOf(host, eventId))[0])).toEqual({ 5: winner.id });
    expect(
      await app.t.database.db
        .select()
        .from(seatReservations)
        .where(eq(seatReservations.tableId, table.id)),
    ).toHaveLength(1);
  });

  it('one player grabbing several seats of one table at once keeps exactly one', async () => {
    const { host, eventId, players } = await game(1);
    const table = await addTable(host, eventId);
    const seats = [1, 2, 3, 4, 5, 6];

    const results = await Promise.all(
      seats.map((seat) => players[0]!.gql(RESERVE, { table: table.id, seat })),
    );

    expect(results.filter((r) => !r.errors?.length)).toHaveLength(1);
    for (const result of results.filter((r) => r.errors?.length)) {
      expectError(result, 'CONFLICT', 'You already have a seat at this table');
    }
    expect(Object.values(seatMap((await tablesOf(host, eventId))[0]))).toEqual([players[0]!.id]);
  });
});
