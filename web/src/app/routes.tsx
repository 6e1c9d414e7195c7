// Every route of SPEC §2 as a hash route (/#/event/{id}). Public pages wait for the first
// sign-in state; protected pages stack the guards (sign-in → verification → profile).
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { ContactPage } from '../features/contact/ContactPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { CreateEventPage } from '../features/events/CreateEventPage';
import { EventDetailPage } from '../features/events/EventDetailPage';
import { GroupDetailPage } from '../features/groups/GroupDetailPage';
import { GroupsPage } from '../features/groups/GroupsPage';
import { HistoryPage } from '../features/history/HistoryPage';
import { LandingPage } from '../features/landing/LandingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { TimerPage } from '../features/timer/TimerPage';
import { AppLayout } from './AppLayout';
import { AuthReady, RequireAuth, RequireProfile, RequireVerifiedEmail } from './guards';
import { NotFoundPage } from './NotFoundPage';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
                  { path: 'create-event', element: <CreateEventPage /> },
                  { path: 'event/:id', element: <EventDetailPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
