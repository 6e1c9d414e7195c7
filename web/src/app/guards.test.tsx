import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meMock, renderApp } from '../test-utils';
import { useAuth } from '../auth/AuthProvider';
import { SEND_VERIFICATION_EMAIL_MUTATION } from '../auth/documents';
import { VERIFICATION_POLL_MS } from './VerificationGate';

vi.mock('../ui/browser', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../ui/browser');

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('route guards', () => {
  it('shows Loading... on a protected page while the sign-in state loads', () => {
    renderApp('/dashboard', { mocks: [meMock(makeUser(), { delay: Number.POSITIVE_INFINITY })] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('renders nothing on a public page until the sign-in state is known', () => {
    renderApp('/contact', { mocks: [meMock(null, { delay: Number.POSITIVE_INFINITY })] });
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor from a protected page to /login', async () => {
    const { router } = renderApp('/groups/g1', { user: null });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/dashboard', '/history', '/groups', '/create-event', '/event/e1', '/profile'])(
    'gates %s behind e-mail verification',
    async (path) => {
      renderApp(path, { user: makeUser({ emailVerified: false, displayName: '' }) });
      expect(
        await screen.findByRole('heading', { name: 'Email Verification Required' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    },
  );

  it('resends the verification e-mail and confirms with a toast', async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser({ emailVerified: false }),
      mocks: [
        meMock(makeUser({ emailVerified: false })),
        {
          request: { query: SEND_VERIFICATION_EMAIL_MUTATION },
          result: { data: { sendVerificationEmail: true } },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeInTheDocument();
  });

  it('says Failed to send verification email. Please try again. when resending fails', async () => {
    const { events } = renderApp('/dashboard', {
      user: makeUser({ emailVerified: false }),
      mocks: [
        meMock(makeUser({ emailVerified: false })),
        { request: { query: SEND_VERIFICATION_EMAIL_MUTATION }, error: new Error('offline') },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Failed to send verification email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('checks every 5 seconds and reloads the page once the address is verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unverified = makeUser({ emailVerified: false });
    renderApp('/dashboard', {
      delay: 0,
      mocks: [
        { ...meMock(unverified), maxUsageCount: 2 },
        meMock(makeUser({ emailVerified: true })),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();

    // First check: still unverified.
    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION_POLL_MS));
    expect(reloadPage).not.toHaveBeenCalled();

    // Second check: verified, so the page reloads.
    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION_POLL_MS));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('sends a user without a display name to /profile', async () => {
    const { router } = renderApp('/history', { user: makeUser({ displayName: '' }) });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByText('Welcome to Poker Night!')).toBeInTheDocument();
  });

  it('lets /profile render without a display name (no profile gate there)', async () => {
    const { router } = renderApp('/profile', { user: makeUser({ displayName: '' }) });
    expect(await screen.findByLabelText(/Display Name/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows a protected page to a verified user with a complete profile', async () => {
    renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    function Probe() {
      useAuth();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
