// The admin dashboard's Settle up card: balances and suggested transfers as the server sends them,
// Record payment for those who may (a suggested transfer fills the form in), core's payment rule
// before anything is sent, and the new balances once it is recorded; the payments recorded, and
// Delete (after a confirm) for those who may.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import { GROUP_ADMIN_CHANGED_SUBSCRIPTION, GROUP_ADMIN_QUERY } from './documents';
import { GROUPS_QUERY } from '../groups/documents';
import { groupPageMocks, makeGroup } from '../groups/testFixtures';
import { DELETE_PAYMENT_MUTATION } from './PaymentsList';
import { RECORD_PAYMENT_MUTATION } from './RecordPaymentDialog';

const person = (id: string, displayName: string) => ({
  __typename: 'User' as const,
  id,
  displayName,
  email: null,
});
const bea = person('u-bea', 'Bea');
const cal = person('u-cal', 'Cal');
const dee = person('u-dee', 'Dee');
const sam = person('u1', 'Sam Owner');

type Money = {
  balances: { user: ReturnType<typeof person>; netCents: number }[];
  settleUp: {
    from: ReturnType<typeof person>;
    to: ReturnType<typeof person>;
    amountCents: number;
  }[];
};

function settleUp(money: Money) {
  return {
    balances: money.balances.map((b) => ({ __typename: 'Balance' as const, ...b })),
    settleUp: money.settleUp.map((t) => ({ __typename: 'Transfer' as const, ...t })),
  };
}

const owed: Money = {
  balances: [
    { user: cal, netCents: 6000 },
    { user: bea, netCents: -4000 },
    { user: dee, netCents: -2000 },
  ],
  settleUp: [
    { from: bea, to: cal, amountCents: 4000 },
    { from: dee, to: cal, amountCents: 2000 },
  ],
};
const afterBeaPaid: Money = {
  balances: [
    { user: cal, netCents: 2000 },
    { user: dee, netCents: -2000 },
  ],
  settleUp: [{ from: dee, to: cal, amountCents: 2000 }],
};

type PaymentLine = { id: string; from: typeof bea; to: typeof bea; amountCents: number };

/** Group.payments as the server pages it: `total` payments, of which these are the latest. */
function paymentsOf(lines: PaymentLine[], total = lines.length) {
  return {
    __typename: 'PaymentConnection' as const,
    totalCount: total,
    edges: lines.map((line) => ({
      __typename: 'PaymentEdge' as const,
      node: {
        __typename: 'Payment' as const,
        ...line,
        recordedAt: '2030-11-24T20:00:00.000Z',
        recordedBy: sam,
      },
    })),
  };
}

const beaPaidDee: PaymentLine = { id: 'p1', from: bea, to: dee, amountCents: 2500 };
const calPaidBea: PaymentLine = { id: 'p2', from: cal, to: bea, amountCents: 900 };

function adminGroup(
  role: 'OWNER' | 'ADMIN' | 'MEMBER',
  money: Money,
  payments: PaymentLine[] = [],
) {
  const runs = role !== 'MEMBER';
  return {
    __typename: 'Group' as const,
    id: 'g1',
    name: 'Thursday Regulars',
    viewerRole: role,
    viewerCan: {
      __typename: 'GroupCapabilities' as const,
      recordPayments: runs,
      deletePayments: runs,
    },
    payments: paymentsOf(payments),
    memberRoles: [sam, bea, cal, dee].map((user) => ({
      __typename: 'GroupMember' as const,
      role: user === sam ? 'OWNER' : 'MEMBER',
      gamesPlayed: 1,
      lastPlayedAt: null,
      user,
    })),
    pastEvents: [],
    activity: [],
    ...settleUp(money),
  };
}

