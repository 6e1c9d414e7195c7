// A season's dates and formula, and its standings table: one look on the group page's season card
// and on the admin dashboard's Seasons card, which adds the earnings column.
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../../core/format';
import { pointsFormulaLabels, type PointsFormula } from '../../../../core/points';
import { personName, type PersonLike } from '../../ui/personName';
import { useViewerZone } from '../../ui/eventText';
import classes from '../../ui/rank.module.css';
import { formatPoints, seasonDates } from './seasonText';

export function SeasonFacts({
  season,
}: {
  season: { startsAt: string; endsAt: string; pointsFormula: PointsFormula };
}) {
  const { timeZone } = useViewerZone();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {seasonDates(season.startsAt, season.endsAt, timeZone)}
      </Text>
      <Badge variant="light" color="gray" radius="sm" style={{ textTransform: 'none' }}>
        {pointsFormulaLabels[season.pointsFormula]}
      </Badge>
    </Group>
  );
}

interface StandingLine {
  rank: number;
  points: number;
  gamesPlayed: number;
  gamesWon: number;
  earningsCents?: number;
  user: PersonLike & { id: string };
}

const noWrap = { style: { whiteSpace: 'nowrap' } } as const;

/** The standings, or a line saying no game has counted yet; `withEarnings` adds the money. */
export function SeasonStandingsTable({
  standings,
  labelledBy,
  withEarnings = false,
}: {
  standings: readonly StandingLine[];
  labelledBy: string;
  withEarnings?: boolean;
}) {
  if (standings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No completed games in this season yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing={8} horizontalSpacing={6} fz="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} {...noWrap}>
              Rank
            </Table.Th>
            <Table.Th w="100%">Player</Table.Th>
            <Table.Th ta="right" {...noWrap}>
              Points
            </Table.Th>
            <Table.Th ta="right" {...noWrap}>
              Games
            </Table.Th>
            <Table.Th ta="right" {...noWrap}>
              Wins
            </Table.Th>
            {withEarnings && (
              <Table.Th ta="right" visibleFrom="sm" {...noWrap}>
                Earnings
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.map((line) => (
            <Table.Tr key={line.user.id}>
              <Table.Td>
                <Badge
                  className={classes.rankBadge}
                  variant={line.rank === 1 ? 'filled' : 'light'}
                  color={line.rank === 1 ? 'chip' : 'gray'}
                  radius="sm"
                >
                  {line.rank}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {personName(line.user)}
                </Text>
                {withEarnings && line.earningsCents !== undefined && (
                  // On a phone the earnings column is hidden and told under the name instead.
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Earnings: {formatMoney(line.earningsCents)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={600} {...noWrap}>
                {formatPoints(line.points)}
              </Table.Td>
              <Table.Td ta="right" {...noWrap}>
                {line.gamesPlayed}
              </Table.Td>
              <Table.Td ta="right" {...noWrap}>
                {line.gamesWon}
              </Table.Td>
              {withEarnings && (
                <Table.Td ta="right" visibleFrom="sm" {...noWrap}>
                  {line.earningsCents !== undefined && formatMoney(line.earningsCents)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
