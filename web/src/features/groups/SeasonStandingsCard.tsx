// The current season's standings beside the all-time boards (issue 13): rank, player, points,
// games and wins, with the season's dates and formula; New season for those who may manage
// seasons. Between seasons it says so. The group's live subscription keeps it current.
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconCalendarStats, IconPlus } from '@tabler/icons-react';
import { pointsFormulaLabels } from '../../../../core/points';
import { graphql } from '../../gql';
import type { SeasonStandings_SeasonFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { useViewerZone } from '../events/eventText';
import { displayName } from './groupText';
import classes from './groups.module.css';
import { formatPoints, seasonDates } from './seasonText';

export const SEASON_STANDINGS_FRAGMENT = graphql(`
  fragment SeasonStandings_season on Season {
    id
    name
    startsAt
    endsAt
    pointsFormula
    standings {
      rank
      points
      gamesPlayed
      gamesWon
      user {
        ...PersonName_user
      }
    }
  }
`);

const noWrap = { style: { whiteSpace: 'nowrap' } } as const;

export function SeasonStandingsCard({
  season,
  canManage,
  onNewSeason,
}: {
  season: SeasonStandings_SeasonFragment | null;
  canManage: boolean;
  onNewSeason: () => void;
}) {
  const { timeZone } = useViewerZone();
  const action = canManage ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onNewSeason}
    >
      New season
    </Button>
  ) : undefined;
  return (
    <SectionCard
      titleId="season-title"
      title={season ? season.name : 'Season'}
      icon={IconCalendarStats}
      action={action}
    >
      {season ? (
        <>
          <Group gap="xs" mb="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {seasonDates(season.startsAt, season.endsAt, timeZone)}
            </Text>
            <Badge variant="light" color="gray" radius="sm" style={{ textTransform: 'none' }}>
              {pointsFormulaLabels[season.pointsFormula]}
            </Badge>
          </Group>
          {season.standings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No completed games in this season yet.
            </Text>
          ) : (
            <Table verticalSpacing={8} horizontalSpacing={6} fz="sm" aria-labelledby="season-title">
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
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {season.standings.map((line) => (
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
                        {displayName(line.user)}
                      </Text>
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
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No season is running.{' '}
          {canManage
            ? 'Start one to rank players by points over a stretch of games.'
            : 'The owner or an admin can start one.'}
        </Text>
      )}
    </SectionCard>
  );
}
