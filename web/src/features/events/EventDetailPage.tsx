// An event's page (SPEC §2 Event detail, §4, §6): the header with its state (Upcoming, In
// progress, Awaiting results, Completed) and Add to Calendar; the actions the server allows
// (viewerCan) while the event is upcoming, winners once it has started; attending players with the Host
// badge; winners; tables with seat maps; the invited list. Live: `eventChanged` keeps it current
// and goes null when the event is cancelled, which sends everyone to the dashboard.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCalendarDown,
  IconCheck,
  IconDoorExit,
  IconMailPlus,
  IconTrash,
  IconTrophy,
  IconUserPlus,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatMoney } from '../../../../core/format';
import { useAuth } from '../../auth/AuthProvider';
import type { EventDetailFragment } from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { notifyError, notifyFailure, notifyInfo } from '../../ui/notify';
import { PageContainer } from '../../ui/PageContainer';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  CANCEL_EVENT_MUTATION,
  EVENT_CHANGED_SUBSCRIPTION,
  EVENT_QUERY,
  JOIN_EVENT_MUTATION,
  LEAVE_EVENT_MUTATION,
  REMOVE_EVENT_INVITE_MUTATION,
} from './documents';
import { EventFacts } from './EventFacts';
import { EventStateBadge } from './EventStateBadge';
import { initials, personName, playersText } from './eventText';
import { InviteModal } from './InviteModal';
import { TablesSection } from './TablesSection';
import { WinnersCards } from './WinnersDisplay';
import { WinnersModal } from './WinnersModal';

type Action = 'join' | 'accept' | 'leave' | 'cancel' | 'removeInvite';

