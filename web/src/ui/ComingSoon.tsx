// A deliberate "not built yet" panel for pages whose feature is still being written.
import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ComingSoonProps {
  /** What the page will offer, in a sentence. */
  children?: ReactNode;
  icon?: ReactNode;
}

export function ComingSoon({ children, icon }: ComingSoonProps) {
  return (
    <Card
      py={48}
      px="lg"
      style={{
        borderStyle: 'dashed',
        background:
          'linear-gradient(180deg, var(--mantine-color-felt-0) 0%, var(--mantine-color-body) 70%)',
      }}
    >
      <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          {icon ?? <IconCards size={34} stroke={1.6} />}
        </ThemeIcon>
        <Badge variant="light" color="chip" size="lg" mt="xs">
          Coming soon
        </Badge>
        <Title order={2} fz="h3">
          We're shuffling the deck
        </Title>
        {children && <Text c="dimmed">{children}</Text>}
      </Stack>
    </Card>
  );
}
