// The results of a finished game night (issue 11): every place with its prize and bounties and
// what each player took home. On the event page it takes the Winners card's place once results
// exist (the winners are its places 1–3).
import { Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { formatMoney } from '../../../../core/format';
import type { EventResultsCard_EventFragment } from '../../gql/graphql';
import { personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { placeLabel } from '../../../../core/winners';

export function EventResultsCard({
  event,
  viewerId,
}: {
  event: EventResultsCard_EventFragment;
  viewerId: string | null;
}) {
  const results = [...event.results].sort((a, b) => a.place - b.place);
  const bounties = results.some((result) => result.bountyCents > 0);
  return (
    <SectionCard
      titleId="results-title"
      title="Results"
      icon={IconTrophy}
      iconColor="var(--mantine-color-chip-7)"
    >
      <Table.ScrollContainer minWidth={280}>
        <Table aria-labelledby="results-title" verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>Place</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Prize</Table.Th>
              {bounties && <Table.Th ta="right">Bounties</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((result) => {
              return (
                <Table.Tr key={result.place}>
                  <Table.Td fw={700}>{placeLabel(result.place)}</Table.Td>
                  <Table.Td>
                    <Text span fw={result.place === 1 ? 700 : 500}>
                      {personName(result.user)}
                    </Text>
                    {result.user.id === viewerId && (
                      <Text span c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={result.prizeCents > 0 ? 'felt.8' : 'dimmed'}
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatMoney(result.prizeCents)}
                  </Table.Td>
                  {bounties && (
                    <Table.Td
                      ta="right"
                      c={result.bountyCents > 0 ? 'felt.8' : 'dimmed'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {formatMoney(result.bountyCents)}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
