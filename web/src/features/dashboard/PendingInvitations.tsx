// Pending Invitations (SPEC §2): an Events list and a Groups list, each item with Accept and
// Decline. The page owns the writes; this panel only shows them and which one is running.
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatBuyIn } from '../../../../core/format';
import type { DashboardQuery, EventCardFragment } from '../../gql/graphql';
import { EventFacts } from '../events/EventFacts';
import { personName } from '../events/eventText';
import { SectionCard } from '../../ui/SectionCard';

type GroupInvite = NonNullable<DashboardQuery['me']>['pendingGroupInvites'][number];

/** `accept:event:42` — which action is running, if any. */
export type PendingAction = `${'accept' | 'decline'}:${'event' | 'group'}:${string}` | null;

interface PendingInvitationsProps {
  events: EventCardFragment[];
  groups: GroupInvite[];
  pending: PendingAction;
  onEvent: (action: 'accept' | 'decline', event: EventCardFragment) => void;
  onGroup: (action: 'accept' | 'decline', group: GroupInvite) => void;
}

function InviteItem({
  label,
  children,
  busy,
  accepting,
  declining,
  onAccept,
  onDecline,
}: {
  label: string;
  children: ReactNode;
  busy: boolean;
  accepting: boolean;
  declining: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      p="md"
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {children}
      <Group gap="xs" mt="sm" grow>
        <Button size="sm" onClick={onAccept} loading={accepting} disabled={busy && !accepting}>
          Accept
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={onDecline}
          loading={declining}
          disabled={busy && !declining}
        >
          Decline
        </Button>
      </Group>
    </Box>
  );
}

/** One list of invitations (events or groups) under its small heading, or its empty text. */
function InviteSection(props: {
  id: string;
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.5} id={props.id} mb="xs">
        {props.title}
      </Title>
      {props.empty ? (
        <Text size="sm" c="dimmed" py={6}>
          {props.emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {props.children}
        </Stack>
      )}
    </section>
  );
}

export function PendingInvitations({
  events,
  groups,
  pending,
  onEvent,
  onGroup,
}: PendingInvitationsProps) {
  const count = events.length + groups.length;
  return (
    <SectionCard
      titleId="pending-invitations-title"
      title="Pending Invitations"
      icon={IconMailOpened}
      badge={
        count > 0 && (
          <Badge color="chip" variant="filled" size="lg" aria-label={`${count} pending`}>
            {count}
          </Badge>
        )
      }
    >
      <Stack gap="lg">
        <InviteSection
          id="pending-events-title"
          title="Events"
          emptyText="No event invitations right now."
          empty={events.length === 0}
        >
          {events.map((event) => {
            const busy = pending?.endsWith(`:event:${event.id}`) ?? false;
            return (
              <InviteItem
                key={event.id}
                label={event.title}
                busy={busy}
                accepting={pending === `accept:event:${event.id}`}
                declining={pending === `decline:event:${event.id}`}
                onAccept={() => onEvent('accept', event)}
                onDecline={() => onEvent('decline', event)}
              >
                <Text
                  component={Link}
                  to={`/event/${event.id}`}
                  fw={700}
                  c="inherit"
                  td="none"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {event.title}
                </Text>
                <Text size="xs" c="dimmed" mb={6}>
                  Hosted by {personName(event.owner)} · {formatBuyIn(event.buyInCents)}
                </Text>
                <EventFacts event={event} withoutNumbers size="xs" />
              </InviteItem>
            );
          })}
        </InviteSection>

        <InviteSection
          id="pending-groups-title"
          title="Groups"
          emptyText="No group invitations right now."
          empty={groups.length === 0}
        >
          {groups.map((group) => {
            const busy = pending?.endsWith(`:group:${group.id}`) ?? false;
            return (
              <InviteItem
                key={group.id}
                label={group.name}
                busy={busy}
                accepting={pending === `accept:group:${group.id}`}
                declining={pending === `decline:group:${group.id}`}
                onAccept={() => onGroup('accept', group)}
                onDecline={() => onGroup('decline', group)}
              >
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {group.name}
                </Text>
                {group.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {group.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  Invited by {personName(group.owner)} · {group.memberCount}{' '}
                  {group.memberCount === 1 ? 'member' : 'members'}
                </Text>
              </InviteItem>
            );
          })}
        </InviteSection>
      </Stack>
    </SectionCard>
  );
}
