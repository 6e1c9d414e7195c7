// The felt-table frame of the sign-in, register and e-mail link screens: the logo (a way home,
// since visitors have no top bar here) above a centred card. A signed-in person (on the e-mail
// verification and reset links) has the top bar and its logo: the frame then shows no second one.
import { Box, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { FELT_GRADIENT } from '../../ui/theme';
import { HomeLogoLink } from '../../ui/Logo';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  documentTitle: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Centre the heading (status screens whose content is centred too). */
  centered?: boolean;
}

export function AuthLayout({
  title,
  subtitle,
  documentTitle,
  children,
  footer,
  centered = false,
}: AuthLayoutProps) {
  useDocumentTitle(`${documentTitle} · Poker Night`);
  const { user } = useAuth();
  return (
    <Box
      mih="calc(100dvh - var(--app-shell-header-offset, 0rem))"
      style={{ background: FELT_GRADIENT }}
      px="md"
      py={{ base: 32, sm: 56 }}
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          {!user && (
            <Center>
              <HomeLogoLink inverted />
            </Center>
          )}
          <Card shadow="xl" p={{ base: 'lg', sm: 32 }} withBorder={false}>
            <Stack gap={4} mb="lg" ta={centered ? 'center' : undefined}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Card>
          {footer && (
            <Text ta="center" c="rgba(255,255,255,0.85)" size="sm">
              {footer}
            </Text>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
