// Providers in the order they depend on each other: Apollo (data) → Mantine (theme, toasts at
// the top right) → sign-in state. Tests pass their own Apollo client (MockedProvider).
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { cssVariablesResolver, theme } from '../ui/theme';

// Toasts are never part of the first paint (Toasts.tsx): the container mounts once its code is
// in. Tests preload it so it is there from the first render.
let loadedToasts: ComponentType | undefined;
export async function preloadToasts() {
  loadedToasts ??= (await import('./Toasts')).Toasts;
  return loadedToasts;
}

function DeferredToasts() {
  const [Toasts, setToasts] = useState(() => loadedToasts);
  useEffect(() => {
    if (!Toasts) void preloadToasts().then((loaded) => setToasts(() => loaded));
  }, [Toasts]);
  return Toasts ? <Toasts /> : null;
}

/** Theme and toasts, without data. `env="test"` turns off transitions and portals. */
export function UiProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DeferredToasts />
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
