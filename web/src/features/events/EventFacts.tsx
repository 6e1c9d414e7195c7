// The facts of an event as icon + text lines: date, location, group, buy-in, players. Used by the
// dashboard cards, invitations, history and the event header, so every screen says it alike.
import { Group, Stack, Text, type MantineSize } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoin,
  IconMapPin,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBuyIn } from '../../../../core/format';
import { playersText, useEventDate } from '../../ui/eventText';

export interface EventFactsProps {
  event: {
    startsAt: string;
    location: string;
    buyInCents: number;
    maxPlayers: number;
    playerCount: number;
    group?: { name: string } | null;
  };
  size?: MantineSize;
  /** Leave out the buy-in and players lines (shown elsewhere, e.g. as badges). */
  withoutNumbers?: boolean;
}

function Fact({
  icon,
  children,
  size,
}: {
  icon: ReactNode;
  children: ReactNode;
  size: MantineSize;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text component="span" c="dimmed" lh={0} mt={2} aria-hidden>
        {icon}
      </Text>
      <Text size={size} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function EventFacts({ event, size = 'sm', withoutNumbers = false }: EventFactsProps) {
  const formatDate = useEventDate();
  const icon = 16;
  return (
    <Stack gap={6}>
      <Fact size={size} icon={<IconCalendarEvent size={icon} />}>
        <time dateTime={event.startsAt}>{formatDate(event.startsAt)}</time>
      </Fact>
      <Fact size={size} icon={<IconMapPin size={icon} />}>
        {event.location}
      </Fact>
      {event.group && (
        <Fact size={size} icon={<IconUsersGroup size={icon} />}>
          {event.group.name}
        </Fact>
      )}
      {!withoutNumbers && (
        <>
          <Fact size={size} icon={<IconCoin size={icon} />}>
            {formatBuyIn(event.buyInCents)}
          </Fact>
          <Fact size={size} icon={<IconUsers size={icon} />}>
            {playersText(event.playerCount, event.maxPlayers)}
          </Fact>
        </>
      )}
    </Stack>
  );
}
