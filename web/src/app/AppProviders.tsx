// Providers in the order they depend on each other: Apollo (data) → Mantine (theme, toasts at
// the top right, modals) → sign-in state. Tests pass their own Apollo client (MockedProvider).
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { theme } from './theme';

/** Theme, toasts and modals, without data. `env="test"` turns off transitions and portals. */
export function UiProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" limit={4} zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
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
