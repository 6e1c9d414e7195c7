// Providers in the order they depend on each other: Apollo (data) → Mantine (theme, toasts at
// the top right) → sign-in state. Tests pass their own Apollo client (MockedProvider).
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { theme } from '../ui/theme';

/** Theme and toasts, without data. `env="test"` turns off transitions and portals. */
export function UiProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" limit={4} zIndex={1000} />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <UiProviders>
        <AuthProvider>{children}</AuthProvider>
      </UiProviders>
    </ApolloProvider>
  );
}
