// Every route of docs/product.md §2 as a hash route (/#/event/{id}). Public pages wait for the first
// sign-in state; protected pages stack the guards (sign-in → verification → profile).
// Every page but the landing page is its own chunk (lazyPage), loaded on first visit: the
// initial download stays small, and heavy pages (event editor with @mantine/dates, timer
// template editor) cost only those who open them.
import { isValidElement } from 'react';
import { createHashRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from './AppLayout';
import { AuthReady, RequireAuth, RequireProfile, RequireVerifiedEmail } from './guards';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { PageLoadError } from './PageLoadError';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/VerifyEmailPage'),
  'VerifyEmailPage',
);
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const CreateEventPage = lazyPage(
  () => import('../features/events/CreateEventPage'),
  'CreateEventPage',
);
const EventDetailPage = lazyPage(
  () => import('../features/events/EventDetailPage'),
  'EventDetailPage',
);
const GroupDetailPage = lazyPage(
  () => import('../features/groups/GroupDetailPage'),
  'GroupDetailPage',
);
// The admin dashboard and its chart library (@mantine/charts, recharts) load only when opened.
const GroupAdminPage = lazyPage(
  () => import('../features/group-admin/GroupAdminPage'),
  'GroupAdminPage',
);
const ClaimGuestPage = lazyPage(
  () => import('../features/guests/ClaimGuestPage'),
  'ClaimGuestPage',
);
const GroupsPage = lazyPage(() => import('../features/groups/GroupsPage'), 'GroupsPage');
const HistoryPage = lazyPage(() => import('../features/history/HistoryPage'), 'HistoryPage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const TimerPage = lazyPage(() => import('../features/timer/TimerPage'), 'TimerPage');
const TournamentDisplayPage = lazyPage(
  () => import('../features/tournament/TournamentDisplayPage'),
  'TournamentDisplayPage',
);

/** Fetches every lazy page now (component tests render any of them right away). */
export async function preloadPages() {
  await Promise.all(
    [
      LoginPage,
      RegisterPage,
      ResetPasswordPage,
      VerifyEmailPage,
      ContactPage,
      DashboardPage,
      CreateEventPage,
      EventDetailPage,
      GroupDetailPage,
      GroupAdminPage,
      ClaimGuestPage,
      GroupsPage,
      HistoryPage,
      ProfilePage,
      TimerPage,
      TournamentDisplayPage,
    ].map((page) => page.preload()),
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <PageLoadError />,
    children: [
      {
        element: <AuthReady />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'timer', element: <TimerPage /> },
          // Game night's TV view behind the display link: no sign-in (issue 11).
          { path: 'display/:token', element: <TournamentDisplayPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireVerifiedEmail />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              {
                element: <RequireProfile />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'history', element: <HistoryPage /> },
                  { path: 'groups', element: <GroupsPage /> },
                  { path: 'groups/:id', element: <GroupDetailPage /> },
                  { path: 'groups/:id/admin', element: <GroupAdminPage /> },
                  { path: 'create-event', element: <CreateEventPage /> },
                  { path: 'event/:id', element: <EventDetailPage /> },
                  { path: 'claim-guest', element: <ClaimGuestPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts downloading the chunk of the page a URL opens (`#/timer`, `#/event/…`) right away. The
 * page itself renders only once `me` has answered (the guards need it); fetched then, its chunk
 * would be one more round trip after that answer, on a phone the largest part of the first paint.
 */
export function preloadPageFor(hash: string) {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (!isValidElement(route.element)) continue;
    const page = route.element.type as { preload?: () => Promise<void> };
    // A failure here is reported when the page renders and asks again (reloadOnStaleChunk).
    page.preload?.().catch(() => undefined);
  }
}

export function createAppRouter() {
  preloadPageFor(window.location.hash);
  return createHashRouter(routes);
}
