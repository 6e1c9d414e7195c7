import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meMock, renderApp } from '../test-utils';
import { ME_QUERY } from '../auth/documents';
import { isSignOutPending } from '../auth/pendingSignOut';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MEMBER_LINKS = ['Dashboard', 'History', 'Groups', 'Timer', 'Profile', 'Contact'];

describe('top bar', () => {
  it('shows the member links and Logout to a signed-in user', async () => {
    renderApp('/dashboard', { user: makeUser() });
    const bar = await screen.findByRole('banner');
    const nav = within(bar).getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(MEMBER_LINKS);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('points the logo at /dashboard when signed in', async () => {
    renderApp('/groups', { user: makeUser() });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: /Poker Night/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the bar on every page to a signed-in user, including public ones', async () => {
    renderApp('/contact', { user: makeUser() });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Contact, Sign In and Get Started to a visitor on the landing page', async () => {
    renderApp('/', { user: null });
    const bar = await screen.findByRole('banner');
    const nav = within(bar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact', 'Sign In', 'Get Started']);
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(bar).getByRole('link', { name: 'Poker Night home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(bar).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each(['/login', '/register', '/contact', '/verify-email'])(
    'shows no bar to a visitor on %s',
    async (path) => {
      renderApp(path, { user: null });
      await screen.findAllByRole('heading', { level: 1 });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it('opens the burger menu with the same links on small screens', async () => {
    const { events } = renderApp('/history', { user: makeUser() });
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await events.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = document.getElementById('mobile-navigation');
    expect(menu).not.toBeNull();
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MEMBER_LINKS);
  });

  it('signs out from Logout and returns to the landing page as a visitor', async () => {
    // The sign-out itself goes to the server with fetch (auth/pendingSignOut.ts).
    const fetch = vi.fn(async () => Response.json({ data: { signOut: true } }));
    vi.stubGlobal('fetch', fetch);
    const { events, router } = renderApp('/dashboard', {
      mocks: [{ ...meMock(makeUser()), maxUsageCount: 1 }, meMock(null)],
    });
    const bar = await screen.findByRole('banner');
    await events.click(within(bar).getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Get Started' })).toBeInTheDocument(),
    );
    expect(within(bar).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(isSignOutPending()).toBe(false));
    expect(fetch).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({ body: expect.stringContaining('signOut') }),
    );
  });

  it('signs out at once with no network, and remembers to end the session later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { events } = renderApp('/dashboard', {
      // After sign-out's reset, `me` cannot be asked either.
      mocks: [
        { ...meMock(makeUser()), maxUsageCount: 1 },
        { request: { query: ME_QUERY }, error: new TypeError('Failed to fetch') },
      ],
    });
    const bar = await screen.findByRole('banner');
    await events.click(within(bar).getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Get Started' })).toBeInTheDocument(),
    );
    expect(screen.queryByText('Failed to sign out')).not.toBeInTheDocument();
    expect(isSignOutPending()).toBe(true);
  });
});
