import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import { RESET_PASSWORD_MUTATION } from './documents';

describe('reset password page', () => {
  it('checks length and match with the spec messages', async () => {
    const { events } = renderApp('/reset-password?oobCode=r1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await events.type(screen.getByLabelText(/^New Password/), '123');
    await events.type(screen.getByLabelText(/^Confirm New Password/), '124');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('New password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
  });

  it('sets the new password and goes to /login', async () => {
    const { events, router } = renderApp('/reset-password?oobCode=r1', {
      mocks: [
        {
          request: {
            query: RESET_PASSWORD_MUTATION,
            variables: { code: 'r1', newPassword: 'secret22' },
          },
          result: { data: { resetPassword: true } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await events.type(screen.getByLabelText(/^New Password/), 'secret22');
    await events.type(screen.getByLabelText(/^Confirm New Password/), 'secret22');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByText('Your password has been reset. Please sign in with your new password.'),
    ).toBeInTheDocument();
  });
});
