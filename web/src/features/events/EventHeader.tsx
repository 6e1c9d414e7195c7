// The event page's header: state and group badges, the title and host, the facts, and the
// actions the server allows (viewerCan) while the event is upcoming, with Add to Calendar. While a
// game night runs (`live`) it is only the badge (Live), the title and the host: the facts and the
// actions move into the page's folded Event details (EventActions), so the clock comes first.
import { Badge, Box, Button, Card, Flex, Grid, Group, Text, Title } from '@mantine/core';
import {
  IconCalendarDown,
  IconCheck,
  IconClockPlus,
  IconDoorExit,
  IconMailPlus,
  IconPencil,
  IconRepeat,
  IconTrash,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatBuyIn } from '../../../../core/format';
import type { EventDetailFragment } from '../../gql/graphql';
import { EventFacts } from './EventFacts';
import { EventStateBadge } from './EventStateBadge';
import { personName, playersText } from '../../ui/eventText';
import type { EventPage } from './useEventPage';

/** The event's actions the server allows, the full and waitlist notes, and Add to Calendar. */
export function EventActions({ event, page }: { event: EventDetailFragment; page: EventPage }) {
  const actions = page.upcoming
    ? [
        page.can.join && (
          <Button
            key="join"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            loading={page.busy === 'join'}
            onClick={() => page.join('join')}
          >
            Join Event
          </Button>
        ),
        // A full event: the Join action becomes a place in line.
        page.can.joinWaitlist && (
          <Button
            key="joinWaitlist"
            leftSection={<IconClockPlus size={18} aria-hidden />}
            loading={page.busy === 'joinWaitlist'}
            onClick={page.joinWaitlist}
          >
            Join Waitlist
          </Button>
        ),
        page.can.acceptInvite && (
          <Button
            key="accept"
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={page.busy === 'accept'}
            onClick={() => page.join('accept')}
          >
            Accept Invitation
          </Button>
        ),
        page.can.decline && (
          <Button
            key="decline"
            variant="default"
            leftSection={<IconX size={18} aria-hidden />}
            loading={page.busy === 'decline'}
            onClick={page.decline}
          >
            Decline
          </Button>
        ),
        page.can.edit && (
          <Button
            key="edit"
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => page.setEditOpen(true)}
          >
            Edit Event
          </Button>
        ),
        page.can.invite && (
          <Button
            key="invite"
            variant="light"
            leftSection={<IconMailPlus size={18} aria-hidden />}
            onClick={() => page.setInviteOpen(true)}
          >
            Invite Players
          </Button>
        ),
        page.can.leave && (
          <Button
            key="leave"
            variant="default"
            leftSection={<IconDoorExit size={18} aria-hidden />}
            loading={page.busy === 'leave'}
            onClick={page.confirmLeave}
          >
            Leave Event
          </Button>
        ),
        page.can.cancel && (
          <Button
            key="cancel"
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={page.busy === 'cancel'}
            onClick={page.confirmCancel}
          >
            Cancel Event
          </Button>
        ),
      ].filter(Boolean)
    : [];
  // Neither playing nor hosting (no Leave, no Invite) and no seat left: say so, rather than
  // leave an outsider with only Add to Calendar and no idea why they cannot join.
  const fullForViewer =
    page.upcoming &&
    event.playerCount >= event.maxPlayers &&
    !page.can.leave &&
    !page.can.invite &&
    page.waitlistPosition === null;

  return (
    <Flex
      gap="sm"
      direction={{ base: 'column', xs: 'row' }}
      justify={{ base: 'flex-start', md: 'flex-end' }}
      wrap="wrap"
      aria-label="Event actions"
      role="group"
    >
      {fullForViewer && (
        <Text fw={600} c="red.9" role="status" style={{ alignSelf: 'center' }}>
          This game is full
        </Text>
      )}
      {page.upcoming && page.waitlistPosition !== null && (
        <Text fw={600} c="chip.9" role="status" style={{ alignSelf: 'center' }}>
          You are #{page.waitlistPosition} on the waitlist
        </Text>
      )}
      {actions}
      {page.canRunAgain && (
        <Button
          variant="default"
          leftSection={<IconRepeat size={18} aria-hidden />}
          onClick={() => page.setRunAgainOpen(true)}
        >
          Run It Again
        </Button>
      )}
      <Button
        component="a"
        href={`/calendar/event/${event.id}.ics`}
        download={`${event.title.replace(/[^\w -]+/g, '').trim() || 'event'}.ics`}
        variant="default"
        leftSection={<IconCalendarDown size={18} aria-hidden />}
      >
        Add to Calendar
      </Button>
    </Flex>
  );
}

export function EventHeader({
  event,
  page,
  live = false,
}: {
  event: EventDetailFragment;
  page: EventPage;
  /** A game night is running: the badge says Live and the rest waits in Event details. */
  live?: boolean;
}) {
  return (
    <Card
      component="header"
      padding={0}
      style={{ overflow: 'hidden' }}
      aria-labelledby="event-title"
    >
      <Box
        px={{ base: 'md', sm: 'xl' }}
        py={{ base: 'lg', sm: 'xl' }}
        style={{
          background: 'radial-gradient(120% 140% at 0% 0%, #1f7a4d 0%, #0f5132 55%, #0a3622 100%)',
          color: 'white',
        }}
      >
        <Group gap="xs" mb={6}>
          <EventStateBadge
            status={event.status}
            startsAt={event.startsAt}
            tone="dark"
            live={live}
          />
          {event.kind === 'CASH' && (
            <Badge variant="white" color="felt">
              Cash game
            </Badge>
          )}
          {event.group && (
            <Badge
              component={Link}
              to={`/groups/${event.group.id}`}
              variant="white"
              color="dark"
              style={{ cursor: 'pointer' }}
            >
              {event.group.name}
            </Badge>
          )}
        </Group>
        <Title
          order={1}
          id="event-title"
          fz={{ base: 26, sm: 34 }}
          lh={1.15}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.title}
        </Title>
        <Text size="sm" mt={4} style={{ opacity: 0.85 }}>
          Hosted by {personName(event.owner)}
        </Text>
      </Box>
      {!live && <EventHeaderDetails event={event} page={page} />}
    </Card>
  );
}

/** The facts and the actions beneath the title (in Event details during a game night). */
export function EventHeaderDetails({
  event,
  page,
}: {
  event: EventDetailFragment;
  page: EventPage;
}) {
  return (
    <Box px={{ base: 'md', sm: 'xl' }} py="lg">
      <Grid gap="lg" align="flex-end">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EventFacts event={event} size="md" withoutNumbers />
          <Group gap="xs" mt="md">
            <Badge variant="light" size="xl" radius="md" tt="none">
              {formatBuyIn(event.buyInCents)}
            </Badge>
            <Badge
              variant="light"
              size="xl"
              radius="md"
              tt="none"
              color={event.playerCount >= event.maxPlayers ? 'red' : 'gray'}
            >
              {playersText(event.playerCount, event.maxPlayers)}
            </Badge>
          </Group>
          {event.description && (
            <Text mt="md" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {event.description}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EventActions event={event} page={page} />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
