// Cash games through the API (issue 13 "League and money"): the host (or the group's owner and
// admins) records buy-ins (several per player) and cash-outs, settling is refused with the exact
// difference until the money adds up and then completes the event; every change is pushed live.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { errorOf } from '../support/api';
import { operation } from '../support/operations';
import { inDays, seededApp, type Member } from '../support/seed';

const app = seededApp();

const CASH_EVENT = `id status kind viewerCan { manageCashGame setWinners runTournament }
  cashEntries { player { id } buyInsCents cashOutCents }`;

const CreateEventOfKind = operation<{ createEvent: { id: string; kind: string } }, any>(
  `mutation CreateEventOfKind($input: CreateEventInput!) { createEvent(input: $input) { id kind } }`,
);
const CashEvent = operation<{ event: any }, { id: string }>(
  `query CashEvent($id: ID!) { event(id: $id) { ${CASH_EVENT} } }`,
);
const BuyIn = operation<{ recordCashBuyIn: any }, any>(
  `mutation BuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) { ${CASH_EVENT} } }`,
);
const CashOut = operation<{ recordCashOut: any }, any>(
  `mutation CashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) { ${CASH_EVENT} } }`,
);
const Settle = operation<{ settleCashGame: any }, any>(
  `mutation Settle($eventId: ID!) { settleCashGame(eventId: $eventId) { ${CASH_EVENT} } }`,
);
const SetWinners = operation<any, any>(
  `mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {
    setWinners(eventId: $eventId, winners: $winners) { id status } }`,
);
const SetRole = operation<any, any>(
  `mutation SetRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {
    setGroupRole(groupId: $groupId, userId: $userId, role: $role) { id } }`,
);

function cashInput(group: { id: string } | null, extra: Record<string, unknown> = {}) {
  return {
    title: 'Cash night',
    startsAt: inDays(2),
    location: '12 Elm Street',
    buyInCents: 0,
    maxPlayers: 8,
    kind: 'CASH',
    ...(group ? { groupId: group.id } : {}),
    ...extra,
  };
}

/** A group with an owner, an admin-less set of members, and a cash game they all joined. */
async function cashGame(name: string, playerCount = 2) {
  const owner = await app.member(`${name}owner`);
  const group = await owner.createGroup(`${name} club`);
  const host = await app.member(`${name}host`);
  const players = await app.seed.members(`${name}p`, playerCount);
  await group.add(host, ...players);
  const { createEvent } = await host.ok(CreateEventOfKind, { input: cashInput(group) });
  for (const player of players) await player.join(createEvent);
  return { owner, group, host, players, eventId: createEvent.id };
}

/** The clock moves on: the game started an hour ago. */
async function started(eventId: string) {
  await app.t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(events.id, eventId));
}

const buyIn = (by: Member, eventId: string, who: Member, cents: number) =>
  by.gql(BuyIn, { eventId, userId: who.id, amountCents: cents });
const cashOut = (by: Member, eventId: string, who: Member, cents: number) =>
  by.gql(CashOut, { eventId, userId: who.id, amountCents: cents });

