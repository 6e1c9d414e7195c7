import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meMock, renderApp } from '../../test-utils';
import { CHANGE_PASSWORD_MUTATION, UPDATE_PROFILE_MUTATION } from './documents';

const timeZoneInput = () =>
  screen
    .getAllByLabelText(/^Time Zone/)
    .find((element) => element.tagName === 'INPUT') as HTMLElement;

describe('profile page', () => {
  it('hides Password Settings for accounts that sign in with Google', async () => {
    renderApp('/profile', { user: makeUser({ authProvider: 'GOOGLE' }) });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('heading', { name: 'Password Settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Current Password/)).not.toBeInTheDocument();
  });

  it('shows Password Settings for password accounts and checks the new password', async () => {
    const { events } = renderApp('/profile', { user: makeUser({ authProvider: 'PASSWORD' }) });
    const card = (await screen.findByRole('heading', { name: 'Password Settings' })).closest(
      'section',
    ) as HTMLElement;
    await events.type(within(card).getByLabelText(/^Current Password/), 'secret1');
    await events.type(within(card).getByLabelText(/^New Password/), 'abc');
    await events.type(within(card).getByLabelText(/^Confirm New Password/), 'abd');
    await events.click(within(card).getByRole('button', { name: 'Update Password' }));
    expect(
      await within(card).findByText('New password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(within(card).getByText('New passwords do not match')).toBeInTheDocument();
  });

  it('requires a display name', async () => {
    const { events } = renderApp('/profile', { user: makeUser({ displayName: '' }) });
    await screen.findByRole('heading', { name: 'Profile' });
    await events.type(screen.getByLabelText(/^Display Name/), '   ');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
  });

  it('offers exactly the six time zones', async () => {
    const { events } = renderApp('/profile', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Profile' });
    const select = timeZoneInput();
    expect(select).toHaveValue('Pacific');
    await events.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Pacific', 'Mountain', 'Central', 'Eastern', 'Alaska', 'Hawaii']);
  });

  it('saves a first-time profile and goes to /', async () => {
    const before = makeUser({ displayName: '' });
    const after = { ...before, displayName: 'Sam', timezone: 'America/Chicago' };
    const { events, router } = renderApp('/profile', {
      mocks: [
        meMock(before),
        {
          request: {
            query: UPDATE_PROFILE_MUTATION,
            variables: { displayName: 'Sam', timezone: 'America/Chicago' },
          },
          result: { data: { updateProfile: { __typename: 'Me', ...after } } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Profile' });
    await events.type(screen.getByLabelText(/^Display Name/), ' Sam ');
    await events.click(timeZoneInput());
    await events.click(await screen.findByRole('option', { name: 'Central' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says Failed to update profile when saving fails, and stays on the page', async () => {
    const { events, router } = renderApp('/profile', {
      mocks: [
        meMock(makeUser()),
        {
          request: {
            query: UPDATE_PROFILE_MUTATION,
            variables: { displayName: 'Sammy', timezone: 'America/Los_Angeles' },
          },
          error: new Error('offline'),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Profile' });
    await events.clear(screen.getByLabelText(/^Display Name/));
    await events.type(screen.getByLabelText(/^Display Name/), 'Sammy');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText(/^Display Name/)).toHaveValue('Sammy');
  });

  it('says Failed to update password with the hint to check the current one', async () => {
    const { events } = renderApp('/profile', {
      mocks: [
        meMock(makeUser({ authProvider: 'PASSWORD' })),
        {
          request: {
            query: CHANGE_PASSWORD_MUTATION,
            variables: { currentPassword: 'wrong-one', newPassword: 'secret22' },
          },
          error: new Error('offline'),
        },
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Password Settings' })).closest(
      'section',
    ) as HTMLElement;
    await events.type(within(card).getByLabelText(/^Current Password/), 'wrong-one');
    await events.type(within(card).getByLabelText(/^New Password/), 'secret22');
    await events.type(within(card).getByLabelText(/^Confirm New Password/), 'secret22');
    await events.click(within(card).getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password. Please check your current password.'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText(/^Current Password/)).toHaveValue('wrong-one');
  });
});
