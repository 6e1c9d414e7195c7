// The host busts a player: which place they take (the next one from the bottom) and, optionally,
// who knocked them out (a player still in; they get the knockout and the bounty). The rule and its
// message are core/tournament.ts's bustProblem, the same check the server makes.
import { useMutation } from '@apollo/client/react';
import { Alert, Select, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../core/format';
import { bustProblem, nextFinishPlace } from '../../../../core/tournament';
import type { TournamentPlayersCard_TournamentFragment } from '../../gql/graphql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { personName } from '../../ui/personName';
import { useMutationAction } from '../../ui/useMutationAction';
import { BUST_PLAYER_MUTATION } from './playDocuments';
import { useUndoToast } from './useUndoToast';
import { placeLabel } from '../../../../core/winners';

type Tournament = TournamentPlayersCard_TournamentFragment;
type Entry = Tournament['entries'][number];

/** The places core's rules read: one per entry. */
export function entryPlaces(entries: readonly Entry[]) {
  return entries.map((entry) => ({
    userId: entry.player.id,
    finishPlace: entry.finishPlace ?? null,
  }));
}

function BustForm({
  eventId,
  tournament,
  entry,
  onDone,
}: {
  eventId: string;
  tournament: Tournament;
  entry: Entry;
  onDone: () => void;
}) {
  const [bustPlayer] = useMutation(BUST_PLAYER_MUTATION);
  const offerUndo = useUndoToast(eventId);
  const { busy, run } = useMutationAction();
  const [by, setBy] = useState<string | null>(null);
  const name = personName(entry.player);
  const places = entryPlaces(tournament.entries);
  const problem = bustProblem(tournament.phase, places, entry.player.id, by);
  const others = tournament.entries.filter(
    (other) => other.finishPlace == null && other.player.id !== entry.player.id,
  );
  const byEntry = others.find((other) => other.player.id === by);

  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    void run(
      'bust',
      () =>
        bustPlayer({
          variables: { eventId, userId: entry.player.id, eliminatedByUserId: by },
        }),
      {
        failure: 'Failed to bust player',
        onSuccess: () => {
          const out = `${name} is out in ${placeLabel(nextFinishPlace(places))} place`;
          offerUndo(out, 'BUST', entry.player.id);
          // The list now has them out; the dialog fades out without saying so.
          setSent(true);
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      label={`Bust ${name}`}
      submitLabel="Bust Player"
      busy={busy !== null}
      submitDisabled={problem !== null && !sent}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Text size="sm">
        {name} finishes in <strong>{placeLabel(nextFinishPlace(places))} place</strong>.
      </Text>
      <Select
        label="Busted by"
        description="Optional: who knocked them out gets the knockout"
        placeholder="Not recorded"
        data={others.map((other) => ({ value: other.player.id, label: personName(other.player) }))}
        value={by}
        onChange={setBy}
        clearable
        searchable={others.length > 8}
        nothingFoundMessage="No player by that name"
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      {byEntry && tournament.bountyCents > 0 && (
        <Text size="sm" c="dimmed">
          {personName(byEntry.player)} collects the {formatMoney(tournament.bountyCents)} bounty.
        </Text>
      )}
      {problem && !sent && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </ModalForm>
  );
}

export function BustModal({
  eventId,
  tournament,
  userId,
  onClose,
}: {
  eventId: string;
  tournament: Tournament;
  /** The player to bust; null closes the dialog. */
  userId: string | null;
  onClose: () => void;
}) {
  // The last player asked about stays while the dialog fades out.
  const [shownId, setShownId] = useState<string | null>(userId);
  if (userId && userId !== shownId) setShownId(userId);
  const current = tournament.entries.find((e) => e.player.id === (userId ?? shownId));
  return (
    <FormModal
      opened={userId !== null && current !== undefined}
      onClose={onClose}
      title={current ? `Bust ${personName(current.player)}` : 'Bust Player'}
    >
      {current && (
        <BustForm
          key={current.player.id}
          eventId={eventId}
          tournament={tournament}
          entry={current}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}
