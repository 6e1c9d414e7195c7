import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test-utils';
import { cashLines, cashTotals, netText } from './CashGameCard';
import {
  RECORD_CASH_BUY_IN_MUTATION,
  RECORD_CASH_OUT_MUTATION,
  SETTLE_CASH_GAME_MUTATION,
} from './cashDocuments';
import { alex, capabilities, cashEntry, eventMocks, HOST_CAN, jo, makeEvent, sam } from './testing';

const HOST_CASH_CAN = capabilities({ ...HOST_CAN, setWinners: false, manageCashGame: true });

/** A cash game Sam (u1) hosts: Alex bought in twice ($35) and cashed out $9, Jo $20 and out $40. */
const cashGame = (overrides: Record<string, unknown> = {}) =>
  makeEvent({
    kind: 'CASH',
    status: 'IN_PROGRESS',
    players: [sam, alex, jo],
    cashEntries: [cashEntry(alex, 3500, 900), cashEntry(jo, 2000, 4000)],
    viewerCan: HOST_CASH_CAN,
    ...overrides,
  });

const card = () => screen.findByRole('region', { name: 'Cash game' });
const totals = async () => within(await card()).getByRole('status');
const row = async (name: string) =>
  within(within(await card()).getByRole('list', { name: 'Buy-ins and cash-outs' })).getByRole(
    'listitem',
    { name: new RegExp(`^${name}`) },
  );

describe('cash game arithmetic', () => {
  it('lists every player in joining order, then anyone who left with money recorded', () => {
    const lines = cashLines({
      players: [sam, alex],
      cashEntries: [cashEntry(alex, 2000), cashEntry(jo, 500, 0)],
    });
    expect(lines.map((l) => [l.player.id, l.buyInsCents, l.cashOutCents, l.playing])).toEqual([
      ['u1', 0, null, true],
      ['u2', 2000, null, true],
      ['u3', 500, 0, false],
    ]);
  });

  it('totals only the cash-outs recorded and gives the difference either way', () => {
    expect(cashTotals([cashEntry(alex, 3500, 900), cashEntry(jo, 2000)])).toEqual({
      buyInsCents: 5500,
      cashOutsCents: 900,
      differenceCents: 4600,
    });
    expect(cashTotals([cashEntry(alex, 1000, 1500)]).differenceCents).toBe(500);
    expect(netText({ buyInsCents: 3500, cashOutCents: 900 })).toBe('−$26.00');
    expect(netText({ buyInsCents: 2000, cashOutCents: 4600 })).toBe('+$26.00');
    expect(netText({ buyInsCents: 2000, cashOutCents: 2000 })).toBe('Even');
    expect(netText({ buyInsCents: 2000, cashOutCents: null })).toBeNull();
  });
});

