// The current season's standings beside the all-time boards (issue 13): rank, player, points,
// games and wins, with the season's dates and formula; New season for those who may manage
// seasons. Between seasons it says so. The group's live subscription keeps it current.
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarStats, IconPlus } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { SeasonStandings_SeasonFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { SeasonFacts, SeasonStandingsTable } from '../group-admin/SeasonStandingsTable';

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

export function SeasonStandingsCard({
  season,
  canManage,
  onNewSeason,
}: {
  season: SeasonStandings_SeasonFragment | null;
  canManage: boolean;
  onNewSeason: () => void;
}) {
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
        <Stack gap="sm">
          <SeasonFacts season={season} />
          <SeasonStandingsTable standings={season.standings} labelledBy="season-title" />
        </Stack>
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
