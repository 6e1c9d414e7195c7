// Seasons on the admin dashboard (issue 13): every season of the group with a picker, the picked
// one's standings (rank, player, points, games, wins, earnings) and its standings as a CSV. The
// current season is picked first. Its own query and live update, both public operations, so the
// dashboard page only places it.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCalendarStats, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AdminSeasons_GroupFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { SeasonFacts, SeasonStandingsTable } from './SeasonStandingsTable';

export const ADMIN_SEASONS_FRAGMENT = graphql(`
  fragment AdminSeasons_group on Group {
    id
    currentSeason {
      id
    }
    seasons {
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
        earningsCents
        user {
          ...PersonName_user
        }
      }
    }
  }
`);

export const ADMIN_SEASONS_QUERY = graphql(`
  query AdminSeasons($id: ID!) {
    group(id: $id) {
      ...AdminSeasons_group
    }
  }
`);

export const ADMIN_SEASONS_CHANGED = graphql(`
  subscription AdminSeasonsChanged($id: ID!) {
    groupChanged(id: $id) {
      ...AdminSeasons_group
    }
  }
`);

/** Where the server serves a season's standings (server/http/export-routes.ts). */
export const standingsCsvPath = (groupId: string, seasonId: string) =>
  `/export/groups/${encodeURIComponent(groupId)}/seasons/${encodeURIComponent(seasonId)}/standings.csv`;

/** The season shown first: the one running now, else the latest to start. */
export function defaultSeasonId(group: AdminSeasons_GroupFragment): string | null {
  return group.currentSeason?.id ?? group.seasons[0]?.id ?? null;
}

export function SeasonsCardView({ group }: { group: AdminSeasons_GroupFragment }) {
  const [picked, setPicked] = useState<string | null>(null);
  const season =
    group.seasons.find((s) => s.id === picked) ??
    group.seasons.find((s) => s.id === defaultSeasonId(group)) ??
    null;
  return (
    <SectionCard
      titleId="seasons-title"
      title="Seasons"
      icon={IconCalendarStats}
      badge={
        <Badge variant="light" color="gray">
          {group.seasons.length}
        </Badge>
      }
    >
      {season ? (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Season"
              data={group.seasons.map((s) => ({
                value: s.id,
                label: s.id === group.currentSeason?.id ? `${s.name} (current)` : s.name,
              }))}
              value={season.id}
              onChange={(value) => value && setPicked(value)}
              allowDeselect={false}
              style={{ flex: '1 1 12rem' }}
            />
            <Button
              component="a"
              href={standingsCsvPath(group.id, season.id)}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Standings CSV
            </Button>
          </Group>
          <SeasonFacts season={season} />
          <SeasonStandingsTable
            standings={season.standings}
            labelledBy="seasons-title"
            withEarnings
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No seasons yet. Start one from the group page to rank players by points.
        </Text>
      )}
    </SectionCard>
  );
}

/** The card for group `groupId`, loading and following its seasons itself. */
export function SeasonsCard({ groupId }: { groupId: string }) {
  const { data } = useQuery(ADMIN_SEASONS_QUERY, {
    variables: { id: groupId },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(ADMIN_SEASONS_CHANGED, { variables: { id: groupId } });
  return data?.group ? <SeasonsCardView group={data.group} /> : null;
}
