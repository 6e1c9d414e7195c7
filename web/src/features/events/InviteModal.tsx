// Invite Players (SPEC §2 Event detail, §5 Invite by e-mail): addresses separated by commas,
// spaces or new lines. None valid: "Please enter valid email addresses" and stop; some invalid:
// a warning, and the valid ones go on. Submit is ignored while sending or when empty. On success
// "Invitations sent to {n} email(s)"; the dialog closes unless something was skipped (invalid,
// already playing, already invited): then it stays open listing each with why, the invalid ones
// back in the field to correct. On failure it stays open as it was.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { inviteMessages, parseEmailList } from '../../../../core/email';
import { textLimits } from '../../../../core/limits';
import { FormModal } from '../../ui/FormModal';
import { notifyFailure, notifySuccess, notifyWarning } from '../../ui/notify';
import { SkippedInvites, summarizeInvites, type SkippedEntry } from '../../ui/SkippedInvites';
import { useMutationAction } from '../../ui/useMutationAction';
import { EVENT_QUERY, INVITE_TO_EVENT_MUTATION } from './documents';

function InviteForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const [skipped, setSkipped] = useState<SkippedEntry[]>([]);
  const { busy, run } = useMutationAction();
  const loading = busy !== null;
  const [invite] = useMutation(INVITE_TO_EVENT_MUTATION, {
    refetchQueries: [{ query: EVENT_QUERY, variables: { id: eventId } }],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (loading || !text.trim()) return;
    const { valid, invalid } = parseEmailList(text);
    if (valid.length === 0) {
      notifyFailure(inviteMessages.noneValid);
      return;
    }
    if (invalid.length > 0) notifyWarning(inviteMessages.someInvalid);
    await run('invite', () => invite({ variables: { eventId, emails: valid.join('\n') } }), {
      failure: 'Failed to send invitations',
      onSuccess: ({ data }) => {
        if (!data) return;
        const summary = summarizeInvites(invalid, data.inviteToEvent);
        if (summary.sent > 0) notifySuccess(`Invitations sent to ${summary.sent} email(s)`);
        if (summary.skipped.length === 0) return onDone();
        setSkipped(summary.skipped);
        setText(summary.leftToEdit);
      },
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Invite Players">
      <Stack gap="md">
        <SkippedInvites entries={skipped} />
        <Textarea
          label="Email Addresses"
          description="Separate addresses with commas, spaces or new lines."
          placeholder={'alex@example.com, sam@example.com'}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={textLimits.emailList.max}
          data-autofocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? 'Sending...' : 'Send Invites'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InviteModal({
  eventId,
  opened,
  onClose,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Invite Players" size="md">
      <InviteForm eventId={eventId} onDone={onClose} />
    </FormModal>
  );
}
