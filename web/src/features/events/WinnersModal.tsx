// Set Winners / Update Winners (docs/product.md §2 History and Event detail, §5 Winners): a player and a
// prize for 1st, 2nd and 3rd. Only players can be picked, sorted by name; a blank prize counts
// as 0; the order rules and messages are core's, the same ones the server applies.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { dollarsToCents } from '../../../../core/format';
import { placeLabel, validateWinners, WINNER_PLACES } from '../../../../core/winners';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifyFailure } from '../../ui/notify';
import { useMutationAction } from '../../ui/useMutationAction';
import { graphql } from '../../gql';
import type { WinnersModal_EventFragment } from '../../gql/graphql';
import { SET_WINNERS_MUTATION } from './documents';
import { personName } from '../../ui/eventText';

/** The players to pick from and the winners recorded so far, to start the form from. */
export const WINNERS_MODAL_EVENT_FRAGMENT = graphql(`
  fragment WinnersModal_event on Event {
    id
    title
    players {
      ...PersonName_user
    }
    winners {
      place
      prizeCents
      user {
        id
      }
    }
  }
`);

type Place = (typeof WINNER_PLACES)[number];

interface Row {
  userId: string | null;
  prize: number | string;
}

/** A blank prize is 0; otherwise whole cents (null when it is not an amount). */
export function prizeToCents(prize: number | string): number | null {
  if (typeof prize === 'string' && prize.trim() === '') return 0;
  return dollarsToCents(prize);
}

function WinnersForm({ event, onDone }: { event: WinnersModal_EventFragment; onDone: () => void }) {
  const [rows, setRows] = useState<Record<Place, Row>>(() => {
    const initial = {} as Record<Place, Row>;
    for (const place of WINNER_PLACES) {
      const winner = event.winners.find((w) => w.place === place);
      initial[place] = winner
        ? { userId: winner.user.id, prize: winner.prizeCents / 100 }
        : { userId: null, prize: '' };
    }
    return initial;
  });
  const [setWinners] = useMutation(SET_WINNERS_MUTATION);
  const { busy, run } = useMutationAction();
  const loading = busy !== null;

  const players = [...event.players].sort((a, b) =>
    personName(a).localeCompare(personName(b), undefined, { sensitivity: 'base' }),
  );

  const update = (place: Place, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [place]: { ...current[place], ...patch } }));

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    formEvent.stopPropagation();
    if (loading) return;
    const winners = WINNER_PLACES.flatMap((place) => {
      const row = rows[place];
      if (!row.userId) return [];
      return [{ place, userId: row.userId, prizeCents: prizeToCents(row.prize) ?? -1 }];
    });
    const problem = validateWinners(winners);
    if (problem) {
      notifyFailure(problem);
      return;
    }
    await run('save', () => setWinners({ variables: { eventId: event.id, winners } }), {
      success: 'Winners updated successfully!',
      failure: 'Failed to update winners',
      onSuccess: onDone,
    });
  }

  return (
    <form onSubmit={(formEvent) => void submit(formEvent)} noValidate aria-label="Winners">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Pick up to three players from {event.title}. A blank prize counts as $0.
        </Text>
        {WINNER_PLACES.map((place) => {
          const pickedElsewhere = new Set(
            WINNER_PLACES.filter((other) => other !== place).map((other) => rows[other].userId),
          );
          return (
            <SimpleGrid key={place} cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6}>
              <Select
                label={`${placeLabel(place)} Place`}
                placeholder="Select a player"
                data={players.map((player) => ({
                  value: player.id,
                  label: personName(player),
                  disabled: pickedElsewhere.has(player.id),
                }))}
                value={rows[place].userId}
                onChange={(userId) => update(place, { userId })}
                clearable
                searchable
                nothingFoundMessage="No player by that name"
                leftSection={
                  <IconTrophy
                    size={18}
                    aria-hidden
                    color={
                      place === 1
                        ? 'var(--mantine-color-chip-6)'
                        : place === 2
                          ? 'var(--mantine-color-gray-5)'
                          : 'var(--mantine-color-orange-7)'
                    }
                  />
                }
              />
              <MoneyInput
                label={`${placeLabel(place)} Place Prize ($)`}
                placeholder="0.00"
                prefix="$"
                value={rows[place].prize}
                onChange={(prize) => update(place, { prize })}
              />
            </SimpleGrid>
          );
        })}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Save Winners
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function WinnersModal({
  event,
  opened,
  onClose,
}: {
  event: WinnersModal_EventFragment | null;
  opened: boolean;
  onClose: () => void;
}) {
  const title = event && event.winners.length > 0 ? 'Update Winners' : 'Set Winners';
  return (
    <Modal
      opened={opened && !!event}
      onClose={onClose}
      title={
        <Title order={2} fz="h3" component="span">
          {title}
        </Title>
      }
      size="lg"
      centered
    >
      {event && <WinnersForm event={event} onDone={onClose} />}
    </Modal>
  );
}
