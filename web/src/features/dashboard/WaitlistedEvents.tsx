// The dashboard's Waitlisted (issue 12): upcoming events I wait for a place in, soonest first,
// each with my place in line. A promotion moves the event to Upcoming Events live (meChanged).
import { Badge, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { DashboardQuery } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { EventCardLink } from '../events/EventCardLink';

type WaitlistedEvent = NonNullable<DashboardQuery['me']>['waitlistedEvents'][number];

export function WaitlistedEvents({
  events,
  viewerId,
}: {
  events: readonly WaitlistedEvent[];
  viewerId: string;
}) {
  return (
    <SectionCard
      titleId="waitlisted-title"
      title="Waitlisted"
      icon={IconHourglass}
      badge={
        events.length > 0 && (
          <Badge variant="light" color="gray" size="lg" aria-label={`${events.length} waiting`}>
            {events.length}
          </Badge>
        )
      }
    >
      {events.length === 0 ? (
        <Text size="sm" c="dimmed" py={6}>
          You are not on any waitlist. Join one from a full game's page.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Waitlisted events">
          {events.map((event) => {
            const index = event.waitlist.findIndex((p) => p.id === viewerId);
            return (
              <li key={event.id} style={{ listStyle: 'none' }}>
                <EventCardLink
                  event={event}
                  waitlistPosition={index >= 0 ? index + 1 : undefined}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
