// An event as a card that links to its page (docs/product.md §2 Dashboard): title, date, location, group
// name, buy-in and players current/max. The whole card is one link, so it is one tab stop.
import { Badge, Card, Group, Text } from '@mantine/core';
import { IconCoin, IconHourglass, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatBuyInAmount } from '../../../../core/format';
import type { EventCardFragment } from '../../gql/graphql';
import classes from '../../ui/cardLink.module.css';
import { EventFacts } from './EventFacts';
import { playersText } from '../../ui/eventText';

export function EventCardLink({
  event,
  hosting,
  waitlistPosition,
}: {
  event: EventCardFragment;
  hosting?: boolean;
  /** The viewer's place in the event's line (1 = next), for the dashboard's Waitlisted. */
  waitlistPosition?: number;
}) {
  const full = event.playerCount >= event.maxPlayers;
  return (
    <Card component={Link} to={`/event/${event.id}`} className={classes.cardLink} padding="md">
      {/* Above the title, not beside it: a long title keeps the card's full width instead of
          wrapping into a narrow column next to the badge. */}
      {waitlistPosition !== undefined && (
        <Badge
          variant="light"
          color="chip"
          tt="none"
          mb={8}
          leftSection={<IconHourglass size={12} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Waitlisted #{waitlistPosition}
        </Badge>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Text
          component="h3"
          m={0}
          fw={700}
          size="lg"
          lh={1.25}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.title}
        </Text>
        {hosting && (
          <Badge variant="light" color="chip" style={{ flexShrink: 0 }}>
            Host
          </Badge>
        )}
      </Group>
      <EventFacts event={event} withoutNumbers />
      <Group gap="xs" mt="md">
        <Badge variant="light" size="lg" tt="none" leftSection={<IconCoin size={14} aria-hidden />}>
          {formatBuyInAmount(event.buyInCents)}
        </Badge>
        <Badge
          variant="light"
          size="lg"
          tt="none"
          color={full ? 'red' : 'gray'}
          leftSection={<IconUsers size={14} aria-hidden />}
        >
          {playersText(event.playerCount, event.maxPlayers)}
        </Badge>
      </Group>
    </Card>
  );
}
