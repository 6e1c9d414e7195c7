import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meMock, renderApp } from '../../test-utils';
import { REGISTER_MUTATION } from './documents';

describe('register', () => {
  it('checks the password length in the browser', async () => {
    const { events } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await events.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await events.type(screen.getByLabelText(/^Password/), '12345');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('creates the account, confirms the e-mail was sent and lands on the verification gate', async () => {
    const created = makeUser({ email: 'new@example.com', emailVerified: false, displayName: '' });
    const { events, router } = renderApp('/register', {
      mocks: [
        meMock(null),
        {
          request: {
            query: REGISTER_MUTATION,
            variables: { email: 'new@example.com', password: 'secret1' },
          },
          result: { data: { register: { __typename: 'Me', ...created } } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    await events.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says Failed to create account when registering fails, and stays on the form', async () => {
    const { events, router } = renderApp('/register', {
      mocks: [
        meMock(null),
        {
          request: {
            query: REGISTER_MUTATION,
            variables: { email: 'new@example.com', password: 'secret1' },
          },
          error: new Error('offline'),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    await events.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
