// Add player (docs/product.md §10 walk-ins, §11 guests): whoever runs the event picks someone
// they know — a group mate, or who played with them before (Event.addablePlayers) — or adds a
// guest by name for a friend without an account; the group's guests are suggested, and a name it
// already has is the same guest. Both work once the game has started, for the friend who turns
// up late. Someone new with an account is invited by e-mail instead; the dialog says so.
import { useMutation, useQuery } from '@apollo/client/react';
import { Autocomplete, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { guestNameProblem } from '../../../../core/guests';
import { textLimits } from '../../../../core/limits';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  ADD_EVENT_PLAYER_MUTATION,
  ADD_GUEST_PLAYER_MUTATION,
  ADDABLE_PLAYERS_QUERY,
} from './documents';

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

type Kind = 'known' | 'guest';

function AddPlayerForm({ eventId, onClose }: AddPlayerModalProps) {
  const { data, loading } = useQuery(ADDABLE_PLAYERS_QUERY, {
    variables: { id: eventId },
    fetchPolicy: 'network-only',
  });
  const [addKnown] = useMutation(ADD_EVENT_PLAYER_MUTATION);
  const [addGuest] = useMutation(ADD_GUEST_PLAYER_MUTATION);
  const { busy, run } = useMutationAction<'add'>();
  const people = data?.event?.addablePlayers ?? [];
  const guests = data?.event?.addableGuests ?? [];
  const [kind, setKind] = useState<Kind | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [guestName, setGuestName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // With nobody left to pick, the guest form is the useful one.
  const shown: Kind = kind ?? (data && people.length === 0 ? 'guest' : 'known');
  const chosen = people.find((person) => person.id === userId);
  const guestProblem = guestNameProblem(guestName);

  const submit = () => {
    setSubmitted(true);
    if (shown === 'known') {
      if (!chosen) return;
      void run('add', () => addKnown({ variables: { eventId, userId: chosen.id } }), {
        success: `${chosen.displayName} is playing`,
        failure: 'Failed to add the player',
        onSuccess: onClose,
      });
      return;
    }
    if (guestProblem) return;
    const name = guestName.trim();
    void run('add', () => addGuest({ variables: { eventId, displayName: name } }), {
      success: `${name} is playing as a guest`,
      failure: 'Failed to add the guest',
      onSuccess: onClose,
    });
  };

  if (loading && !data) return <Loader size="sm" aria-label="Loading people you know" />;
  return (
    <ModalForm
      label="Add player"
      submitLabel={shown === 'guest' ? 'Add guest' : 'Add player'}
      busy={busy === 'add'}
      submitDisabled={shown === 'known' && people.length === 0}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onCancel={onClose}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="Who to add"
          fullWidth
          value={shown}
          onChange={(value) => {
            setKind(value);
            setSubmitted(false);
          }}
          data={[
            { value: 'known', label: 'Someone I know' },
            { value: 'guest', label: 'A guest' },
          ]}
        />
        {shown === 'guest' ? (
          <Autocomplete
            label="Guest's name"
            description="A friend without an account: a name is enough. They can claim their games later."
            placeholder="e.g. Dave"
            data={guests.map((guest) => guest.displayName)}
            value={guestName}
            onChange={setGuestName}
            maxLength={textLimits.displayName.max}
            leftSection={<IconUserQuestion size={18} aria-hidden />}
            comboboxProps={{ shadow: 'md' }}
            error={submitted ? guestProblem : undefined}
            autoComplete="off"
            data-autofocus
          />
        ) : people.length === 0 ? (
          <Text c="dimmed" size="sm">
            Everyone you know from your groups and past games is already playing. Add a guest, or
            invite someone new by e-mail.
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
      </Stack>
    </ModalForm>
  );
}