describe('the Cash game card', { timeout: 30_000 }, () => {
  it('shows each player’s money and the running totals, and no winners, to a player', async () => {
    const event = cashGame({ viewerCan: capabilities({ leave: false }) });
    renderApp('/event/e1', { user: makeUser({ id: 'u2' }), mocks: eventMocks(event) });
    expect(await totals()).toHaveTextContent(
      'Buy-ins $55.00 · Cash-outs $49.00 · Difference $6.00',
    );
    expect(await row('Sam')).toHaveTextContent('No buy-in yet');
    expect(await row('Alex')).toHaveTextContent(
      'Alex (you)Buy-ins $35.00 · Cash-out $9.00 · Net −$26.00',
    );
    expect(await row('Jo')).toHaveTextContent('Buy-ins $20.00 · Cash-out $40.00 · Net +$20.00');
    const region = await card();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    // Tournament-only parts: a cash game has no winners to wait for.
    expect(screen.queryByRole('region', { name: 'Winners' })).not.toBeInTheDocument();
  });

  it('says so while nobody has bought in', async () => {
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(cashGame({ status: 'UPCOMING', cashEntries: [] })),
    });
    expect(await totals()).toHaveTextContent('Buy-ins $0.00 · Cash-outs $0.00 · Difference $0.00');
    expect(await card()).toHaveTextContent(/No buy-ins yet\. Record each one as players sit down/);
    expect(within(await row('Alex')).queryByRole('button', { name: /Cash-out/ })).toBeNull();
  });

  it('offers no settle before the game starts, and says why', async () => {
    renderApp('/event/e1', {
      user: makeUser(),
      mocks: eventMocks(cashGame({ status: 'UPCOMING' })),
    });
    const settle = within(await card()).getByRole('button', { name: 'Settle Game' });
    expect(settle).toBeDisabled();
    expect(settle).toHaveAccessibleDescription(
      'A cash game can be settled once it has started. Buy-ins and cash-outs can be recorded already.',
    );
    // Money can still be recorded as players arrive.
    expect(
      within(await row('Alex')).getByRole('button', { name: 'Buy-in for Alex' }),
    ).toBeEnabled();
  });

  it('lets the host settle a game that has started', async () => {
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(cashGame()) });
    const settle = within(await card()).getByRole('button', { name: 'Settle Game' });
    expect(settle).toBeEnabled();
    expect(within(await card()).queryByText(/can be settled once it has started/)).toBeNull();
  });

  it('lets the host record another buy-in, checked against the limits first', async () => {
    let sent: unknown = null;
    const after = cashGame({
      cashEntries: [cashEntry(alex, 5000, 900), cashEntry(jo, 2000, 4000)],
    });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(cashGame()),
        {
          request: {
            query: RECORD_CASH_BUY_IN_MUTATION,
            variables: (variables: unknown) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { recordCashBuyIn: after } },
        },
      ],
    });
    await events.click(within(await row('Alex')).getByRole('button', { name: 'Buy-in for Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Buy-in: Alex' });
    expect(dialog).toHaveTextContent('Alex has bought in $35.00 so far.');
    const amount = within(dialog).getByLabelText(/^Buy-in \(\$\)/);
    // The game's buy-in is offered.
    expect(amount).toHaveValue('20.00');
    await events.clear(amount);
    await events.click(within(dialog).getByRole('button', { name: 'Record Buy-in' }));
    expect(await within(dialog).findByText('Enter an amount in dollars, e.g. 20.00')).toBeVisible();
    await events.type(amount, '1000000');
    await events.click(within(dialog).getByRole('button', { name: 'Record Buy-in' }));
    expect(
      await within(dialog).findByText("A player's buy-ins must total at most $1,000,000"),
    ).toBeVisible();
    expect(sent).toBeNull();
    await events.clear(amount);
    await events.type(amount, '15');
    await events.click(within(dialog).getByRole('button', { name: 'Record Buy-in' }));
    expect(await screen.findByText('Buy-in of $15.00 recorded for Alex')).toBeInTheDocument();
    expect(sent).toEqual({ eventId: 'e1', userId: 'u2', amountCents: 1500 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Record Buy-in/ })).not.toBeInTheDocument(),
    );
    expect(await totals()).toHaveTextContent(
      'Buy-ins $70.00 · Cash-outs $49.00 · Difference $21.00',
    );
  });

  it('replaces a cash-out, saying which one it replaces', async () => {
    let sent: unknown = null;
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(cashGame()),
        {
          request: {
            query: RECORD_CASH_OUT_MUTATION,
            variables: (variables: unknown) => {
              sent = variables;
              return true;
            },
          },
          result: {
            data: {
              recordCashOut: cashGame({
                cashEntries: [cashEntry(alex, 3500, 1500), cashEntry(jo, 2000, 4000)],
              }),
            },
          },
        },
      ],
    });
    await events.click(
      within(await row('Alex')).getByRole('button', { name: 'Cash-out for Alex' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record Cash-out: Alex' });
    expect(dialog).toHaveTextContent('This replaces the $9.00 cash-out recorded.');
    const amount = within(dialog).getByLabelText(/^Cash-out \(\$\)/);
    expect(amount).toHaveValue('9.00');
    await events.clear(amount);
    await events.type(amount, '15');
    await events.click(within(dialog).getByRole('button', { name: 'Record Cash-out' }));
    expect(await screen.findByText('Cash-out of $15.00 recorded for Alex')).toBeInTheDocument();
    expect(sent).toEqual({ eventId: 'e1', userId: 'u2', amountCents: 1500 });
    expect(await totals()).toHaveTextContent(
      'Buy-ins $55.00 · Cash-outs $55.00 · Difference $0.00',
    );
  });

  it('shows the server’s refusal to settle beside the totals, then the settled game', async () => {
    const event = cashGame();
    const settled = cashGame({
      status: 'COMPLETED',
      cashEntries: [cashEntry(alex, 3500, 1500), cashEntry(jo, 2000, 4000)],
      viewerCan: capabilities(),
    });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: { query: SETTLE_CASH_GAME_MUTATION, variables: { eventId: 'e1' } },
          result: {
            errors: [
              new GraphQLError('Cash-outs are $6.00 short of buy-ins.', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
        {
          request: { query: SETTLE_CASH_GAME_MUTATION, variables: { eventId: 'e1' } },
          result: { data: { settleCashGame: settled } },
        },
      ],
    });
    const region = await card();
    await events.click(within(region).getByRole('button', { name: 'Settle Game' }));
    let confirm = await screen.findByRole('dialog', { name: 'Settle Cash Game' });
    await events.click(within(confirm).getByRole('button', { name: 'Settle' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Cash-outs are $6.00 short of buy-ins.',
    );
    expect(await totals()).toHaveTextContent('Difference $6.00');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settle Cash Game' })).not.toBeInTheDocument(),
    );

    await events.click(within(region).getByRole('button', { name: 'Settle Game' }));
    confirm = await screen.findByRole('dialog', { name: 'Settle Cash Game' });
    await events.click(within(confirm).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Cash game settled')).toBeInTheDocument();
    expect(await within(region).findByText('Settled')).toBeVisible();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(await totals()).toHaveTextContent(
      'Buy-ins $55.00 · Cash-outs $55.00 · Difference $0.00',
    );
  });

  it('is not shown for a tournament', async () => {
    renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(makeEvent()) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cash game' })).not.toBeInTheDocument();
  });
});
