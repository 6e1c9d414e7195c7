// The group's Guests card (docs/product.md §11): friends without an account who play the group's
// games under a name, each with a Guest badge. Whoever may manage a guest (User.viewerCanManageGuest)
// renames them, e-mails a link with which the friend takes the games over, or removes a guest
// who never played. Shown only while the group has guests.
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import {
  IconDotsVertical,
  IconMailForward,
  IconPencil,
  IconTrash,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useState } from 'react';
import { guestNameProblem } from '../../../../core/guests';
import { isEmail, normalizeEmail } from '../../../../core/email';
import { accountMessages } from '../../../../core/accounts';
import { textLimits } from '../../../../core/limits';
import type { GuestsCard_GroupFragment } from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { initials } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  INVITE_GUEST_TO_CLAIM_MUTATION,
  REMOVE_GUEST_MUTATION,
  RENAME_GUEST_MUTATION,
} from './guestDocuments';

type Guest = GuestsCard_GroupFragment['guests'][number];
type Editing = { guest: Guest; what: 'rename' | 'claim' } | null;

export function GuestsCard({ group }: { group: GuestsCard_GroupFragment }) {
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirmDialog();
  const [remove] = useMutation(REMOVE_GUEST_MUTATION, { refetchQueries: ['Group'] });
  const { run } = useMutationAction<'remove'>();
  if (group.guests.length === 0) return null;

  const askRemove = (guest: Guest) =>
    confirm.ask({
      title: 'Remove guest',
      message: `Remove ${guest.displayName} from the group's guests?`,
      confirmLabel: 'Remove guest',
      onConfirm: () =>
        run('remove', () => remove({ variables: { guestId: guest.id } }), {
          success: `${guest.displayName} removed`,
          failure: 'Failed to remove the guest',
        }),
    });

  return (
    <SectionCard
      titleId="guests-title"
      title={<>Guests ({group.guests.length})</>}
      icon={IconUserQuestion}
    >
      <Stack component="ul" gap="sm" p={0} m={0}>
        {group.guests.map((guest) => (
          <Group component="li" key={guest.id} gap="sm" wrap="nowrap" style={{ listStyle: 'none' }}>
            <Avatar color="gray" radius="xl" size={38} aria-hidden>
              {initials(guest)}
            </Avatar>
            <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {guest.displayName}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              Guest
            </Badge>
            {guest.viewerCanManageGuest && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Manage ${guest.displayName}`}
                  >
                    <IconDotsVertical size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconMailForward size={16} aria-hidden />}
                    onClick={() => setEditing({ guest, what: 'claim' })}
                  >
                    Send claim link
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing({ guest, what: 'rename' })}
                  >
                    Rename
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => askRemove(guest)}
                  >
                    Remove
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        ))}
      </Stack>
      <RenameGuestModal
        guest={editing?.what === 'rename' ? editing.guest : null}
        onClose={() => setEditing(null)}
      />
      <ClaimLinkModal
        guest={editing?.what === 'claim' ? editing.guest : null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}

function RenameGuestModal({ guest, onClose }: { guest: Guest | null; onClose: () => void }) {
  return (
    <FormModal opened={guest !== null} onClose={onClose} title="Rename guest">
      {guest && <RenameGuestForm key={guest.id} guest={guest} onClose={onClose} />}
    </FormModal>
  );
}

function RenameGuestForm({ guest, onClose }: { guest: Guest; onClose: () => void }) {
  const [name, setName] = useState(guest.displayName);
  const [submitted, setSubmitted] = useState(false);
  const [rename] = useMutation(RENAME_GUEST_MUTATION, { refetchQueries: ['Group'] });
  const { busy, run } = useMutationAction<'rename'>();
  const problem = guestNameProblem(name);
  return (
    <ModalForm
      label="Rename guest"
      submitLabel="Save"
      busy={busy === 'rename'}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (problem) return;
        void run(
          'rename',
          () => rename({ variables: { guestId: guest.id, displayName: name.trim() } }),
          {
            success: 'Guest renamed',
            failure: 'Failed to rename the guest',
            onSuccess: onClose,
          },
        );
      }}
      onCancel={onClose}
    >
      <TextInput
        label="Guest's name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={textLimits.displayName.max}
        error={submitted ? problem : undefined}
        autoComplete="off"
        data-autofocus
      />
    </ModalForm>
  );
}

function ClaimLinkModal({ guest, onClose }: { guest: Guest | null; onClose: () => void }) {
  return (
    <FormModal opened={guest !== null} onClose={onClose} title="Send claim link">
      {guest && <ClaimLinkForm key={guest.id} guest={guest} onClose={onClose} />}
    </FormModal>
  );
}

function ClaimLinkForm({ guest, onClose }: { guest: Guest; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [invite] = useMutation(INVITE_GUEST_TO_CLAIM_MUTATION);
  const { busy, run } = useMutationAction<'send'>();
  const address = normalizeEmail(email);
  const problem = isEmail(address) ? undefined : accountMessages.invalidEmail;
  return (
    <ModalForm
      label="Send claim link"
      submitLabel="Send link"
      busy={busy === 'send'}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (problem) return;
        void run('send', () => invite({ variables: { guestId: guest.id, email: address } }), {
          success: `Claim link sent for ${guest.displayName}`,
          failure: 'Failed to send the claim link',
          onSuccess: onClose,
        });
      }}
      onCancel={onClose}
    >
      <Text size="sm">
        {guest.displayName}&apos;s friend gets a link to take over the games, results and money they
        played as this guest. They sign in with this address to accept.
      </Text>
      <TextInput
        type="email"
        label="Their e-mail address"
        placeholder="name@example.com"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        maxLength={textLimits.email.max}
        error={submitted ? problem : undefined}
        autoComplete="off"
        data-autofocus
      />
    </ModalForm>
  );
}
