// The frame of every signed-in page: a centred column with the page title, an optional line of
// context and a slot for the page's main actions. It also sets the browser tab title.
import { Box, Container, Group, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface PageContainerProps {
  /** Page heading (an h1). Omit it for pages that draw their own header. */
  title?: ReactNode;
  /** Browser tab title; defaults to `title` when that is a string. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons shown beside the heading (wrap under it on phones). */
  actions?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

export function PageContainer({
  title,
  documentTitle,
  description,
  actions,
  size = 'lg',
  children,
}: PageContainerProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useDocumentTitle(tabTitle ? `${tabTitle} · Poker Night` : 'Poker Night');

  return (
    <Container size={size} px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      {(title || actions) && (
        <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
          <Box style={{ minWidth: 0 }}>
            {title && (
              <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.15}>
                {title}
              </Title>
            )}
            {description && (
              <Text c="dimmed" mt={6}>
                {description}
              </Text>
            )}
          </Box>
          {actions && (
            <Group gap="sm" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
      )}
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}
