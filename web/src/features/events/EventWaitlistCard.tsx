// The event page's Waitlist card: the people waiting for a place, first in line first, numbered
// as the server orders them (names only: the line is shown to whoever sees the event), with
// "(you)" and a one-click Leave Waitlist for the viewer in it.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconHourglass } from '@tabler/icons-react';
import type { EventDetailFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { personName } from '../../ui/eventText';

export function EventWaitlistCard({
  waitlist,
  viewerId,
  canLeave,
  leaving,
  onLeave,
}: {
  waitlist: EventDetailFragment['waitlist'];
  viewerId: string | null;
  canLeave: boolean;
  leaving: boolean;
  onLeave: () => void;
}) {
  return (
    <SectionCard
      titleId="waitlist-title"
      title="Waitlist"
      icon={IconHourglass}
      compact
      badge={
        <Badge variant="light" size="lg" color="gray" aria-label={`${waitlist.length} waiting`}>
          {waitlist.length}
        </Badge>
      }
    >
      {waitlist.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is waiting. When the game is full, people can join the line here and take the first
          place that frees up.
        </Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} aria-label="Waitlist">
          {waitlist.map((person, index) => {
            const you = person.id === viewerId;
            return (
              <Group
                component="li"
                key={person.id}
                gap="sm"
                wrap="nowrap"
                py={4}
                style={{ listStyle: 'none' }}
              >
                <Text c="dimmed" fw={700} w={28} ta="right" style={{ flexShrink: 0 }}>
                  {index + 1}.
                </Text>
                <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate="end">
                  {personName(person)}
                  {you && (
                    <Text component="span" c="dimmed" fw={400}>
                      {' '}
                      (you)
                    </Text>
                  )}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
      {canLeave && (
        <Button
          mt="md"
          fullWidth
          variant="default"
          leftSection={<IconDoorExit size={18} aria-hidden />}
          loading={leaving}
          onClick={onLeave}
        >
          Leave Waitlist
        </Button>
      )}
    </SectionCard>
  );
}
