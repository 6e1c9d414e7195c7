// The host ends the night in a deal: with 2 to 9 players left, each one's chip count, a method (ICM
// by Malmuth–Harville, chip count, or even), the server's preview of who takes what (chopPreview,
// the same sums the chop will record), then "Chop and Finish". Chip counts are checked with
// core/icm.ts's validateChopStacks before anything is asked of the server, and their total is
// shown beside the chips in play: counts that do not add up to it need the host's confirmation
// before the chop (docs/product.md §10), since a miscount changes everyone's share.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../core/format';
import {
  chipCountDifference,
  chipCountMismatchText,
  isChipCount,
  validateChopStacks,
} from '../../../../core/icm';
import { chopProblem } from '../../../../core/tournament';
import { prizesStillToWin } from '../../../../core/tournament-results';
import type {
  ChopMethod,
  ChopModal_TournamentFragment,
  TournamentPlayersCard_TournamentFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../ui/errors';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { personName } from '../../ui/personName';
import { useMutationAction } from '../../ui/useMutationAction';
import { entryPlaces } from './BustModal';
import { CHOP_PREVIEW_QUERY, CHOP_TOURNAMENT_MUTATION } from './playDocuments';

type Tournament = TournamentPlayersCard_TournamentFragment & ChopModal_TournamentFragment;

const METHODS: { value: ChopMethod; label: string; hint: string }[] = [
  {
    value: 'ICM',
    label: 'ICM',
    hint: 'Each player’s chance of every remaining place, from the chip counts (Malmuth–Harville).',
  },
  { value: 'CHIP_COUNT', label: 'Chip count', hint: 'In proportion to the chip counts.' },
  { value: 'EVEN', label: 'Even', hint: 'Equal shares; no chip counts needed.' },
];

type Chips = Record<string, number | string>;
type Stack = { userId: string; chips: number };

/** The entered chip counts as whole numbers, or the first problem with them; null while incomplete. */
function readStacks(userIds: readonly string[], chips: Chips) {
  if (userIds.some((id) => chips[id] === undefined || chips[id] === '')) return null;
  const stacks = userIds.map((userId) => ({ userId, chips: Number(chips[userId]) }));
  return { stacks, problem: validateChopStacks(stacks.map((s) => s.chips)) };
}

function ChopForm({
  eventId,
  tournament,
  onDone,
}: {
  eventId: string;
  tournament: Tournament;
  onDone: () => void;
}) {
  const left = tournament.entries.filter((entry) => entry.finishPlace == null);
  const userIds = left.map((entry) => entry.player.id);
  const [method, setMethod] = useState<ChopMethod>('ICM');
  const [chips, setChips] = useState<Chips>({});
  const [chopTournament] = useMutation(CHOP_TOURNAMENT_MUTATION);
  const { busy, run } = useMutationAction();

  const players = chopProblem(tournament.phase, entryPlaces(tournament.entries));
  const needsChips = method !== 'EVEN';
  const read = needsChips ? readStacks(userIds, chips) : null;
  const stacks = read && !read.problem ? read.stacks : null;
  const ready = !players && (!needsChips || stacks !== null);
  // The counts' total against the chips in play; a difference needs a confirmation, given for
  // these very counts (a changed count asks again).
  const counted = stacks ? stacks.reduce((sum, s) => sum + s.chips, 0) : null;
  const difference =
    needsChips && stacks
      ? chipCountDifference(
          stacks.map((s) => s.chips),
          tournament.chipsInPlay,
        )
      : 0;
  const countsKey = JSON.stringify(stacks);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const confirmed = difference === 0 || confirmedFor === countsKey;
  // Ask for a preview once typing settles, not on every keystroke.
  const wanted = JSON.stringify({ method, stacks: needsChips ? stacks : null, ready });
  const [asked] = useDebouncedValue(wanted, 300);
  const askedFor = JSON.parse(asked) as {
    method: ChopMethod;
    stacks: Stack[] | null;
    ready: boolean;
  };
  const preview = useQuery(CHOP_PREVIEW_QUERY, {
    variables: { eventId, method: askedFor.method, stacks: askedFor.stacks },
    skip: !askedFor.ready,
    fetchPolicy: 'network-only',
  });
  const settled = asked === wanted && !preview.loading;
  const shares = ready && settled ? (preview.data?.chopPreview ?? null) : null;
  const previewError = ready && settled && preview.error ? preview.error : null;

  const stillToWin = prizesStillToWin(
    tournament.payouts.map((payout) => payout.amountCents),
    left.length,
  ).reduce((sum, cents) => sum + cents, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !shares || !confirmed) return;
    void run(
      'chop',
      () => chopTournament({ variables: { eventId, method, stacks: needsChips ? stacks : null } }),
      {
        success: 'Chopped: the results are recorded',
        failure: 'Failed to chop the tournament',
        onSuccess: onDone,
      },
    );
  };

  return (
    <ModalForm
      label="Chop"
      submitLabel="Chop and Finish"
      submitColor="red"
      busy={busy !== null}
      submitDisabled={!shares || !confirmed}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Text size="sm">
        {left.length} players share the {formatMoney(stillToWin)} still to win.
      </Text>
      <Stack gap={4}>
        <Text component="label" id="chop-method-label" size="sm" fw={500}>
          Method
        </Text>
        <SegmentedControl
          aria-labelledby="chop-method-label"
          value={method}
          onChange={(value) => setMethod(value)}
          data={METHODS.map(({ value, label }) => ({ value, label }))}
          fullWidth
        />
        <Text size="xs" c="dimmed">
          {METHODS.find((m) => m.value === method)!.hint}
        </Text>
      </Stack>
      {needsChips && (
        <Stack gap="xs">
          {left.map((entry) => (
            <NumberInput
              key={entry.player.id}
              label={`${personName(entry.player)}’s chips`}
              value={chips[entry.player.id] ?? ''}
              onChange={(value) => {
                setChips((all) => ({ ...all, [entry.player.id]: value }));
                setConfirmedFor(null);
              }}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              clampBehavior="none"
              error={
                chips[entry.player.id] !== undefined &&
                chips[entry.player.id] !== '' &&
                !isChipCount(Number(chips[entry.player.id]))
              }
            />
          ))}
          <ChipTotals counted={counted} inPlay={tournament.chipsInPlay} difference={difference} />
          {difference !== 0 && (
            <Checkbox
              label="The counts are right: chop with them anyway"
              checked={confirmedFor === countsKey}
              onChange={(e) => setConfirmedFor(e.currentTarget.checked ? countsKey : null)}
            />
          )}
        </Stack>
      )}
      {players && (
        <Alert color="red" variant="light" role="alert">
          {players}
        </Alert>
      )}
      {read?.problem && (
        <Alert color="red" variant="light" role="alert">
          {read.problem}
        </Alert>
      )}
      <ChopPreview
        left={left}
        shares={shares}
        loading={ready && !settled}
        error={previewError ? errorMessage(previewError, 'Failed to preview the chop') : null}
        waiting={!ready && !players && !read?.problem}
      />
    </ModalForm>
  );
}

