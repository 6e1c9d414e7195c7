// Winners as the event page shows them (cards for 1st, 2nd and 3rd with prizes) and as History
// lists them (one compact line per place).
import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMedal, IconTrophy } from '@tabler/icons-react';
import { formatMoney } from '../../../../core/format';
import { placeLabel } from '../../../../core/winners';
import { graphql } from '../../gql';
import type { WinnersDisplay_WinnerFragment } from '../../gql/graphql';
import { personName } from '../../ui/eventText';

export const WINNERS_DISPLAY_WINNER_FRAGMENT = graphql(`
  fragment WinnersDisplay_winner on Winner {
    place
    prizeCents
    user {
      ...PersonName_user
    }
  }
`);

const PLACE_COLORS: Record<number, string> = { 1: 'chip', 2: 'gray', 3: 'orange' };

export function WinnersCards({ winners }: { winners: readonly WinnersDisplay_WinnerFragment[] }) {
  const sorted = [...winners].sort((a, b) => a.place - b.place);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {sorted.map((winner) => (
        <Card
          key={winner.place}
          padding="md"
          role="group"
          aria-label={`${placeLabel(winner.place)} place`}
          style={{
            borderTop: `4px solid var(--mantine-color-${PLACE_COLORS[winner.place] ?? 'gray'}-5)`,
          }}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon
              size={42}
              radius="xl"
              variant="light"
              color={PLACE_COLORS[winner.place] ?? 'gray'}
              aria-hidden
            >
              {winner.place === 1 ? <IconTrophy size={24} /> : <IconMedal size={24} />}
            </ThemeIcon>
            <Box style={{ minWidth: 0 }}>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                {placeLabel(winner.place)} Place
              </Text>
              <Text fw={700} truncate="end">
                {personName(winner.user)}
              </Text>
              <Text size="sm" c="felt.8" fw={600}>
                {formatMoney(winner.prizeCents)}
              </Text>
            </Box>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function WinnersList({ winners }: { winners: readonly WinnersDisplay_WinnerFragment[] }) {
  const sorted = [...winners].sort((a, b) => a.place - b.place);
  return (
    <Stack component="ol" gap={4} p={0} m={0} aria-label="Winners">
      {sorted.map((winner) => (
        <Group
          component="li"
          key={winner.place}
          gap="xs"
          wrap="nowrap"
          style={{ listStyle: 'none' }}
        >
          <IconTrophy
            size={16}
            aria-hidden
            color={`var(--mantine-color-${PLACE_COLORS[winner.place] ?? 'gray'}-6)`}
          />
          <Text size="sm" fw={700} w={32}>
            {placeLabel(winner.place)}
          </Text>
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
            {personName(winner.user)}
          </Text>
          <Text size="sm" fw={600} c="felt.8">
            {formatMoney(winner.prizeCents)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
