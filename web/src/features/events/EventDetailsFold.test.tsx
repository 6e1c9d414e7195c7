// Event details during a game night: folded at first, opened and closed from the keyboard, and
// nothing inside reachable by Tab while folded.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { EventDetailsFold } from './EventDetailsFold';
import { EventStateBadge } from './EventStateBadge';

describe('EventDetailsFold', () => {
  it('starts folded and opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <EventDetailsFold>
        <button type="button">Cancel Event</button>
      </EventDetailsFold>,
    );
    const toggle = screen.getByRole('button', { name: /Event details/ });
    expect(screen.getByRole('heading', { level: 2, name: /Event details/ })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cancel Event' })).toBeNull();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The fold opens with a transition: its contents are there once it has run.
    expect(await screen.findByRole('button', { name: 'Cancel Event' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cancel Event' })).toBeNull();
  });
});

describe('EventStateBadge', () => {
  it('says Live while a game night runs, whatever the start time says', () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    renderWithProviders(
      <>
        <EventStateBadge status="UPCOMING" startsAt={inAnHour} tone="dark" live />
        <EventStateBadge status="UPCOMING" startsAt={inAnHour} tone="dark" />
      </>,
    );
    expect(screen.getAllByTestId('event-state').map((badge) => badge.textContent)).toEqual([
      'Live',
      'Upcoming',
    ]);
  });
});
