import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meMock, renderApp, type Mock } from '../../test-utils';
import { webcalUrlOf } from './CalendarFeedCard';
import { CALENDAR_FEED_QUERY, ROTATE_CALENDAR_FEED_MUTATION } from './documents';

const user = makeUser();
const oldUrl = 'https://poker.example/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const newUrl = 'https://poker.example/calendar/feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';
const me = (calendarFeedUrl: string) => ({
  __typename: 'Me' as const,
  id: user.id,
  calendarFeedUrl,
});

const feedMock = (url: string): Mock => ({
  request: { query: CALENDAR_FEED_QUERY },
  result: { data: { me: me(url) } },
});

async function card() {
  const heading = await screen.findByRole('heading', { name: 'Calendar' });
  return heading.closest('section') as HTMLElement;
}

describe('calendar card', { timeout: 30_000 }, () => {
  it('shows the feed address with Copy and a webcal:// Subscribe link', async () => {
    renderApp('/profile', { mocks: [meMock(user), feedMock(oldUrl)] });
    const section = await card();
    expect(await within(section).findByText(oldUrl)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://poker.example/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
    );
  });

  it('makes a new address after a confirm, and shows it', async () => {
    const { events } = renderApp('/profile', {
      mocks: [
        meMock(user),
        feedMock(oldUrl),
        {
          request: { query: ROTATE_CALENDAR_FEED_MUTATION },
          result: { data: { rotateCalendarFeed: me(newUrl) } },
        },
      ],
    });
    const section = await card();
    await within(section).findByText(oldUrl);
    await events.click(within(section).getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar address' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText('New calendar address ready')).toBeInTheDocument();
    expect(await within(section).findByText(newUrl)).toBeInTheDocument();
    expect(within(section).queryByText(oldUrl)).not.toBeInTheDocument();
  });

  it('keeps the address when the confirm is turned down', async () => {
    const { events } = renderApp('/profile', { mocks: [meMock(user), feedMock(oldUrl)] });
    const section = await card();
    await within(section).findByText(oldUrl);
    await events.click(within(section).getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar address' });
    await events.click(within(dialog).getByRole('button', { name: 'Keep this address' }));
    expect(within(section).getByText(oldUrl)).toBeInTheDocument();
  });

  it('subscribes over webcal whether the site is http or https', () => {
    expect(webcalUrlOf('http://localhost:3000/calendar/feed/x.ics')).toBe(
      'webcal://localhost:3000/calendar/feed/x.ics',
    );
    expect(webcalUrlOf(newUrl)).toBe(
      'webcal://poker.example/calendar/feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics',
    );
  });
});
