// The group's two leaderboards (docs/product.md §2, §9): Most Wins (rank, display name, wins with the win
// percentage to one decimal, total earnings in dollars) and Most Active (rank, name, games
// played), each sorted descending with no size cap.
import { Badge, Box, SimpleGrid, Table, Text } from '@mantine/core';
import { IconFlame, IconTrophy, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../core/format';
import { graphql } from '../../gql';
import type { Leaderboards_EntryFragment } from '../../gql/graphql';
import classes from '../../ui/rank.module.css';
import { displayName, mostActive, mostWins, winsText } from './groupText';
import { SectionCard } from '../../ui/SectionCard';

export const LEADERBOARDS_ENTRY_FRAGMENT = graphql(`
  fragment Leaderboards_entry on GroupPlayerStats {
    gamesPlayed
    tournamentsPlayed
    gamesWon
    totalEarningsCents
    user {
      ...PersonName_user
    }
  }
`);

type Entry = Leaderboards_EntryFragment;

function RankBadge({ rank }: { rank: number }) {
  return (
    <Badge
      className={classes.rankBadge}
      variant={rank === 1 ? 'filled' : 'light'}
      color={rank === 1 ? 'chip' : 'gray'}
      radius="sm"
    >
      {rank}
    </Badge>
  );
}

function Board({
  id,
  title,
  icon,
  iconColor,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: TablerIcon;
  iconColor: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard titleId={id} title={title} icon={icon} iconColor={iconColor} compact padding="md">
      {empty ? (
        <Text size="sm" c="dimmed">
          No completed games yet. Once a group event has its winners recorded, standings show up
          here.
        </Text>
      ) : (
        children
      )}
    </SectionCard>
  );
}

function PlayerCell({ entry, withEarnings = false }: { entry: Entry; withEarnings?: boolean }) {
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {displayName(entry.user)}
      </Text>
      {withEarnings ? (
        // Phones: the earnings column folds under the name.
        <Text size="xs" c="dimmed" hiddenFrom="xs">
          {formatMoney(entry.totalEarningsCents)} total earnings
        </Text>
      ) : null}
    </>
  );
}

/** A number column after Rank and Player (right-aligned, never wrapped): header and cells. */
interface Column {
  header: ReactNode;
  cell: (entry: Entry) => ReactNode;
  /** Phones leave the column out below this breakpoint. */
  visibleFrom?: 'xs';
}

const noWrap = { style: { whiteSpace: 'nowrap' } } as const;

/** One board's table: rank, player, then the board's own columns, in the order given. */
function RankedTable({
  labelledBy,
  ranked,
  withEarnings = false,
  columns,
}: {
  labelledBy: string;
  ranked: { rank: number; entry: Entry }[];
  withEarnings?: boolean;
  columns: Column[];
}) {
  return (
    <Table verticalSpacing={8} horizontalSpacing={6} fz="sm" aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44} {...noWrap}>
            Rank
          </Table.Th>
          <Table.Th w="100%">Player</Table.Th>
          {columns.map((column, i) => (
            <Table.Th key={i} ta="right" visibleFrom={column.visibleFrom} {...noWrap}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranked.map(({ rank, entry }) => (
          <Table.Tr key={entry.user.id}>
            <Table.Td>
              <RankBadge rank={rank} />
            </Table.Td>
            <Table.Td>
              <PlayerCell entry={entry} withEarnings={withEarnings} />
            </Table.Td>
            {columns.map((column, i) => (
              <Table.Td key={i} ta="right" visibleFrom={column.visibleFrom} {...noWrap}>
                {column.cell(entry)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function Leaderboards({ entries }: { entries: Entry[] }) {
  const empty = entries.length === 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Board
        id="most-wins-title"
        title="Most Wins"
        empty={empty}
        icon={IconTrophy}
        iconColor="var(--mantine-color-chip-7)"
      >
        <RankedTable
          labelledBy="most-wins-title"
          ranked={mostWins(entries)}
          withEarnings
          columns={[
            {
              header: 'Wins',
              // Out of tournaments: a cash game has no winners (docs/product.md §9).
              cell: (entry) => winsText(entry.gamesWon, entry.tournamentsPlayed),
            },
            {
              header: 'Total earnings',
              cell: (entry) => formatMoney(entry.totalEarningsCents),
              visibleFrom: 'xs',
            },
          ]}
        />
      </Board>
      <Board
        id="most-active-title"
        title="Most Active"
        empty={empty}
        icon={IconFlame}
        iconColor="var(--mantine-color-red-6)"
      >
        <RankedTable
          labelledBy="most-active-title"
          ranked={mostActive(entries)}
          columns={[
            {
              header: (
                <>
                  Games
                  <Box component="span" visibleFrom="xs">
                    {' '}
                    played
                  </Box>
                </>
              ),
              cell: (entry) => entry.gamesPlayed,
            },
          ]}
        />
      </Board>
    </SimpleGrid>
  );
}
