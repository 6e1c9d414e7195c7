// Settle-up through the API (issue 13 "League and money"): each member's balance across the
// group's completed games (a game night's buy-ins, rebuys, add-ons, bounties and prizes; a cash
// game's buy-ins and cash-outs) after recorded payments, always adding up to zero, and the
// transfers that zero everyone; recordPayment for the owner and admins only, refusing bad amounts
// and people without writing anything, with its activity line and a live update; deletePayment
// (issue 27) for the owner and admins only, logged and live, NOT_FOUND for anyone outside the
// group; and Group.payments, a page at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, groupActivity, groupPayments } from '../../db/schema';
import { errorOf } from '../support/api';
import { operation } from '../support/operations';
import { rowCount } from '../support/rows';
import { inDays, seededApp, type Member, type SeededGroup } from '../support/seed';
import {
  BustPlayer,
  FinishTournament,
  gameNight,
  RecordAddOn,
  RecordRebuy,
  SetWinners,
  StartTournament,
} from '../support/tournament';

const app = seededApp();

const SETTLE_UP = `balances { user { id } netCents } settleUp { from { id } to { id } amountCents }`;
const GroupMoney = operation<{ group: any }, { id: string }>(
  `query GroupMoney($id: ID!) { group(id: $id) { id ${SETTLE_UP}
    viewerCan { recordPayments } activity { summary } } }`,
);
const RecordPayment = operation<{ recordPayment: any }, any>(
  `mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {
    recordPayment(groupId: $groupId, fromUserId: $fromUserId, toUserId: $toUserId,
      amountCents: $amountCents) { id ${SETTLE_UP} } }`,
);
const SetRole = operation<any, any>(
  `mutation SetRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {
    setGroupRole(groupId: $groupId, userId: $userId, role: $role) { id } }`,
);
const CreateEvent = operation<{ createEvent: { id: string } }, any>(
  `mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
);
const BuyIn = operation<any, any>(
  `mutation BuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) { id } }`,
);
const CashOut = operation<any, any>(
  `mutation CashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) { id } }`,
);
const SettleCash = operation<any, any>(
  `mutation Settle($eventId: ID!) { settleCashGame(eventId: $eventId) { id status } }`,
);

async function money(member: Member, group: { id: string }) {
  return (await member.ok(GroupMoney, { id: group.id })).group;
}

const netOf = (balances: { user: { id: string }; netCents: number }[]) =>
  balances.map((b) => [b.user.id, b.netCents]);

function pay(by: Member, group: { id: string }, from: Member, to: Member, amountCents: number) {
  return by.gql(RecordPayment, {
    groupId: group.id,
    fromUserId: from.id,
    toUserId: to.id,
    amountCents,
  });
}

/** An owner, an admin and two members of a new group. */
async function club(name: string) {
  const owner = await app.member(`${name}owner`);
  const group = await owner.createGroup(`${name} club`);
  const [admin, bea, cal] = (await app.seed.members(`${name}m`, 3)) as [Member, Member, Member];
  await group.add(admin, bea, cal);
  await owner.ok(SetRole, { groupId: group.id, userId: admin.id, role: 'ADMIN' });
  return { owner, group, admin, bea, cal };
}

describe('balances', () => {
  it('net a game night, a cash game and payments, leave out a night that does not add up, and settle to zero', async () => {
    const night = await gameNight(app.seed, 2, { prefix: 'ledger', group: true });
    const { host, event } = night;
    const group = night.group as SeededGroup;
    const [p1, p2] = night.players as [Member, Member];
    const eventId = event.id;

    // Game night: $20 buy-in, $10 rebuy, $5 add-on, $5 bounty, winner takes the pool.
    await host.ok(StartTournament, {
      eventId,
      settings: {
        templateId: 'standard',
        rebuyCents: 1000,
        addOnCents: 500,
        bountyCents: 500,
        payoutPercents: [100],
      },
    });
    await host.ok(RecordRebuy, { eventId, userId: p1.id });
    await host.ok(RecordAddOn, { eventId, userId: p2.id });
    await host.ok(BustPlayer, { eventId, userId: p2.id, eliminatedByUserId: p1.id });
    await host.ok(BustPlayer, { eventId, userId: p1.id, eliminatedByUserId: host.id });
    await host.ok(FinishTournament, { eventId });
    // Paid in: host 2000 + 500 bounty; p1 2000 + 1000 + 500; p2 2000 + 500 + 500 = 9000.
    // Paid out: host the 7500 pool + two bounties (1000); p1 one bounty (500).
    let board = await money(p1, group);
    expect(netOf(board.balances)).toEqual([
      [host.id, 6000],
      ...[
        [p1.id, -3000],
        [p2.id, -3000],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ]);

    // A cash game of the group: p1 buys in $50 and cashes out $10, p2 $20 and $60.
    const { createEvent: cash } = await host.ok(CreateEvent, {
      input: {
        title: 'Cash night',
        startsAt: inDays(1),
        location: '12 Elm Street',
        buyInCents: 0,
        maxPlayers: 8,
        kind: 'CASH',
        groupId: group.id,
      },
    });
    await p1.join(cash);
    await p2.join(cash);
    await host.ok(BuyIn, { eventId: cash.id, userId: p1.id, amountCents: 3000 });
    await host.ok(BuyIn, { eventId: cash.id, userId: p1.id, amountCents: 2000 });
    await host.ok(BuyIn, { eventId: cash.id, userId: p2.id, amountCents: 2000 });
    await host.ok(CashOut, { eventId: cash.id, userId: p1.id, amountCents: 1000 });
    await host.ok(CashOut, { eventId: cash.id, userId: p2.id, amountCents: 6000 });
    // Not counted until it is settled, which waits for its start.
    expect(netOf((await money(p1, group)).balances)).toEqual(netOf(board.balances));
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(events.id, cash.id));
    await host.ok(SettleCash, { eventId: cash.id });

    // A night recorded by hand whose prizes ($100) are not its buy-ins (3 × $20) is left out.
    const { createEvent: manual } = await host.ok(CreateEvent, {
      input: {
        title: 'Old night',
        startsAt: inDays(-1),
        location: '12 Elm Street',
        buyInCents: 2000,
        maxPlayers: 8,
        groupId: group.id,
        playerIds: [p1.id, p2.id],
      },
    });
    await host.ok(SetWinners, {
      eventId: manual.id,
      winners: [{ place: 1, userId: p1.id, prizeCents: 10000 }],
    });

    board = await money(p2, group);
    expect(netOf(board.balances)).toEqual([
      [host.id, 6000],
      [p2.id, 1000],
      [p1.id, -7000],
    ]);
    expect(board.settleUp).toEqual([
      { from: { id: p1.id }, to: { id: host.id }, amountCents: 6000 },
      { from: { id: p1.id }, to: { id: p2.id }, amountCents: 1000 },
    ]);

    // p1 paid the host $20: both move towards zero.
    const paid = (
      await host.ok(RecordPayment, {
        groupId: group.id,
        fromUserId: p1.id,
        toUserId: host.id,
        amountCents: 2000,
      })
    ).recordPayment;
    expect(netOf(paid.balances)).toEqual([
      [host.id, 4000],
      [p2.id, 1000],
      [p1.id, -5000],
    ]);
    expect(paid.balances.reduce((sum: number, b: any) => sum + b.netCents, 0)).toBe(0);
    expect(paid.settleUp.length).toBeLessThanOrEqual(paid.balances.length - 1);

    // Recording every suggested transfer clears the board.
    for (const t of paid.settleUp) {
      await host.ok(RecordPayment, {
        groupId: group.id,
        fromUserId: t.from.id,
        toUserId: t.to.id,
        amountCents: t.amountCents,
      });
    }
    board = await money(p2, group);
    expect(board).toMatchObject({ balances: [], settleUp: [] });
    expect(board.activity.map((a: any) => a.summary).slice(0, 3)).toEqual([
      'Ledgerhost recorded that Ledgerplayer1 paid Ledgerplayer2 $10.00',
      'Ledgerhost recorded that Ledgerplayer1 paid Ledgerhost $40.00',
      'Ledgerhost recorded that Ledgerplayer1 paid Ledgerhost $20.00',
    ]);
  });
});

describe('recordPayment', () => {
  it('is for the owner and admins: a member is FORBIDDEN with the exact message, a stranger has no access', async () => {
    const { owner, group, admin, bea, cal } = await club('perm');
    const stranger = await app.member('permstranger');
    expect((await money(owner, group)).viewerCan.recordPayments).toBe(true);
    expect((await money(admin, group)).viewerCan.recordPayments).toBe(true);
    expect((await money(bea, group)).viewerCan.recordPayments).toBe(false);

    expect(errorOf(await pay(bea, group, bea, cal, 500))).toEqual({
      code: 'FORBIDDEN',
      message: "Only the group's owner and admins can record payments",
    });
    expect(errorOf(await pay(stranger, group, bea, cal, 500))).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this group',
    });
    expect(
      errorOf(
        await app.t.anonymous().gql(RecordPayment, {
          groupId: group.id,
          fromUserId: bea.id,
          toUserId: cal.id,
          amountCents: 500,
        }),
      ).code,
    ).toBe('UNAUTHENTICATED');
    expect((await money(owner, group)).balances).toEqual([]);

    const byAdmin = (await pay(admin, group, bea, cal, 500)).data!.recordPayment;
    expect(byAdmin.balances).toEqual([
      { user: { id: bea.id }, netCents: 500 },
      { user: { id: cal.id }, netCents: -500 },
    ]);
    expect(byAdmin.settleUp).toEqual([
      { from: { id: cal.id }, to: { id: bea.id }, amountCents: 500 },
    ]);
    const byOwner = (await pay(owner, group, cal, bea, 500)).data!.recordPayment;
    expect(byOwner).toMatchObject({ balances: [], settleUp: [] });

    // Members see the money; a stranger cannot open the group at all.
    const seen = await money(bea, group);
    expect(seen.activity.slice(0, 2).map((a: any) => a.summary)).toEqual([
      'Permowner recorded that Permm2 paid Permm1 $5.00',
      'Permm0 recorded that Permm1 paid Permm2 $5.00',
    ]);
    expect(errorOf(await stranger.gql(GroupMoney, { id: group.id })).code).toBe('FORBIDDEN');

    // An admin made a member again may no longer.
    await owner.ok(SetRole, { groupId: group.id, userId: admin.id, role: 'MEMBER' });
    expect(errorOf(await pay(admin, group, bea, cal, 500)).message).toBe(
      "Only the group's owner and admins can record payments",
    );
  });

  it('refuses amounts that are not positive, bounded whole cents and people outside the group, writing nothing', async () => {
    const { owner, group, bea, cal } = await club('bad');
    const stranger = await app.member('badstranger');
    const db = app.t.database;
    const before = {
      payments: await rowCount(db, groupPayments, eq(groupPayments.groupId, group.id)),
      activity: await rowCount(db, groupActivity, eq(groupActivity.groupId, group.id)),
    };
    const refused = async (from: Member, to: Member, amountCents: number) =>
      errorOf(await pay(owner, group, from, to, amountCents));

    expect(await refused(bea, cal, 0)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A payment must be more than $0',
    });
    expect((await refused(bea, cal, -500)).message).toBe('A payment must be more than $0');
    expect(await refused(bea, cal, 100_000_001)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Payment must be at most $1,000,000',
    });
    expect((await refused(bea, bea, 500)).message).toBe('A payment is from one member to another');
    expect((await refused(bea, stranger, 500)).message).toBe(
      'A payment is between two members of this group',
    );
    expect(
      errorOf(
        await owner.gql(RecordPayment, {
          groupId: group.id,
          fromUserId: 'not-an-id',
          toUserId: cal.id,
          amountCents: 500,
        }),
      ).message,
    ).toBe('A payment is between two members of this group');
    // Not whole cents: the API's Int refuses it before the server runs.
    expect(
      (
        await owner.gql(RecordPayment, {
          groupId: group.id,
          fromUserId: bea.id,
          toUserId: cal.id,
          amountCents: 12.5,
        })
      ).errors,
    ).toBeDefined();

    expect(await rowCount(db, groupPayments, eq(groupPayments.groupId, group.id))).toBe(
      before.payments,
    );
    expect(await rowCount(db, groupActivity, eq(groupActivity.groupId, group.id))).toBe(
      before.activity,
    );
    expect(await money(owner, group)).toMatchObject({ balances: [], settleUp: [] });

    // The largest amount is taken.
    expect((await pay(owner, group, bea, cal, 100_000_000)).errors).toBeUndefined();
  });
});

describe('live', () => {
  it("pushes a recorded payment's balances to a member watching the group", async () => {
    const { owner, group, bea, cal } = await club('live');
    const sub = await app.t.listen(
      cal,
      `subscription($id: ID!) { groupChanged(id: $id) { ${SETTLE_UP} } }`,
      { id: group.id },
    );
    await pay(owner, group, bea, cal, 4000);
    expect((await sub.next()).data.groupChanged).toEqual({
      balances: [
        { user: { id: bea.id }, netCents: 4000 },
        { user: { id: cal.id }, netCents: -4000 },
      ],
      settleUp: [{ from: { id: cal.id }, to: { id: bea.id }, amountCents: 4000 }],
    });
    await sub.close();
  });
});

const PAYMENT = `id from { id } to { id } amountCents recordedAt recordedBy { id }`;
const Payments = operation<{ group: any }, { id: string; first?: number; after?: string | null }>(
  `query Payments($id: ID!, $first: Int, $after: String) { group(id: $id) { id
    viewerCan { deletePayments }
    payments(first: $first, after: $after) { totalCount
      edges { cursor node { ${PAYMENT} } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`,
);
const DeletePayment = operation<{ deletePayment: any }, { paymentId: string }>(
  `mutation DeletePayment($paymentId: ID!) { deletePayment(paymentId: $paymentId) {
    id ${SETTLE_UP} payments { totalCount } activity { summary } } }`,
);

async function paymentsOf(member: Member, group: { id: string }) {
  return (await member.ok(Payments, { id: group.id, first: 100 })).group.payments;
}

describe('deletePayment', () => {
  it('lets the owner and an admin delete a wrong payment: balances move back, logged, live', async () => {
    const { owner, group, admin, bea, cal } = await club('undo');
    await pay(owner, group, bea, cal, 500);
    await pay(owner, group, bea, cal, 40_000); // meant $40.00, typed $400.00
    await pay(admin, group, cal, bea, 100);

    const listed = await paymentsOf(bea, group);
    expect(listed.totalCount).toBe(3);
    // Newest first, each with who recorded it.
    expect(listed.edges.map((e: any) => [e.node.amountCents, e.node.recordedBy.id])).toEqual([
      [100, admin.id],
      [40_000, owner.id],
      [500, owner.id],
    ]);
    const wrong = listed.edges[1].node;
    expect(wrong).toMatchObject({ from: { id: bea.id }, to: { id: cal.id } });
    expect(Date.parse(wrong.recordedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(netOf((await money(bea, group)).balances)).toEqual([
      [bea.id, 40_400],
      [cal.id, -40_400],
    ]);

    const sub = await app.t.listen(
      bea,
      `subscription($id: ID!) { groupChanged(id: $id) { ${SETTLE_UP} } }`,
      { id: group.id },
    );
    const { deletePayment } = await owner.ok(DeletePayment, { paymentId: wrong.id });
    expect(netOf(deletePayment.balances)).toEqual([
      [bea.id, 400],
      [cal.id, -400],
    ]);
    expect(deletePayment.settleUp).toEqual([
      { from: { id: cal.id }, to: { id: bea.id }, amountCents: 400 },
    ]);
    expect(deletePayment.payments.totalCount).toBe(2);
    expect(deletePayment.activity[0].summary).toBe(
      'Undoowner deleted a payment of $400.00 from Undom1 to Undom2',
    );
    // A member watching the group sees the balances move back.
    expect(netOf((await sub.next()).data.groupChanged.balances)).toEqual([
      [bea.id, 400],
      [cal.id, -400],
    ]);
    await sub.close();

    // An admin may too; the activity log (members see it) keeps both lines.
    await admin.ok(DeletePayment, { paymentId: listed.edges[0].node.id });
    const after = await money(cal, group);
    expect(netOf(after.balances)).toEqual([
      [bea.id, 500],
      [cal.id, -500],
    ]);
    expect(after.activity.slice(0, 2).map((a: any) => a.summary)).toEqual([
      'Undom0 deleted a payment of $1.00 from Undom2 to Undom1',
      'Undoowner deleted a payment of $400.00 from Undom1 to Undom2',
    ]);
    expect((await paymentsOf(owner, group)).edges.map((e: any) => e.node.amountCents)).toEqual([
      500,
    ]);
  });

  it('refuses a member (FORBIDDEN, nothing changes), and anyone outside the group, an unknown id and a second delete (NOT_FOUND)', async () => {
    const { owner, group, admin, bea, cal } = await club('keep');
    const other = await club('elsewhere');
    const stranger = await app.member('keepstranger');
    await pay(owner, group, bea, cal, 2500);
    const [payment] = (await paymentsOf(owner, group)).edges.map((e: any) => e.node);
    const db = app.t.database;
    const snapshot = async () => ({
      payments: await rowCount(db, groupPayments, eq(groupPayments.groupId, group.id)),
      activity: await rowCount(db, groupActivity, eq(groupActivity.groupId, group.id)),
      balances: (await money(owner, group)).balances,
    });
    const before = await snapshot();

    const capability = async (m: Member) =>
      (await m.ok(Payments, { id: group.id })).group.viewerCan.deletePayments;
    expect([await capability(owner), await capability(admin), await capability(bea)]).toEqual([
      true,
      true,
      false,
    ]);

    expect(errorOf(await bea.gql(DeletePayment, { paymentId: payment.id }))).toEqual({
      code: 'FORBIDDEN',
      message: "Only the group's owner and admins can delete payments",
    });
    const notFound = { code: 'NOT_FOUND', message: 'Payment not found' };
    // Someone outside the group, even another group's owner, learns nothing about the id.
    expect(errorOf(await stranger.gql(DeletePayment, { paymentId: payment.id }))).toEqual(notFound);
    expect(errorOf(await other.owner.gql(DeletePayment, { paymentId: payment.id }))).toEqual(
      notFound,
    );
    for (const paymentId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '']) {
      expect(errorOf(await owner.gql(DeletePayment, { paymentId }))).toEqual(notFound);
    }
    expect(
      errorOf(await app.t.anonymous().gql(DeletePayment, { paymentId: payment.id })).code,
    ).toBe('UNAUTHENTICATED');
    expect(await snapshot()).toEqual(before);

    // Another group's payment cannot be reached through this group's owner either.
    await pay(other.owner, other.group, other.bea, other.cal, 700);
    const [theirs] = (await paymentsOf(other.owner, other.group)).edges.map((e: any) => e.node);
    expect(errorOf(await owner.gql(DeletePayment, { paymentId: theirs.id }))).toEqual(notFound);
    expect((await paymentsOf(other.owner, other.group)).totalCount).toBe(1);

    await owner.ok(DeletePayment, { paymentId: payment.id });
    expect(errorOf(await admin.gql(DeletePayment, { paymentId: payment.id }))).toEqual(notFound);
    expect((await money(owner, group)).balances).toEqual([]);
  });
});

describe('Group.payments', () => {
  it('pages through every payment once, newest first, with the Relay page info', async () => {
    const { owner, group, bea, cal } = await club('pages');
    const amounts = [100, 200, 300, 400, 500];
    for (const amount of amounts) await pay(owner, group, bea, cal, amount);

    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 1; n <= 3; n++) {
      const page: any = (await owner.ok(Payments, { id: group.id, first: 2, after })).group
        .payments;
      expect(page.totalCount).toBe(5);
      expect(page.pageInfo).toEqual({
        hasNextPage: n < 3,
        hasPreviousPage: false,
        startCursor: page.edges[0].cursor,
        endCursor: page.edges.at(-1).cursor,
      });
      seen.push(...page.edges.map((e: any) => e.node.amountCents));
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([...amounts].reverse());

    // Another list's cursor is refused; a stranger cannot open the group at all.
    const activity = await owner.ok(
      operation<any, any>(
        `query A($id: ID!) { group(id: $id) { activityLog(first: 1) { pageInfo { endCursor } } } }`,
      ),
      { id: group.id },
    );
    expect(
      errorOf(
        await owner.gql(Payments, {
          id: group.id,
          after: activity.group.activityLog.pageInfo.endCursor,
        }),
      ),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'after is not a cursor from this list: pass an endCursor this list returned.',
    });
    const stranger = await app.member('pagesstranger');
    expect(errorOf(await stranger.gql(Payments, { id: group.id })).code).toBe('FORBIDDEN');
  });

  it('is empty for an invited address that has not joined', async () => {
    const { owner, group, bea, cal } = await club('peek');
    await pay(owner, group, bea, cal, 900);
    const invited = await app.member('peekinvited');
    await group.invite(invited);
    expect((await invited.ok(Payments, { id: group.id })).group.payments).toEqual({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });
});
