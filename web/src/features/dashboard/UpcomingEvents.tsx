// Upcoming Events (docs/product.md §2): a Create Event button and my events grouped as Events You're
// Hosting, Group Events and Individual Events, soonest first within each group.
import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconCards, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { EventCardFragment } from '../../gql/graphql';
import { EventCardLink } from '../events/EventCardLink';
import { SectionCard } from '../../ui/SectionCard';

export interface EventGroups {
  hosting: EventCardFragment[];
  group: EventCardFragment[];
  individual: EventCardFragment[];
}

/** Hosting first (whatever the group), then group events, then the rest. Order is kept. */
export function groupUpcomingEvents(
  events: readonly EventCardFragment[],
  viewerId: string,
): EventGroups {
  const groups: EventGroups = { hosting: [], group: [], individual: [] };
  for (const event of events) {
    if (event.owner.id === viewerId) groups.hosting.push(event);
    else if (event.group) groups.group.push(event);
    else groups.individual.push(event);
  }
  return groups;
}

const SECTIONS = [
  { key: 'hosting', title: "Events You're Hosting" },
  { key: 'group', title: 'Group Events' },
  { key: 'individual', title: 'Individual Events' },
] as const;

export function UpcomingEvents({
  events,
  viewerId,
}: {
  events: readonly EventCardFragment[];
  viewerId: string;
}) {
  const grouped = groupUpcomingEvents(events, viewerId);
  return (
    <SectionCard
      titleId="upcoming-events-title"
      title="Upcoming Events"
      icon={IconCards}
      action={
        <Button
          component={Link}
          to="/create-event"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Create Event
        </Button>
      }
    >
      {events.length === 0 ? (
        <Stack
          align="center"
          gap="xs"
          py="xl"
          px="md"
          ta="center"
          style={{
            border: '1px dashed var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'linear-gradient(180deg, var(--mantine-color-felt-0), transparent)',
          }}
        >
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconCalendarPlus size={30} stroke={1.6} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            No upcoming events
          </Text>
          <Text c="dimmed" size="sm" maw={380}>
            Host a game or accept an invitation, and it will be dealt here with its date, place and
            buy-in.
          </Text>
        </Stack>
      ) : (
        <Stack gap="xl">
          {SECTIONS.map(({ key, title }) =>
            grouped[key].length === 0 ? null : (
              <section key={key} aria-labelledby={`upcoming-${key}-title`}>
                <Group gap={8} mb="sm">
                  <Title order={3} fz="md" id={`upcoming-${key}-title`}>
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed" aria-hidden>
                    {grouped[key].length}
                  </Text>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {grouped[key].map((event) => (
                    <EventCardLink key={event.id} event={event} hosting={key === 'hosting'} />
                  ))}
                </SimpleGrid>
              </section>
            ),
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