function PlayersCard({ event, viewerId }: { event: EventDetailFragment; viewerId: string | null }) {
  return (
    <Card component="section" aria-labelledby="players-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={22} aria-hidden color="var(--mantine-color-felt-7)" />
          <Title order={2} fz="h4" id="players-title">
            Attending Players
          </Title>
        </Group>
        <Badge
          variant="light"
          size="lg"
          style={{ flexShrink: 0 }}
          aria-label={playersText(event.playerCount, event.maxPlayers)}
          color={event.playerCount >= event.maxPlayers ? 'red' : 'felt'}
        >
          {event.playerCount}/{event.maxPlayers}
        </Badge>
      </Group>
      <Stack component="ul" gap={6} p={0} m={0} aria-label="Attending players">
        {event.players.map((player) => {
          const host = player.id === event.owner.id;
          const you = player.id === viewerId;
          return (
            <Group
              component="li"
              key={player.id}
              gap="sm"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              py={4}
            >
              <Avatar radius="xl" size={36} color={host ? 'chip' : 'felt'} aria-hidden>
                {initials(player)}
              </Avatar>
              <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate="end">
                {personName(player)}
                {you && (
                  <Text component="span" c="dimmed" fw={400}>
                    {' '}
                    (you)
                  </Text>
                )}
              </Text>
              {host && (
                <Badge color="chip" variant="filled">
                  Host
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

function InvitedCard({
  emails,
  canRemove,
  onRemove,
}: {
  emails: string[];
  canRemove: boolean;
  onRemove: (email: string) => void;
}) {
  return (
    <Card component="section" aria-labelledby="invited-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconMailPlus size={22} aria-hidden color="var(--mantine-color-felt-7)" />
          <Title order={2} fz="h4" id="invited-title">
            Invited Players
          </Title>
        </Group>
        <Badge variant="light" size="lg" color="gray">
          {emails.length}
        </Badge>
      </Group>
      {emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations.
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} aria-label="Invited players">
          {emails.map((email) => (
            <Group
              component="li"
              key={email}
              gap="xs"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              py={4}
            >
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {email}
              </Text>
              {canRemove && (
                <Tooltip label="Remove invitation">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove invitation for ${email}`}
                    onClick={() => onRemove(email)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function EventView({ event }: { event: EventDetailFragment }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const viewerId = user?.id ?? null;
  const { busy, run } = useMutationAction<Action>();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [winnersOpen, setWinnersOpen] = useState(false);
  const cancelling = useRef(false);
  const confirm = useConfirmDialog();

  const [joinEvent] = useMutation(JOIN_EVENT_MUTATION);
  const [leaveEvent] = useMutation(LEAVE_EVENT_MUTATION);
  const [cancelEvent] = useMutation(CANCEL_EVENT_MUTATION);
  const [removeInvite] = useMutation(REMOVE_EVENT_INVITE_MUTATION);

  useSubscription(EVENT_CHANGED_SUBSCRIPTION, {
    variables: { id: event.id },
    onData: ({ data }) => {
      if (data.data && data.data.eventChanged === null && !cancelling.current) {
        notifyInfo('This event has been cancelled');
        void navigate('/dashboard', { replace: true });
      }
    },
    onError: (error) => console.error(error),
  });

  const can = event.viewerCan;
  const upcoming = event.status === 'UPCOMING';

  const join = (action: 'join' | 'accept') =>
    void run(action, () => joinEvent({ variables: { eventId: event.id } }), {
      success: 'Successfully joined the event!',
      failure: 'Failed to join event',
    });

  const confirmLeave = () =>
    confirm.ask({
      title: 'Leave Event',
      message: (
        <>Are you sure you want to leave {event.title}? Any seat you reserved will be released.</>
      ),
      confirmLabel: 'Leave Event',
      cancelLabel: 'Stay',
      onConfirm: () =>
        run('leave', () => leaveEvent({ variables: { eventId: event.id } }), {
          success: 'You left the event',
          failure: 'Failed to leave event',
        }),
    });

  const confirmCancel = () =>
    confirm.ask({
      title: 'Cancel Event',
      message: (
        <>
          Are you sure you want to cancel {event.title}? Every player and invited guest will be told
          by e-mail, and the event will be deleted. This cannot be undone.
        </>
      ),
      confirmLabel: 'Cancel Event',
      cancelLabel: 'Keep Event',
      onConfirm: async () => {
        cancelling.current = true;
        const done = await run('cancel', () => cancelEvent({ variables: { eventId: event.id } }), {
          success: 'Event cancelled',
          failure: 'Failed to cancel event',
        });
        if (done) void navigate('/dashboard', { replace: true });
        else cancelling.current = false;
        return done;
      },
    });

  const confirmRemoveInvite = (email: string) =>
    confirm.ask({
      title: 'Remove Invitation',
      message: <>Remove the invitation for {email}?</>,
      confirmLabel: 'Remove',
      onConfirm: () =>
        run('removeInvite', () => removeInvite({ variables: { eventId: event.id, email } }), {
          success: 'Invitation removed',
          failure: 'Failed to remove invitation',
        }),
    });

  const actions = upcoming
    ? [
        can.join && (
          <Button
            key="join"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            loading={busy === 'join'}
            onClick={() => join('join')}
          >
            Join Event
          </Button>
        ),
        can.acceptInvite && (
          <Button
            key="accept"
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={busy === 'accept'}
            onClick={() => join('accept')}
          >
            Accept Invitation
          </Button>
        ),
        can.invite && (
          <Button
            key="invite"
            variant="light"
            leftSection={<IconMailPlus size={18} aria-hidden />}
            onClick={() => setInviteOpen(true)}
          >
            Invite Players
          </Button>
        ),
        can.leave && (
          <Button
            key="leave"
            variant="default"
            leftSection={<IconDoorExit size={18} aria-hidden />}
            loading={busy === 'leave'}
            onClick={confirmLeave}
          >
            Leave Event
          </Button>
        ),
        can.cancel && (
          <Button
            key="cancel"
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={busy === 'cancel'}
            onClick={confirmCancel}
          >
            Cancel Event
          </Button>
        ),
      ].filter(Boolean)
    : [];

  const hasWinners = event.winners.length > 0;
  // Started without results: everyone sees where the winners will appear.
  const awaitingResults = event.status === 'IN_PROGRESS';

  return (
    <PageContainer documentTitle={event.title}>
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
            background:
              'radial-gradient(120% 140% at 0% 0%, #1f7a4d 0%, #0f5132 55%, #0a3622 100%)',
            color: 'white',
          }}
        >
          <Group gap="xs" mb={6}>
            <EventStateBadge status={event.status} startsAt={event.startsAt} tone="dark" />
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
        <Box px={{ base: 'md', sm: 'xl' }} py="lg">
          <Grid gap="lg" align="flex-end">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <EventFacts event={event} size="md" withoutNumbers />
              <Group gap="xs" mt="md">
                <Badge variant="light" size="xl" radius="md" tt="none">
                  {formatMoney(event.buyInCents)} buy-in
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
              <Flex
                gap="sm"
                direction={{ base: 'column', xs: 'row' }}
                justify={{ base: 'flex-start', md: 'flex-end' }}
                wrap="wrap"
                aria-label="Event actions"
                role="group"
              >
                {actions}
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
            </Grid.Col>
          </Grid>
        </Box>
      </Card>

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <PlayersCard event={event} viewerId={viewerId} />
            {/* Once the game has started, an empty invited list has nothing left to say. */}
            {event.invitedEmails && (upcoming || event.invitedEmails.length > 0) && (
              <InvitedCard
                emails={event.invitedEmails}
                canRemove={can.removeInvite}
                onRemove={confirmRemoveInvite}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {(hasWinners || can.setWinners || awaitingResults) && (
              <Card component="section" aria-labelledby="winners-title">
                <Group justify="space-between" mb="md" gap="sm">
                  <Group gap="xs" wrap="nowrap">
                    <IconTrophy size={22} aria-hidden color="var(--mantine-color-chip-7)" />
                    <Title order={2} fz="h3" id="winners-title">
                      Winners
                    </Title>
                  </Group>
                  {can.setWinners && (
                    <Button
                      variant={hasWinners ? 'default' : 'light'}
                      leftSection={<IconTrophy size={18} aria-hidden />}
                      onClick={() => setWinnersOpen(true)}
                    >
                      {hasWinners ? 'Update Winners' : 'Set Winners'}
                    </Button>
                  )}
                </Group>
                {hasWinners ? (
                  <WinnersCards winners={event.winners} />
                ) : can.setWinners ? (
                  <Text size="sm" c="dimmed">
                    No winners recorded yet. Once the last hand is played, record the top three and
                    their prizes.
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    No winners recorded yet. The host records them once the last hand is played.
                  </Text>
                )}
              </Card>
            )}
            <TablesSection
              eventId={event.id}
              tables={event.tables}
              viewerId={viewerId}
              canReserve={can.reserveSeat}
              canManage={can.manageTables}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <InviteModal eventId={event.id} opened={inviteOpen} onClose={() => setInviteOpen(false)} />
      <WinnersModal event={event} opened={winnersOpen} onClose={() => setWinnersOpen(false)} />
      <ConfirmDialog {...confirm.dialog} />
    </PageContainer>
  );
}

export function EventDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(EVENT_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const reported = useRef<string | null>(null);
  const event = data?.event;

  // The clock changes the state without a write to announce it: read the event again just after
  // it starts, so an open page turns from Upcoming to In progress with the right buttons.
  const startsAt = event?.status === 'UPCOMING' ? event.startsAt : null;
  useEffect(() => {
    if (!startsAt) return;
    const wait = new Date(startsAt).getTime() - Date.now() + 1000;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refetch().catch(() => {}), wait);
    return () => clearTimeout(timer);
  }, [startsAt, refetch]);

  useEffect(() => {
    if (loading || reported.current === id) return;
    if (data && data.event === null) {
      reported.current = id;
      notifyFailure('Event not found');
      void navigate('/', { replace: true });
    } else if (error && !data?.event) {
      reported.current = id;
      notifyError(error, 'Failed to load event');
    }
  }, [data, error, loading, id, navigate]);

  if (event) return <EventView event={event} />;
  if (loading || (data && data.event === null)) {
    return (
      <PageContainer documentTitle="Event">
        <LoadingScreen />
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Event" documentTitle="Event">
      <Card py={40}>
        <Stack align="center" gap="sm" ta="center">
          <Text fw={700} size="lg">
            This event could not be loaded
          </Text>
          <Text c="dimmed">Check your connection and try again.</Text>
          <Button component={Link} to="/dashboard" variant="light">
            Back to Dashboard
          </Button>
        </Stack>
      </Card>
    </PageContainer>
  );
}
