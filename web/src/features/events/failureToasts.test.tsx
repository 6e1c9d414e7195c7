// docs/product.md §8's event-page failures: each write that fails says so in a toast with the spec's text
// (a server message with a documented code takes its place), the page stays as it was, and a
// confirm dialog stays open.
import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import {
  CANCEL_EVENT_MUTATION,
  LEAVE_EVENT_MUTATION,
  REMOVE_EVENT_INVITE_MUTATION,
} from './documents';
import { ADD_TABLE_MUTATION, RELEASE_SEAT_MUTATION, REMOVE_TABLE_MUTATION } from './seatDocuments';
import { alex, capabilities, eventMocks, HOST_CAN, makeEvent, sam, table } from './testing';

const offline = new Error('offline');

function openEvent(event: ReturnType<typeof makeEvent>, failing: Mock) {
  return renderApp('/event/e1', { user: makeUser(), mocks: [...eventMocks(event), failing] });
}

describe('event page: §8 failure toasts', { timeout: 30_000 }, () => {
  it('says Failed to leave event and keeps the player in', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: capabilities({ leave: true }),
    });
    const { events } = openEvent(event, {
      request: { query: LEAVE_EVENT_MUTATION, variables: { eventId: 'e1' } },
      error: offline,
    });
    await events.click(await screen.findByRole('button', { name: 'Leave Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Event' });
    await events.click(within(dialog).getByRole('button', { name: 'Leave Event' }));
    expect(await screen.findByText('Failed to leave event')).toBeInTheDocument();
    expect(screen.queryByText('You left the event')).not.toBeInTheDocument();
    // The dialog stays, to try again or back out.
    expect(screen.getByRole('dialog', { name: 'Leave Event' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeEnabled();
  });

  it('says Failed to cancel event and stays on the event', async () => {
    const { events, router } = openEvent(makeEvent({ viewerCan: HOST_CAN }), {
      request: { query: CANCEL_EVENT_MUTATION, variables: { eventId: 'e1' } },
      error: offline,
    });
    await events.click(await screen.findByRole('button', { name: 'Cancel Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Event' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    expect(await screen.findByText('Failed to cancel event')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/e1');
    expect(screen.getByRole('dialog', { name: 'Cancel Event' })).toBeInTheDocument();
  });

  it('says Failed to remove invitation and keeps the address listed', async () => {
    const event = makeEvent({ viewerCan: HOST_CAN, invitedEmails: ['kim@example.com'] });
    const { events } = openEvent(event, {
      request: {
        query: REMOVE_EVENT_INVITE_MUTATION,
        variables: { eventId: 'e1', email: 'kim@example.com' },
      },
      error: offline,
    });
    await events.click(
      await screen.findByRole('button', { name: 'Remove invitation for kim@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Invitation' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove invitation')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove Invitation' })).toBeInTheDocument();
    const invited = screen.getByRole('list', { name: 'Invited players' });
    expect(within(invited).getByText('kim@example.com')).toBeInTheDocument();
  });

  it('says Failed to add table and keeps the Add Table dialog open', async () => {
    const { events } = openEvent(makeEvent({ viewerCan: HOST_CAN }), {
      request: {
        query: ADD_TABLE_MUTATION,
        variables: { eventId: 'e1', name: 'Table 1', maxSeats: 9 },
      },
      error: offline,
    });
    await events.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Table' });
    await events.click(within(dialog).getByRole('button', { name: 'Add Table' }));
    expect(await screen.findByText('Failed to add table')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Table' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Table' })).toBeEnabled();
  });

  it('says Failed to release seat and keeps the seat', async () => {
    const event = makeEvent({
      owner: alex,
      players: [alex, sam],
      viewerCan: capabilities({ leave: true, reserveSeat: true }),
      tables: [table('t1', 'Main Table', 6, [[3, sam]])],
    });
    const { events } = openEvent(event, {
      request: { query: RELEASE_SEAT_MUTATION, variables: { tableId: 't1', seatNumber: 3 } },
      error: offline,
    });
    await events.click(await screen.findByRole('button', { name: 'Release seat 3 (your seat)' }));
    expect(await screen.findByText('Failed to release seat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release seat 3 (your seat)' })).toHaveAttribute(
      'data-state',
      'mine',
    );
  });

  it("shows the server's reason when removing a table fails, else Failed to remove table", async () => {
    const event = makeEvent({ viewerCan: HOST_CAN, tables: [table('t1', 'Main Table', 6)] });
    const { events, unmount } = openEvent(event, {
      request: { query: REMOVE_TABLE_MUTATION, variables: { tableId: 't1' } },
      result: {
        errors: [new GraphQLError('Table not found', { extensions: { code: 'NOT_FOUND' } })],
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Remove Main Table' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Table' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove Table' }));
    expect(await screen.findByText('Table not found')).toBeInTheDocument();
    unmount();

    const again = openEvent(event, {
      request: { query: REMOVE_TABLE_MUTATION, variables: { tableId: 't1' } },
      error: offline,
    });
    await again.events.click(await screen.findByRole('button', { name: 'Remove Main Table' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Table' });
    await again.events.click(within(dialog).getByRole('button', { name: 'Remove Table' }));
    expect(await screen.findByText('Failed to remove table')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove Table' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Main Table seats' })).toBeInTheDocument();
  });
});
