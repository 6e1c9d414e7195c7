import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeUser, meMock, renderApp, signInMethodsMock } from '../../test-utils';
import { REQUEST_PASSWORD_RESET_MUTATION, SIGN_IN_MUTATION } from './documents';

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);

describe('sign in', () => {
  it('rejects a malformed e-mail in the browser, with the spec message', async () => {
    // No signIn mock: a request leaving the browser would fail with "Failed to sign in".
    const { events } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.type(email(), 'not-an-email');
    await events.type(password(), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to sign in')).not.toBeInTheDocument();
  });

  it('asks for the password', async () => {
    const { events } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.type(email(), 'sam@example.com');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's message in a toast when sign-in fails", async () => {
    const { events, router } = renderApp('/login', {
      mocks: [
        {
          request: {
            query: SIGN_IN_MUTATION,
            variables: { email: 'sam@example.com', password: 'wrong-pass' },
          },
          result: {
            errors: [
              new GraphQLError('Incorrect password', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.type(email(), 'sam@example.com');
    await events.type(password(), 'wrong-pass');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to "Failed to sign in" when the server gives no usable message', async () => {
    const { events } = renderApp('/login', {
      mocks: [
        {
          request: {
            query: SIGN_IN_MUTATION,
            variables: { email: 'sam@example.com', password: 'secret1' },
          },
          error: new Error('Network down'),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.type(email(), 'sam@example.com');
    await events.type(password(), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to sign in')).toBeInTheDocument();
  });

  it('signs in and goes to /', async () => {
    const user = makeUser();
    const { events, router } = renderApp('/login', {
      mocks: [
        meMock(null),
        {
          request: {
            query: SIGN_IN_MUTATION,
            variables: { email: 'sam@example.com', password: 'secret1' },
          },
          result: { data: { signIn: { __typename: 'Me', ...user } } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.type(email(), '  sam@example.com ');
    await events.type(password(), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers Google only when the server has it configured', async () => {
    renderApp('/login', { mocks: [signInMethodsMock(true)] });
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google).toHaveAttribute('href', '/auth/google');
  });

  it('hides Google when the server does not offer it', async () => {
    renderApp('/login', { mocks: [signInMethodsMock(false)] });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Sign in was cancelled'],
    ['failed', 'Failed to sign in with Google'],
  ])('reports a Google error=%s from the redirect', async (code, message) => {
    const { router } = renderApp(`/login?error=${code}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the reset form from Forgot password, validates it, and cancels back', async () => {
    const { events } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a reset link and confirms with a toast', async () => {
    const { events } = renderApp('/login', {
      mocks: [
        {
          request: {
            query: REQUEST_PASSWORD_RESET_MUTATION,
            variables: { email: 'sam@example.com' },
          },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await events.type(email(), 'sam@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Password reset email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says Failed to send reset email when the request fails, and keeps the reset form', async () => {
    const { events } = renderApp('/login', {
      mocks: [
        {
          request: {
            query: REQUEST_PASSWORD_RESET_MUTATION,
            variables: { email: 'sam@example.com' },
          },
          error: new Error('offline'),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await events.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await events.type(email(), 'sam@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});