const quietSubscription: Mock = {
  request: { query: GROUP_ADMIN_CHANGED_SUBSCRIPTION, variables: { id: 'g1' } },
  result: { data: { groupChanged: null } },
  delay: 2_000_000_000,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function open(group: ReturnType<typeof adminGroup>, mocks: Mock[] = []) {
  return renderApp('/groups/g1/admin', {
    user: makeUser(),
    mocks: [
      {
        request: { query: GROUP_ADMIN_QUERY, variables: { id: 'g1' } },
        result: { data: { group } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      quietSubscription,
      ...mocks,
    ],
  });
}

async function settleUpCard() {
  return screen.findByRole('region', { name: 'Settle up' });
}

describe('Settle up card', () => {
  it('lists balances largest first and the transfers that square them', async () => {
    open(adminGroup('OWNER', owed));
    const card = await settleUpCard();
    const balances = within(card).getByRole('list', { name: 'Balances' });
    expect(
      within(balances)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Calis owed $60.00+$60.00', 'Beaowes $40.00−$40.00', 'Deeowes $20.00−$20.00']);
    const transfers = within(card).getByRole('list', { name: 'Suggested transfers' });
    expect(within(transfers).getByText('Bea pays Cal $40.00')).toBeInTheDocument();
    expect(within(transfers).getByText('Dee pays Cal $20.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it('records a suggested transfer and shows the balances it leaves', async () => {
    const { events } = open(adminGroup('OWNER', owed), [
      {
        request: {
          query: RECORD_PAYMENT_MUTATION,
          variables: { groupId: 'g1', fromUserId: bea.id, toUserId: cal.id, amountCents: 4000 },
        },
        result: {
          data: {
            recordPayment: {
              __typename: 'Group',
              id: 'g1',
              ...settleUp(afterBeaPaid),
              payments: paymentsOf([{ id: 'p9', from: bea, to: cal, amountCents: 4000 }]),
            },
          },
        },
      },
    ]);
    const card = await settleUpCard();
    await events.click(within(card).getByRole('button', { name: 'Record: Bea pays Cal $40.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByRole('combobox', { name: /^Who paid/ })).toHaveValue('Bea');
    expect(within(dialog).getByRole('combobox', { name: /^Who was paid/ })).toHaveValue('Cal');
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('$40.00');
    await events.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(card).queryByText('Bea pays Cal $40.00')).not.toBeInTheDocument(),
    );
    expect(within(card).getByText('Dee pays Cal $20.00')).toBeInTheDocument();
    expect(within(card).queryByText('Bea')).not.toBeInTheDocument();
  });

  it("checks the form with core's payment rule and sends nothing it would refuse", async () => {
    const { events } = open(adminGroup('OWNER', owed));
    const card = await settleUpCard();
    await events.click(within(card).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await events.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Pick who paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick who was paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount paid')).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '0');
    await events.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('A payment must be more than $0')).toBeInTheDocument();
    // No mutation mock exists: nothing was sent, and the dialog is still open.
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.queryByText('Payment recorded')).not.toBeInTheDocument();
  });

  it('says everyone is square when nobody owes anything', async () => {
    open(adminGroup('OWNER', { balances: [], settleUp: [] }));
    const card = await settleUpCard();
    expect(within(card).getByText(/Everyone is square/)).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Payments on the Settle up card', () => {
  it('lists the payments newest first, with who recorded them', async () => {
    open(adminGroup('OWNER', owed, [calPaidBea, beaPaidDee]));
    const card = await settleUpCard();
    const list = within(card).getByRole('list', { name: 'Payments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.firstElementChild?.textContent),
    ).toEqual([
      'Cal paid Bea $9.00Recorded by Sam Owner on Nov 24, 2030',
      'Bea paid Dee $25.00Recorded by Sam Owner on Nov 24, 2030',
    ]);
    expect(within(card).queryByText(/The latest/)).not.toBeInTheDocument();
  });

  it('says when older payments are not listed', async () => {
    const group = adminGroup('OWNER', owed);
    open({ ...group, payments: paymentsOf([calPaidBea, beaPaidDee], 34) });
    const card = await settleUpCard();
    expect(await within(card).findByText('The latest 2 of 34 payments.')).toBeInTheDocument();
  });

  it('deletes a payment after a confirm, and shows the balances it leaves', async () => {
    const { events } = open(adminGroup('ADMIN', owed, [calPaidBea, beaPaidDee]), [
      {
        request: { query: DELETE_PAYMENT_MUTATION, variables: { paymentId: 'p1' } },
        result: {
          data: {
            deletePayment: {
              __typename: 'Group',
              id: 'g1',
              ...settleUp(afterBeaPaid),
              payments: paymentsOf([calPaidBea]),
            },
          },
        },
      },
    ]);
    const card = await settleUpCard();
    await events.click(
      within(card).getByRole('button', { name: 'Delete payment: Bea paid Dee $25.00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment' });
    expect(dialog).toHaveTextContent('Bea paid Dee $25.00 comes off the balances');
    // The safe choice first: keeping it sends nothing.
    await events.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Bea paid Dee $25.00')).toBeInTheDocument();

    await events.click(
      within(card).getByRole('button', { name: 'Delete payment: Bea paid Dee $25.00' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Delete payment' });
    await events.click(within(again).getByRole('button', { name: 'Delete payment' }));
    expect(await screen.findByText('Payment deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByText('Bea paid Dee $25.00')).not.toBeInTheDocument(),
    );
    expect(within(card).getByText('Cal paid Bea $9.00')).toBeInTheDocument();
    expect(within(card).queryByText('Bea pays Cal $40.00')).not.toBeInTheDocument();
  });

  it('shows Delete only as GroupCapabilities.deletePayments says', async () => {
    const group = adminGroup('ADMIN', owed, [beaPaidDee]);
    open({ ...group, viewerCan: { ...group.viewerCan, deletePayments: false } });
    const card = await settleUpCard();
    expect(within(card).getByText('Bea paid Dee $25.00')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('lists the payments when everyone is square', async () => {
    open(adminGroup('OWNER', { balances: [], settleUp: [] }, [beaPaidDee]));
    const card = await settleUpCard();
    expect(within(card).getByText(/Everyone is square/)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Payments' })).toBeInTheDocument();
  });
});

describe('Settle up on the group page', () => {
  it("shows a member the group's balances and transfers, with no Record buttons", async () => {
    const money = settleUp(owed);
    renderApp('/groups/g1', {
      user: makeUser(),
      mocks: [
        ...groupPageMocks(makeGroup('member', money)),
        {
          request: { query: GROUPS_QUERY },
          result: {
            data: { me: { __typename: 'Me', id: 'u1', groups: [], pendingGroupInvites: [] } },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const card = await settleUpCard();
    expect(within(card).getByText('Bea pays Cal $40.00')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Balances' })).toHaveTextContent(
      'Calis owed $60.00',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the card out while nobody owes anything', async () => {
    renderApp('/groups/g1', { user: makeUser(), mocks: groupPageMocks(makeGroup('owner')) });
    await screen.findByRole('heading', { level: 1, name: 'Thursday Regulars' });
    expect(screen.queryByRole('region', { name: 'Settle up' })).not.toBeInTheDocument();
  });
});
