import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEventDate, wallTimeToIso } from '../../../../core/format';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import {
  CREATE_EVENT_MUTATION,
  CREATE_EVENT_OPTIONS_QUERY,
  CREATE_EVENT_SERIES_MUTATION,
  CREATE_LOCATION_MUTATION,
} from './documents';
import { alex, eventMocks, HOST_CAN, jo, makeEvent } from './testing';

const garage = {
  __typename: 'Location' as const,
  id: 'l1',
  name: "Dave's garage",
  address: '12 Main St, Springfield',
};

function optionsMock({ groups = [] as unknown[], locations = [garage] as unknown[] } = {}): Mock {
  return {
    request: { query: CREATE_EVENT_OPTIONS_QUERY },
    result: {
      data: {
        me: { __typename: 'Me', id: 'u1', groups, locations, previousAttendees: [alex, jo] },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const input = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLElement;

const submit = () => screen.getByRole('button', { name: 'Create Event' });

/** A day `monthOffset` months from now, picked in the Date and Time field at its default 7 PM. */
async function pickDate(
  events: ReturnType<typeof renderApp>['events'],
  monthOffset: number,
  day = 15,
) {
  await events.click(screen.getByRole('button', { name: /^Date and Time \(Pacific\)/ }));
  const label = monthOffset < 0 ? 'Previous month' : 'Next month';
  for (let i = 0; i < Math.abs(monthOffset); i++) {
    await events.click(await screen.findByRole('button', { name: label }));
  }
  const target = new Date();
  target.setDate(1);
  target.setMonth(target.getMonth() + monthOffset);
  const monthName = target.toLocaleString('en-US', { month: 'long' });
  await events.click(
    await screen.findByRole('button', { name: `${day} ${monthName} ${target.getFullYear()}` }),
  );
  await events.click(screen.getByRole('button', { name: 'Confirm date and time' }));
  const month = String(target.getMonth() + 1).padStart(2, '0');
  return `${target.getFullYear()}-${month}-${String(day).padStart(2, '0')} 19:00:00`;
}

describe('create event', { timeout: 30_000 }, () => {
  it('labels the date with the profile zone and hides the group selector without groups', async () => {
    renderApp('/create-event', { user: makeUser(), mocks: [optionsMock()] });
    expect(await screen.findByRole('form', { name: 'Create Event' })).toBeInTheDocument();
    expect(screen.getByText('Date and Time (Pacific)')).toBeInTheDocument();
    expect(screen.queryByText('Group')).not.toBeInTheDocument();
    expect(input(/^Previous Attendees/)).toBeInTheDocument();
  });

  it('shows hints, not values that look filled in, in its empty fields', async () => {
    const { events } = renderApp('/create-event', { user: makeUser(), mocks: [optionsMock()] });
    await screen.findByRole('form', { name: 'Create Event' });
    // Each example says it is one; an empty field must not read as "Friday Night Hold'em" or $20.
    expect(input(/^Title/)).toHaveValue('');
    expect(input(/^Title/)).toHaveAttribute('placeholder', "e.g. Friday Night Hold'em");
    expect(input(/^Buy-in/)).toHaveValue('');
    expect(input(/^Buy-in/)).toHaveAttribute('placeholder', 'e.g. 20.00');
    await events.click(screen.getByRole('button', { name: 'Add New Location' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute(
      'placeholder',
      "e.g. Dave's garage",
    );
    expect(within(dialog).getByLabelText(/^Address/)).toHaveAttribute(
      'placeholder',
      'e.g. 12 Main St, Springfield',
    );
  });

  it('names the viewer’s own zone', async () => {
    renderApp('/create-event', {
      user: makeUser({ timezone: 'America/New_York' }),
      mocks: [optionsMock()],
    });
    expect(await screen.findByText('Date and Time (Eastern)')).toBeInTheDocument();
  });

  it('shows the §5 messages before anything is sent', async () => {
    const { events } = renderApp('/create-event', { user: makeUser(), mocks: [optionsMock()] });
    await screen.findByRole('form', { name: 'Create Event' });
    await events.clear(input(/^Max Players/));
    await events.type(input(/^Max Players/), '1');
    await events.type(input(/^Title/), '   ');
    await events.click(submit());
    expect(await screen.findByText('Event title is required')).toBeInTheDocument();
    expect(screen.getByText('Event date is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Valid buy-in amount is required')).toBeInTheDocument();
    expect(screen.getByText('Maximum players must be at least 2')).toBeInTheDocument();
  });

  it('stops a buy-in above $1,000,000 and a title at its limit', async () => {
    const { events } = renderApp('/create-event', { user: makeUser(), mocks: [optionsMock()] });
    await screen.findByRole('form', { name: 'Create Event' });
    expect(input(/^Title/)).toHaveAttribute('maxLength', '120');
    await events.type(input(/^Buy-in/), '1000000.01');
    await events.click(submit());
    expect(await screen.findByText('Buy-in must be at most $1,000,000')).toBeInTheDocument();
  });

  it('wants a future date, except for group events', async () => {
    const { events } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock({
          groups: [
            {
              __typename: 'Group',
              id: 'g1',
              name: 'The Regulars',
              members: [{ __typename: 'User', id: 'u9', displayName: 'Pat Regular' }],
            },
          ],
        }),
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    await pickDate(events, -1);
    await events.click(submit());
    expect(await screen.findByText('Event date must be in the future')).toBeInTheDocument();

    await events.click(input(/^Group/));
    await events.click(await screen.findByRole('option', { name: 'The Regulars' }));
    // A start already past records a game that was played: who played, not invitations.
    expect(
      screen.getByText('A game already played: nobody in The Regulars is invited.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Previous Attendees')).not.toBeInTheDocument();
    await events.click(input(/^Who Played/));
    expect(await screen.findByRole('option', { name: 'Pat Regular' })).toBeInTheDocument();
    await events.click(submit());
    await waitFor(() =>
      expect(screen.queryByText('Event date must be in the future')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Event title is required')).toBeInTheDocument();
  });

  it('says Failed to add location and keeps the dialog with what was typed', async () => {
    const { events } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock({ locations: [] }),
        {
          request: {
            query: CREATE_LOCATION_MUTATION,
            variables: { name: 'The Lake House', address: '9 Shore Rd' },
          },
          error: new Error('offline'),
        },
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    await events.click(screen.getByRole('button', { name: 'Add New Location' }));
    const dialog = await screen.findByRole('dialog');
    await events.type(within(dialog).getByLabelText(/^Name/), 'The Lake House');
    await events.type(within(dialog).getByLabelText(/^Address/), '9 Shore Rd');
    await events.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Failed to add location')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('The Lake House');
  });

  it('adds a location from the + dialog', async () => {
    const { events } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock({ locations: [] }),
        {
          request: {
            query: CREATE_LOCATION_MUTATION,
            variables: { name: 'The Lake House', address: '9 Shore Rd' },
          },
          result: {
            data: {
              createLocation: {
                __typename: 'Location',
                id: 'l2',
                name: 'The Lake House',
                address: '9 Shore Rd',
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    await events.click(screen.getByRole('button', { name: 'Add New Location' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add New Location')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(await within(dialog).findByText('Location name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    // Submitting the dialog does not submit the event form around it.
    expect(screen.queryByText('Event title is required')).not.toBeInTheDocument();

    await events.type(within(dialog).getByLabelText(/^Name/), ' The Lake House ');
    await events.type(within(dialog).getByLabelText(/^Address/), '9 Shore Rd');
    await events.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Location added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input(/^Location/)).toHaveValue('The Lake House');
    expect(input(/^Location/)).toHaveAccessibleDescription('9 Shore Rd');
  });

  it('creates a cash game with dollars as cents and the picked time in the viewer’s zone, then opens it', async () => {
    let sent: Record<string, unknown> | null = null;
    const created = makeEvent({ id: 'new1', title: 'Friday Night', viewerCan: HOST_CAN });
    const { events, router } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock(),
        {
          request: {
            query: CREATE_EVENT_MUTATION,
            variables: (variables: Record<string, unknown>) => {
              sent = variables;
              return true;
            },
          },
          result: { data: { createEvent: created } },
        },
        ...eventMocks(created),
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    // The kind of game: a tournament unless the host picks a cash game.
    const kind = screen.getByRole('radiogroup', { name: 'Game' });
    expect(within(kind).getByRole('radio', { name: 'Tournament' })).toBeChecked();
    await events.click(within(kind).getByRole('radio', { name: 'Cash game' }));
    expect(within(kind).getByRole('radio', { name: 'Cash game' })).toBeChecked();
    expect(kind).toHaveAccessibleDescription(
      'Buy-ins and cash-outs: record each on the night, then settle once they add up.',
    );
    await events.type(input(/^Title/), '  Friday Night ');
    const wall = await pickDate(events, 1);
    await events.click(input(/^Location/));
    await events.click(await screen.findByRole('option', { name: /Dave's garage/ }));
    await events.type(input(/^Buy-in/), '20.5');
    await events.clear(input(/^Max Players/));
    await events.type(input(/^Max Players/), '8');
    await events.click(input(/^Previous Attendees/));
    await events.click(await screen.findByRole('option', { name: 'Jo' }));
    await events.click(submit());

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      input: {
        kind: 'CASH',
        title: 'Friday Night',
        startsAt: wallTimeToIso(wall, 'America/Los_Angeles'),
        location: "Dave's garage, 12 Main St, Springfield",
        buyInCents: 2050,
        maxPlayers: 8,
        reminderHoursBefore: 24,
        inviteUserIds: ['u3'],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/new1'));
  });

  it('creates a series with Repeat and opens its first event', async () => {
    let sent: Record<string, unknown> | null = null;
    const first = makeEvent({ id: 's1', title: 'Weekly', viewerCan: HOST_CAN });
    const { events, router } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock(),
        {
          request: {
            query: CREATE_EVENT_SERIES_MUTATION,
            variables: (variables: Record<string, unknown>) => {
              sent = variables;
              return true;
            },
          },
          result: {
            data: {
              createEventSeries: ['s1', 's2', 's3'].map((id) => ({
                __typename: 'Event' as const,
                id,
                startsAt: first.startsAt,
              })),
            },
          },
        },
        ...eventMocks(first),
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    await events.type(input(/^Title/), 'Weekly');
    const wall = await pickDate(events, 1);
    await events.click(input(/^Location/));
    await events.click(await screen.findByRole('option', { name: /Dave's garage/ }));
    await events.type(input(/^Buy-in/), '10');
    const reminder = input(/^Reminder/);
    await events.clear(reminder);
    await events.type(reminder, '3');
    expect(screen.queryByLabelText(/^Games/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('switch', { name: /^Repeat/ }));
    await events.click(input(/^Every/));
    await events.click(await screen.findByRole('option', { name: '2 weeks' }));
    const count = input(/^Games/);
    await events.clear(count);
    await events.type(count, '27');
    await events.click(screen.getByRole('button', { name: 'Create Events' }));
    expect(await screen.findByText('A series has 2 to 26 events')).toBeInTheDocument();
    expect(sent).toBeNull();
    await events.clear(count);
    await events.type(count, '3');
    // Two fortnights after the 15th: the 13th of the month after, or so, at the same 7 PM.
    const [year, month] = wall.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month - 1, 15 + 28)).toISOString().slice(0, 10);
    expect(
      screen.getByText(
        `The last game is on ${formatEventDate(wallTimeToIso(`${last} 19:00:00`, 'America/Los_Angeles')!, 'America/Los_Angeles')}.`,
      ),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Create Events' }));

    expect(
      await screen.findByText('3 events created, every 2 weeks. This is the first.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      input: {
        kind: 'TOURNAMENT',
        title: 'Weekly',
        startsAt: wallTimeToIso(wall, 'America/Los_Angeles'),
        location: "Dave's garage, 12 Main St, Springfield",
        buyInCents: 1000,
        maxPlayers: 9,
        reminderHoursBefore: 3,
      },
      recurrence: { everyWeeks: 2, count: 3 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/s1'));
  });

  it('says Failed to create event when the server cannot be reached', async () => {
    const { events } = renderApp('/create-event', {
      user: makeUser(),
      mocks: [
        optionsMock(),
        {
          request: { query: CREATE_EVENT_MUTATION, variables: () => true },
          error: new Error('network down'),
        },
      ],
    });
    await screen.findByRole('form', { name: 'Create Event' });
    await events.type(input(/^Title/), 'Friday Night');
    await pickDate(events, 1);
    await events.click(input(/^Location/));
    await events.click(await screen.findByRole('option', { name: /Dave's garage/ }));
    await events.type(input(/^Buy-in/), '0');
    await events.click(submit());
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
  });
});
