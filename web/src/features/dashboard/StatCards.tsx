// The three dashboard counters (docs/product.md §2): Games Played, Wins, Upcoming Games.
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCards, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Stats {
  gamesPlayed: number;
  gamesWon: number;
  upcomingGames: number;
}

function StatCard({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.1} data-testid="stat-value">
            {value}
          </Text>
          <Text size="sm" c="dimmed" fw={600} lh={1.25} mt={4}>
            {label}
          </Text>
        </div>
        <ThemeIcon size={44} radius="xl" variant="light" color={color} visibleFrom="sm" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

export function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }}>
      <StatCard
        label="Games Played"
        value={stats.gamesPlayed}
        color="felt"
        icon={<IconCards size={24} />}
      />
      <StatCard label="Wins" value={stats.gamesWon} color="chip" icon={<IconTrophy size={24} />} />
      <StatCard
        label="Upcoming Games"
        value={stats.upcomingGames}
        color="blue"
        icon={<IconCalendarEvent size={24} />}
      />
    </SimpleGrid>
  );
}
