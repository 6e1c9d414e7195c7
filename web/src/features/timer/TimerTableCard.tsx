// The frame of the timer's two reference cards (Blind Structure, Chip Distribution): a section
// named by its heading, with the template's name beside it and less padding on phones.
import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function TimerTableCard({
  titleId,
  title,
  name,
  phone,
  children,
}: {
  titleId: string;
  title: string;
  /** The blind structure's or chip set's name. */
  name: string;
  phone: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId} padding={phone ? 'md' : 'lg'}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {name}
        </Text>
      </Group>
      {children}
    </Card>
  );
}
