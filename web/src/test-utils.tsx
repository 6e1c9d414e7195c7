// Helpers for component tests: the real routes and providers, with Apollo's MockedProvider in
// place of the network.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import { preloadToasts, UiProviders } from './app/AppProviders';
import { AuthProvider, type CurrentUser } from './auth/AuthProvider';
import { ME_QUERY } from './auth/documents';
import { preloadPages, routes } from './app/routes';
import { SIGN_IN_METHODS_QUERY } from './features/auth/documents';

// Pages and the toast container are loaded lazily in the app; a test should not wait for that.
await Promise.all([preloadPages(), preloadToasts()]);

// Toasts live in a module-level store: start every test with none.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

export type Mock = MockLink.MockedResponse;

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'sam@example.com',
    emailVerified: true,
    displayName: 'Sam',
    timezone: 'America/Los_Angeles',
    authProvider: 'PASSWORD',
    ...overrides,
  };
}

/** The `me` query answering `user` (null = signed out), as often as it is asked. */
export function meMock(user: CurrentUser | null, options: { delay?: number } = {}): Mock {
  return {
    request: { query: ME_QUERY },
    result: { data: { me: user ? { __typename: 'Me', ...user } : null } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...options,
  };
}

export function signInMethodsMock(google: boolean): Mock {
  return {
    request: { query: SIGN_IN_METHODS_QUERY },
    result: { data: { signInMethods: { __typename: 'SignInMethods', google } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

interface RenderAppOptions {
  /** Signed-in user for the `me` query; `null` = signed out. Ignored when `mocks` has its own. */
  user?: CurrentUser | null;
  mocks?: Mock[];
  /** MockLink delay for every mock without its own (ms). */
  delay?: number;
}

/** Renders the whole app (layout, guards, routes) at `path`. */
export function renderApp(path: string, { user = null, mocks = [], delay }: RenderAppOptions = {}) {
  const has = (query: unknown) => mocks.some((mock) => mock.request.query === query);
  const allMocks = [
    ...mocks,
    ...(has(ME_QUERY) ? [] : [meMock(user)]),
    ...(has(SIGN_IN_METHODS_QUERY) ? [] : [signInMethodsMock(false)]),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MockedProvider
      mocks={allMocks}
      mockLinkDefaultOptions={delay === undefined ? undefined : { delay }}
    >
      <UiProviders env="test">
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </UiProviders>
    </MockedProvider>,
  );
  return { ...utils, router, events: userEvent.setup() };
}

/** Renders one element inside the providers (no routes). */
export function renderWithProviders(ui: ReactNode, { mocks = [] }: { mocks?: Mock[] } = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <UiProviders env="test">{ui}</UiProviders>
    </MockedProvider>,
  );
}