describe('a cash game', () => {
  it('records several buy-ins and a replaced cash-out, refuses to settle with the exact difference, then settles and completes', async () => {
    const { host, players, eventId } = await cashGame('flow');
    const [bea, cal] = players as [Member, Member];
    const before = (await host.ok(CashEvent, { id: eventId })).event;
    expect(before).toMatchObject({ kind: 'CASH', status: 'UPCOMING', cashEntries: [] });
    expect(before.viewerCan).toMatchObject({ manageCashGame: true, setWinners: false });

    expect((await buyIn(host, eventId, bea, 2000)).errors).toBeUndefined();
    expect((await buyIn(host, eventId, bea, 1500)).errors).toBeUndefined();
    const afterCal = await buyIn(host, eventId, cal, 2000);
    expect(afterCal.data!.recordCashBuyIn.cashEntries).toEqual([
      { player: { id: bea.id }, buyInsCents: 3500, cashOutCents: null },
      { player: { id: cal.id }, buyInsCents: 2000, cashOutCents: null },
    ]);

    await started(eventId);
    expect(errorOf(await host.gql(Settle, { eventId })).message).toBe(
      'Flowp0 and Flowp1 have no cash-out yet.',
    );
    await cashOut(host, eventId, bea, 1000);
    await cashOut(host, eventId, bea, 900); // replaces the 1000
    await cashOut(host, eventId, cal, 4000);
    expect(errorOf(await host.gql(Settle, { eventId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Cash-outs are $6.00 short of buy-ins.',
    });
    await cashOut(host, eventId, cal, 6000);
    expect(errorOf(await host.gql(Settle, { eventId })).message).toBe(
      'Cash-outs are $14.00 more than buy-ins.',
    );
    await cashOut(host, eventId, cal, 4600);
    const settled = (await host.ok(Settle, { eventId })).settleCashGame;
    expect(settled.status).toBe('COMPLETED');
    expect(settled.viewerCan.manageCashGame).toBe(false);
    expect(settled.cashEntries).toEqual([
      { player: { id: bea.id }, buyInsCents: 3500, cashOutCents: 900 },
      { player: { id: cal.id }, buyInsCents: 2000, cashOutCents: 4600 },
    ]);
    // Settled money no longer changes.
    expect(errorOf(await buyIn(host, eventId, bea, 100))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This cash game is settled: its money can no longer change',
    });
  });

  it('takes whole, positive, bounded cents for players only, and a cash-out only after a buy-in', async () => {
    const { host, players, eventId } = await cashGame('rules', 1);
    const [bea] = players as [Member];
    const stranger = await app.member('rulesstranger');
    const message = async (result: Promise<any>) => errorOf(await result).message;
    expect(await message(buyIn(host, eventId, bea, 0))).toBe('A buy-in must be more than $0');
    expect(await message(buyIn(host, eventId, bea, -5))).toBe('A buy-in must be more than $0');
    expect(await message(buyIn(host, eventId, bea, 100_000_001))).toBe(
      'Buy-in must be at most $1,000,000',
    );
    expect(await message(cashOut(host, eventId, bea, 100))).toBe(
      'Record a buy-in for this player before their cash-out',
    );
    expect(await message(buyIn(host, eventId, stranger, 100))).toBe(
      'That person is not playing in this event',
    );
    await buyIn(host, eventId, bea, 100_000_000);
    expect(await message(buyIn(host, eventId, bea, 1))).toBe(
      "A player's buy-ins must total at most $1,000,000",
    );
    expect(await message(cashOut(host, eventId, bea, -1))).toBe('A cash-out cannot be negative');
  });

  it('is run by the host and the group owner and admins; a member or a stranger is FORBIDDEN', async () => {
    const { owner, group, host, players, eventId } = await cashGame('perm', 2);
    const [bea, cal] = players as [Member, Member];
    const stranger = await app.member('permstranger');
    const refused = {
      code: 'FORBIDDEN',
      message: "Only the host or the group's owner and admins can record a cash game's money",
    };
    for (const who of [bea, stranger]) {
      expect(errorOf(await buyIn(who, eventId, cal, 500))).toEqual(refused);
      expect(errorOf(await cashOut(who, eventId, cal, 500))).toEqual(refused);
      expect(errorOf(await who.gql(Settle, { eventId }))).toEqual(refused);
    }
    expect((await host.ok(CashEvent, { id: eventId })).event.cashEntries).toEqual([]);
    expect((await bea.ok(CashEvent, { id: eventId })).event.viewerCan.manageCashGame).toBe(false);
    expect((await owner.ok(CashEvent, { id: eventId })).event.viewerCan.manageCashGame).toBe(true);
    expect((await buyIn(owner, eventId, cal, 500)).errors).toBeUndefined();
    // An admin runs the group's events with the owner; a member made one may, and then not again.
    await owner.ok(SetRole, { groupId: group.id, userId: bea.id, role: 'ADMIN' });
    expect((await bea.ok(CashEvent, { id: eventId })).event.viewerCan.manageCashGame).toBe(true);
    expect((await cashOut(bea, eventId, cal, 500)).errors).toBeUndefined();
    await owner.ok(SetRole, { groupId: group.id, userId: bea.id, role: 'MEMBER' });
    expect(errorOf(await cashOut(bea, eventId, cal, 400))).toEqual(refused);
  });

  it('has no winners or game night, and a tournament has no cash-game money', async () => {
    const { host, players, eventId } = await cashGame('kinds', 1);
    const tournament = await host.ok(CreateEventOfKind, {
      input: cashInput(null, { kind: 'TOURNAMENT' }),
    });
    const notCash = {
      code: 'BAD_USER_INPUT',
      message: 'This event is a tournament, not a cash game',
    };
    const tournamentId = tournament.createEvent.id;
    expect(tournament.createEvent.kind).toBe('TOURNAMENT');
    expect(errorOf(await buyIn(host, tournamentId, host, 500))).toEqual(notCash);
    expect(errorOf(await cashOut(host, tournamentId, host, 500))).toEqual(notCash);
    expect(errorOf(await host.gql(Settle, { eventId: tournamentId }))).toEqual(notCash);
    expect((await host.ok(CashEvent, { id: tournamentId })).event).toMatchObject({
      kind: 'TOURNAMENT',
      cashEntries: [],
      viewerCan: { manageCashGame: false },
    });
    expect(
      errorOf(
        await host.gql(SetWinners, {
          eventId,
          winners: [{ place: 1, userId: players[0]!.id, prizeCents: 0 }],
        }),
      ).message,
    ).toBe('This event is a cash game: record buy-ins and cash-outs, then settle it');
    expect((await host.ok(CashEvent, { id: eventId })).event.viewerCan.runTournament).toBe(false);
  });
});

describe('a cash game still to come', () => {
  it('records money ahead but is not settled before its start, and nothing changes', async () => {
    const { host, players, eventId } = await cashGame('early', 1);
    const [bea] = players as [Member];
    await buyIn(host, eventId, bea, 2500);
    await cashOut(host, eventId, bea, 2500);
    // The money adds up, but the game is two days away: settling would count it as played.
    expect(errorOf(await host.gql(Settle, { eventId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A cash game can be settled once it has started',
    });
    const after = (await host.ok(CashEvent, { id: eventId })).event;
    expect(after).toMatchObject({
      status: 'UPCOMING',
      viewerCan: { manageCashGame: true },
      cashEntries: [{ player: { id: bea.id }, buyInsCents: 2500, cashOutCents: 2500 }],
    });
    // Once it has started, the same money settles.
    await started(eventId);
    expect((await host.ok(Settle, { eventId })).settleCashGame.status).toBe('COMPLETED');
  });
});

describe('live', () => {
  it("pushes buy-ins, cash-outs and the settle to a player's event page", async () => {
    const { host, players, eventId } = await cashGame('live', 1);
    const [bea] = players as [Member];
    const sub = await app.t.listen(
      bea,
      `subscription($id: ID!) { eventChanged(id: $id) { status cashEntries { player { id } buyInsCents cashOutCents } } }`,
      { id: eventId },
    );
    await buyIn(host, eventId, bea, 2500);
    expect((await sub.next()).data.eventChanged).toEqual({
      status: 'UPCOMING',
      cashEntries: [{ player: { id: bea.id }, buyInsCents: 2500, cashOutCents: null }],
    });
    await cashOut(host, eventId, bea, 2500);
    expect((await sub.next()).data.eventChanged.cashEntries).toEqual([
      { player: { id: bea.id }, buyInsCents: 2500, cashOutCents: 2500 },
    ]);
    await started(eventId);
    await host.ok(Settle, { eventId });
    expect((await sub.next()).data.eventChanged.status).toBe('COMPLETED');
    await sub.close();
  });
});
