// A titled card section, the way every card on the screens opens: an icon, an h2 that names the
// section for assistive technology (aria-labelledby), and optionally a count badge kept on the
// title's line or the section's main button, which drops below the title when the line is short.
import { Card, Group, Title, type CardProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SectionCardProps extends Omit<CardProps, 'title'> {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  icon: TablerIcon;
  /** The icon's colour; the felt green unless given. */
  iconColor?: string;
  /** A smaller heading and gap, for the narrow side cards. */
  compact?: boolean;
  /** A count or state beside the title, at the far end of its line. */
  badge?: ReactNode;
  /** The section's main button, at the far end of the title's line or below it. */
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({
  titleId,
  title,
  icon: Icon,
  iconColor = 'var(--mantine-color-felt-7)',
  compact = false,
  badge,
  action,
  children,
  ...card
}: SectionCardProps) {
  const gap = compact ? 'sm' : 'md';
  const aside = badge || action;
  const heading = (
    <Group gap="xs" wrap="nowrap" mb={aside ? undefined : gap}>
      <Icon size={22} aria-hidden color={iconColor} />
      <Title order={2} fz={compact ? 'h4' : 'h3'} id={titleId}>
        {title}
      </Title>
    </Group>
  );
  return (
    <Card component="section" aria-labelledby={titleId} {...card}>
      {aside ? (
        <Group
          justify="space-between"
          mb={gap}
          {...(badge ? { wrap: 'nowrap' as const } : { gap: 'sm' })}
        >
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
