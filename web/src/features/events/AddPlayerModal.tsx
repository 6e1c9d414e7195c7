// Add player (issue 28): whoever runs the event picks someone they know — a group mate, or who
// played with them before (Event.addablePlayers) — also once the game has started, for the
// friend who turns up late. Someone new is invited by e-mail instead; the dialog says so.
import { useMutation, useQuery } from '@apollo/client/react';
import { Loader, Select, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { ADD_EVENT_PLAYER_MUTATION, ADDABLE_PLAYERS_QUERY } from './documents';

export interface AddPlayerModalProps {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}

export function AddPlayerModal(props: AddPlayerModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Add player">
      {/* Mounted only while open: each opening reads who can be added now. */}
      {props.opened && <AddPlayerForm {...props} />}
    </FormModal>
  );
}

function AddPlayerForm({ eventId, onClose }: AddPlayerModalProps) {
  const { data, loading } = useQuery(ADDABLE_PLAYERS_QUERY, {
    variables: { id: eventId },
    fetchPolicy: 'network-only',
  });
  const [add] = useMutation(ADD_EVENT_PLAYER_MUTATION);
  const { busy, run } = useMutationAction<'add'>();
  const [userId, setUserId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const people = data?.event?.addablePlayers ?? [];
  const chosen = people.find((person) => person.id === userId);

  const submit = () => {
    setSubmitted(true);
    if (!chosen) return;
    void run('add', () => add({ variables: { eventId, userId: chosen.id } }), {
      success: `${chosen.displayName} is playing`,
      failure: 'Failed to add the player',
      onSuccess: onClose,
    });
  };

  if (loading && !data) return <Loader size="sm" aria-label="Loading people you know" />;
  return (
    <ModalForm
      label="Add player"
      submitLabel="Add player"
      busy={busy === 'add'}
      submitDisabled={people.length === 0}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onCancel={onClose}
    >
      {people.length === 0 ? (
        <Text c="dimmed" size="sm">
          Everyone you know from your groups and past games is already playing. Invite someone new
          by e-mail instead.
        </Text>
      ) : (
        <Select
          label="Player"
          description="Someone from your groups or who has played with you before."
          placeholder="Choose a person"
          searchable
          data={people.map((person) => ({ value: person.id, label: person.displayName }))}
          value={userId}
          onChange={setUserId}
          leftSection={<IconUser size={18} aria-hidden />}
          nothingFoundMessage="Nobody by that name"
          comboboxProps={{ shadow: 'md' }}
          error={submitted && !chosen ? 'Choose who to add' : undefined}
          data-autofocus
        />
      )}
    </ModalForm>
  );
}
