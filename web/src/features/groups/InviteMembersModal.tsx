// Invite Members (SPEC §2 invite modal, §5 "Invite by e-mail", §8 group page messages, §9 medium
// width): one text area for addresses separated by commas, spaces or new lines (Ctrl/Cmd+Enter
// sends); the send and what follows it (toasts, skipped entries kept to fix, close) are
// ui/useInviteByEmail.ts's, shared with the event's Invite Players.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { textLimits } from '../../../../core/limits';
import { FormModal } from '../../ui/FormModal';
import { SkippedInvites } from '../../ui/SkippedInvites';
import { useInviteByEmail } from '../../ui/useInviteByEmail';
import { INVITE_TO_GROUP_MUTATION } from './documents';

function InviteForm({
  groupId,
  onSent,
  onDone,
  onCancel,
}: {
  groupId: string;
  /** Some address got a new invitation. */
  onSent: () => void;
  /** Everything went: close. */
  onDone: () => void;
  onCancel: () => void;
}) {
  const [inviteToGroup] = useMutation(INVITE_TO_GROUP_MUTATION);
  const { text, setText, skipped, sending, submit } = useInviteByEmail({
    send: async (emails) =>
      (await inviteToGroup({ variables: { groupId, emails } })).data?.inviteToGroup,
    onSent,
    onDone,
  });

  return (
    <form
      onSubmit={(event) => {
        // The dialog renders in a portal, but React bubbles submit to any form around it.
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
      noValidate
      aria-label="Invite Members"
    >
      <Stack gap="md">
        <SkippedInvites entries={skipped} />
        <Textarea
          label="Email addresses"
          description="Separate addresses with commas, spaces or new lines. Each person gets an e-mail with a link to join."
          placeholder={'alex@example.com, sam@example.com\njordan@example.com'}
          rows={5}
          resize="vertical"
          maxLength={textLimits.emailList.max}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends; plain Enter makes a new line.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || !text.trim()}>
            {sending ? 'Sending...' : 'Send Invites'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InviteMembersModal({
  opened,
  groupId,
  onClose,
  onInvited,
}: {
  opened: boolean;
  groupId: string;
  onClose: () => void;
  /** Called after a send that invited someone (the modal may stay open to list what was skipped). */
  onInvited?: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Invite Members" size="md">
      <InviteForm
        groupId={groupId}
        onCancel={onClose}
        onSent={() => onInvited?.()}
        onDone={onClose}
      />
    </FormModal>
  );
}
