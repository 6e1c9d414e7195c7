import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventEditMessages } from '../../../../core/event-editing';
import { makeUser, renderApp } from '../../test-utils';
import { DUPLICATE_EVENT_MUTATION, UPDATE_EVENT_MUTATION } from './documents';
import { alex, capabilities, eventMocks, HOST_CAN, jo, makeEvent, sam } from './testing';

// Far enough ahead that "must be in the future" never fails these tests.
const startsAt = '2031-12-05T03:30:00.000Z';
const saved = {
  title: "Friday Night Hold'em",
  startsAt,
  location: '12 Main St, Springfield',
  buyInCents: 2000,
  maxPlayers: 9,
  description: '',
  reminderHoursBefore: 24,
};

describe('Edit Event', { timeout: 30_000 }, () => {
  it('saves the host’s changes and shows them on the page', async () => {
    const event = makeEvent({ startsAt, viewerCan: HOST_CAN });
    const edited = { ...event, title: 'Saturday Stud', reminderHoursBefore: 0 };
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: {
            query: UPDATE_EVENT_MUTATION,
            variables: {
              eventId: 'e1',
              input: { ...saved, title: 'Saturday Stud', reminderHoursBefore: 0 },
            },
          },
          result: { data: { updateEvent: edited } },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Event' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Date and Time/)).toHaveTextContent(
      'Thursday, December 4, 2031 at 7:30 PM',
    );
    const title = within(dialog).getByLabelText(/Title/);
    await events.clear(title);
    await events.type(title, 'Saturday Stud');
    const reminder = within(dialog).getByLabelText(/Reminder/);
    await events.clear(reminder);
    await events.type(reminder, '0');
    expect(within(dialog).getByText('No reminder e-mail.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saturday Stud' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the buy-in as money, with its cents, and the create form’s placeholders', async () => {
    const event = makeEvent({ startsAt, viewerCan: HOST_CAN, buyInCents: 1500 });
    const { events } = renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    await events.click(await screen.findByRole('button', { name: 'Edit Event' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Buy-in/)).toHaveValue('15.00');
    expect(within(dialog).getByLabelText(/Buy-in/)).toHaveAttribute('placeholder', 'e.g. 20.00');
    expect(within(dialog).getByLabelText(/Description/)).toHaveAttribute(
      'placeholder',
      'Optional notes: game type, what to bring, parking…',
    );
  });

  it('refuses a cap below the players attending, before asking the server', async () => {
    const event = makeEvent({ startsAt, viewerCan: HOST_CAN, players: [sam, alex, jo] });
    const { events } = renderApp('/event/e1', { user: makeUser(), mocks: eventMocks(event) });
    await events.click(await screen.findByRole('button', { name: 'Edit Event' }));
    const dialog = await screen.findByRole('dialog');
    const cap = within(dialog).getByLabelText(/Max Players/);
    await events.clear(cap);
    await events.type(cap, '2');
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(eventEditMessages.capBelowPlayers(3)),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const event = makeEvent({ startsAt, viewerCan: HOST_CAN });
    const { events } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        {
          request: {
            query: UPDATE_EVENT_MUTATION,
            variables: { eventId: 'e1', input: { ...saved, maxPlayers: 3 } },
          },
          result: {
            // Two more joined since the page loaded: the server counts 4.
            errors: [
              new GraphQLError(eventEditMessages.capBelowPlayers(4), {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Event' }));
    const dialog = await screen.findByRole('dialog');
    const cap = within(dialog).getByLabelText(/Max Players/);
    await events.clear(cap);
    await events.type(cap, '3');
    await events.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'Max players cannot be lower than the 4 players already attending',
      ),
    ).toBeInTheDocument();
    expect(cap).toHaveValue('3');
    expect(screen.getByText('2/9 players')).toBeInTheDocument();
  });

  it('is offered to nobody but the host, and not once the event is over', async () => {
    renderApp('/event/e1', {
      user: makeUser({ id: 'u2', displayName: 'Alex', email: 'alex@example.com' }),
      mocks: eventMocks(makeEvent({ startsAt, viewerCan: capabilities({ leave: true }) })),
    });
    expect(await screen.findByRole('button', { name: 'Leave Event' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run It Again' })).not.toBeInTheDocument();
  });
});

describe('Run It Again', { timeout: 30_000 }, () => {
  // Only the clock is fake: the dialog starts from the first weekly repeat still ahead of it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-11-29T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('creates the game again a week on from its last date and goes to the new one', async () => {
    const event = makeEvent({
      startsAt: '2031-11-21T03:30:00.000Z',
      status: 'COMPLETED',
      viewerCan: capabilities(),
    });
    const next = makeEvent({ id: 'e2', title: 'Next week', startsAt, viewerCan: HOST_CAN });
    const { events, router } = renderApp('/event/e1', {
      user: makeUser(),
      mocks: [
        ...eventMocks(event),
        ...eventMocks(next),
        {
          request: { query: DUPLICATE_EVENT_MUTATION, variables: { eventId: 'e1', startsAt } },
          result: { data: { duplicateEvent: next } },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Run It Again' }));
    expect(screen.queryByRole('button', { name: 'Edit Event' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    // Nov 20 has passed and Nov 27 too (the clock says the 29th): Thursday, December 4.
    expect(within(dialog).getByLabelText(/Date and Time/)).toHaveTextContent(
      'Thursday, December 4, 2031 at 7:30 PM',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Next week' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
