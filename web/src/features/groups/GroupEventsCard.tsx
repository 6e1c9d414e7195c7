// A group's Upcoming Events and Past Events cards (docs/product.md §2): each event is a card linking to
// /event/{id} with its title, date at location, buy-in ("Free" or dollars, as everywhere),
// players current/max and, once winners exist, the first-place winner's name.
import { Badge, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoin,
  IconHistory,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatBuyIn } from '../../../../core/format';
import { graphql } from '../../gql';
import type { GroupEventCard_EventFragment } from '../../gql/graphql';
import classes from '../../ui/cardLink.module.css';
import { SectionCard } from '../../ui/SectionCard';
import { displayName, useViewerDate } from './groupText';

/** What one event card shows; the group's Upcoming and Past lists both select it. */
export const GROUP_EVENT_CARD_FRAGMENT = graphql(`
  fragment GroupEventCard_event on Event {
    id
    title
    startsAt
    location
    buyInCents
    maxPlayers
    playerCount
    status
    winners {
      place
      user {
        ...PersonName_user
      }
    }
  }
`);

export type GroupEvent = GroupEventCard_EventFragment;

function GroupEventCard({ event }: { event: GroupEvent }) {
  const formatDate = useViewerDate();
  const winner = event.winners.find((w) => w.place === 1);
  const full = event.playerCount >= event.maxPlayers;
  return (
    <Card
      component={Link}
      to={`/event/${event.id}`}
      className={classes.cardLink}
      padding="md"
      h="100%"
    >
      <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {event.title}
      </Text>
      <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <time dateTime={event.startsAt}>{formatDate(event.startsAt)}</time> at {event.location}
      </Text>
      <Group gap="xs" mt="sm">
        <Badge variant="light" size="md" leftSection={<IconCoin size={14} aria-hidden />}>
          {formatBuyIn(event.buyInCents)}
        </Badge>
        <Badge
          variant="light"
          size="md"
          color={full ? 'red' : 'gray'}
          leftSection={<IconUsers size={14} aria-hidden />}
        >
          {event.playerCount}/{event.maxPlayers} players
        </Badge>
      </Group>
      {winner ? (
        <Group gap={6} mt="sm" wrap="nowrap">
          <IconTrophy size={16} aria-hidden color="var(--mantine-color-chip-7)" />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            Winner: {displayName(winner.user)}
          </Text>
        </Group>
      ) : null}
    </Card>
  );
}

export function GroupEventsCard({
  kind,
  events,
  loading,
}: {
  kind: 'upcoming' | 'past';
  events: GroupEvent[];
  loading?: boolean;
}) {
  const title = kind === 'upcoming' ? 'Upcoming Events' : 'Past Events';
  const id = `${kind}-events-title`;
  const Icon = kind === 'upcoming' ? IconCalendarEvent : IconHistory;
  return (
    <SectionCard titleId={id} title={title} icon={Icon}>
      {loading && events.length === 0 ? (
        <Group gap="xs" c="dimmed" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {kind === 'upcoming' ? 'No upcoming events' : 'No past events'}
        </Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0}>
          {events.map((event) => (
            <Stack component="li" key={event.id} style={{ listStyle: 'none' }}>
              <GroupEventCard event={event} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
