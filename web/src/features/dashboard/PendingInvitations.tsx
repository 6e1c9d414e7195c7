// Pending Invitations (docs/product.md §2): an Events list and a Groups list, each item with Accept and
// Decline. The page owns the writes; this panel only shows them and which one is running.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBuyIn } from '../../../../core/format';
import type { EventCardFragment, GroupCardFragment } from '../../gql/graphql';
import { EventFacts } from '../events/EventFacts';
import { personName } from '../../ui/eventText';
import { GroupInvitationItem } from '../groups/GroupInvitationItem';
import {
  InvitationItem,
  type InvitationAnswer,
  type InvitationAnswerKey,
} from '../../ui/InvitationItem';
import { SectionCard } from '../../ui/SectionCard';

interface PendingInvitationsProps {
  events: EventCardFragment[];
  groups: GroupCardFragment[];
  /** The answer in flight (`accept:event:42`), if any. */
  pending: InvitationAnswerKey | null;
  onEvent: (answer: InvitationAnswer, event: EventCardFragment) => void;
  onGroup: (answer: InvitationAnswer, group: GroupCardFragment) => void;
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
          {events.map((event) => (
            <InvitationItem
              key={event.id}
              subject={`event:${event.id}`}
              title={event.title}
              href={`/event/${event.id}`}
              pending={pending}
              onAnswer={(answer) => onEvent(answer, event)}
            >
              <Text size="xs" c="dimmed" mb={6}>
                Hosted by {personName(event.owner)} · {formatBuyIn(event.buyInCents)}
              </Text>
              <EventFacts event={event} withoutNumbers size="xs" />
            </InvitationItem>
          ))}
        </InviteSection>

        <InviteSection
          id="pending-groups-title"
          title="Groups"
          emptyText="No group invitations right now."
          empty={groups.length === 0}
        >
          {groups.map((group) => (
            <GroupInvitationItem
              key={group.id}
              group={group}
              pending={pending}
              onAnswer={onGroup}
            />
          ))}
        </InviteSection>
      </Stack>
    </SectionCard>
  );
}