/** The counts' total beside the chips in play, and how far apart they are. */
function ChipTotals({
  counted,
  inPlay,
  difference,
}: {
  counted: number | null;
  inPlay: number;
  difference: number;
}) {
  const chips = (n: number) => n.toLocaleString('en-US');
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="chop-chip-totals">
      <Text size="sm">
        Counted <b>{counted === null ? '–' : chips(counted)}</b> of <b>{chips(inPlay)}</b> chips in
        play
      </Text>
      {counted !== null && difference !== 0 && (
        <Text size="sm" fw={700} c="red.8" role="status">
          {chipCountMismatchText(difference)}
        </Text>
      )}
    </Group>
  );
}

function ChopPreview({
  left,
  shares,
  loading,
  error,
  waiting,
}: {
  left: Tournament['entries'];
  shares: { amountCents: number; user: { id: string } }[] | null;
  loading: boolean;
  error: string | null;
  waiting: boolean;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  }
  if (waiting) {
    return (
      <Text size="sm" c="dimmed">
        Enter every player’s chips to see the split.
      </Text>
    );
  }
  if (loading || !shares) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Working out the split…
        </Text>
      </Group>
    );
  }
  const amountOf = new Map(shares.map((share) => [share.user.id, share.amountCents]));
  return (
    <Table aria-label="Chop preview" aria-live="polite" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Player</Table.Th>
          <Table.Th ta="right">Takes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {left.map((entry) => (
          <Table.Tr key={entry.player.id}>
            <Table.Td>{personName(entry.player)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatMoney(amountOf.get(entry.player.id) ?? 0)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ChopModal({
  eventId,
  tournament,
  opened,
  onClose,
}: {
  eventId: string;
  tournament: Tournament;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Chop the Prize Pool">
      {opened && <ChopForm eventId={eventId} tournament={tournament} onDone={onClose} />}
    </FormModal>
  );
}
