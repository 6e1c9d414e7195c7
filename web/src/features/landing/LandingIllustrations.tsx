// The made-up screens beside the landing page's feature sections: a group, an event with its
// seats, and a game's winners. Pictures only, with invented names and numbers, so each is hidden
// from assistive technology (aria-hidden) and never fetches anything.
import { Avatar, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconMapPin } from '@tabler/icons-react';

export function GroupIllustration() {
  const members = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli'];
  return (
    <Paper shadow="md" p="xl" withBorder aria-hidden>
      <Group justify="space-between" mb="md">
        <div>
          <Text fw={700} fz="lg">
            Thursday Regulars
          </Text>
          <Text c="dimmed" size="sm">
            Cash game crew since 2019
          </Text>
        </div>
        <Badge variant="light">12 members</Badge>
      </Group>
      <Avatar.Group>
        {members.map((name, i) => (
          <Avatar key={name} color={['felt', 'chip', 'red', 'blue', 'grape'][i]} radius="xl">
            {name[0]}
          </Avatar>
        ))}
        <Avatar radius="xl">+7</Avatar>
      </Avatar.Group>
      <Paper bg="gray.0" p="sm" mt="lg" radius="md">
        <Text size="sm">
          <b>3 invitations</b> waiting for an answer
        </Text>
      </Paper>
    </Paper>
  );
}

export function EventIllustration() {
  return (
    <Paper shadow="md" p={{ base: 'lg', sm: 'xl' }} withBorder aria-hidden>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Text fw={700} fz="lg">
            Friday Night Hold'em
          </Text>
          <Text c="dimmed" size="sm">
            Friday, December 4 · 7:30 PM
          </Text>
        </div>
        <Badge color="chip" variant="filled" c="dark.9">
          $20 buy-in
        </Badge>
      </Group>
      <Group gap={6} c="dimmed" mb="lg">
        <IconMapPin size={16} />
        <Text size="sm">Sam's place, 12 Oak Street</Text>
      </Group>
      <Text size="sm" fw={600} mb={6}>
        Table 1 · 7 of 9 seats taken
      </Text>
      <Group gap={6}>
        {Array.from({ length: 9 }, (_, i) => (
          <ThemeIcon key={i} radius="xl" size={28} variant={i < 7 ? 'filled' : 'default'}>
            <Text size="xs" fw={700}>
              {i + 1}
            </Text>
          </ThemeIcon>
        ))}
      </Group>
    </Paper>
  );
}

export function WinnersIllustration() {
  const rows = [
    { place: '1st', name: 'Cleo', prize: '$120', color: 'chip' },
    { place: '2nd', name: 'Ben', prize: '$60', color: 'gray' },
    { place: '3rd', name: 'Ava', prize: '$20', color: 'orange' },
  ];
  return (
    <Paper shadow="md" p="xl" withBorder aria-hidden>
      <Group gap="xs" mb="md">
        <IconCrown size={20} color="var(--mantine-color-chip-6)" />
        <Text fw={700} fz="lg">
          Winners
        </Text>
      </Group>
      <Stack gap="xs">
        {rows.map((row) => (
          <Group
            key={row.place}
            justify="space-between"
            p="sm"
            bg="gray.0"
            style={{ borderRadius: 10 }}
          >
            <Group gap="sm">
              <Badge color={row.color} variant="filled" miw={52}>
                {row.place}
              </Badge>
              <Text fw={600}>{row.name}</Text>
            </Group>
            <Text fw={700} c="felt.8">
              {row.prize}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
