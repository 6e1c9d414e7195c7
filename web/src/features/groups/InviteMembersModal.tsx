// Invite Members (SPEC §2 invite modal, §5 "Invite by e-mail", §8 group page messages, §9 medium
// width): one text area for addresses separated by commas, spaces or new lines. No valid address
// stops with a message; invalid ones are skipped with a warning; a failure keeps the modal open;
// success says how many were invited and closes it, unless something was skipped (invalid,
// already a member, already invited): then it stays open listing each with why, the invalid ones
// back in the field to correct.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { inviteMessages, parseEmailList } from '../../../../core/email';
import { textLimits } from '../../../../core/limits';
import { FormModal } from '../../ui/FormModal';
import { notifyFailure, notifySuccess, notifyWarning } from '../../ui/notify';
import { SkippedInvites, summarizeInvites, type SkippedEntry } from '../../ui/SkippedInvites';
import { useMutationAction } from '../../ui/useMutationAction';
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
  const [emails, setEmails] = useState('');
  const [skipped, setSkipped] = useState<SkippedEntry[]>([]);
  const [inviteToGroup] = useMutation(INVITE_TO_GROUP_MUTATION);
  const { busy, run } = useMutationAction();
  const sending = busy !== null;

  async function submit() {
    // Ignored while sending or with empty input (SPEC §5).
    if (sending || !emails.trim()) return;
    const { valid, invalid } = parseEmailList(emails);
    if (valid.length === 0) {
      notifyFailure(inviteMessages.noneValid);
      return;
    }
    if (invalid.length > 0) notifyWarning(inviteMessages.someInvalid);
    await run(
      'invite',
      async () => {
        const { data } = await inviteToGroup({ variables: { groupId, emails: valid.join('\n') } });
        if (!data) throw new Error('No invitation result returned');
        return summarizeInvites(invalid, data.inviteToGroup);
      },
      {
        failure: 'Failed to send invitations',
        onSuccess: (summary) => {
          if (summary.sent > 0) {
            notifySuccess(`Invitations sent to ${summary.sent} email(s)`);
            onSent();
          }
          if (summary.skipped.length === 0) return onDone();
          setSkipped(summary.skipped);
          setEmails(summary.leftToEdit);
        },
      },
    );
  }

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
          value={emails}
          onChange={(event) => setEmails(event.currentTarget.value)}
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
          <Button type="submit" disabled={sending || !emails.trim()}>
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
