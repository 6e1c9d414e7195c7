// Invite Players (SPEC §2 Event detail, §5 Invite by e-mail): addresses separated by commas,
// spaces or new lines; the send and what follows it (toasts, skipped entries kept to fix, close)
// are ui/useInviteByEmail.ts's, shared with the group's Invite Members.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { textLimits } from '../../../../core/limits';
import { FormModal } from '../../ui/FormModal';
import { SkippedInvites } from '../../ui/SkippedInvites';
import { useInviteByEmail } from '../../ui/useInviteByEmail';
import { EVENT_QUERY, INVITE_TO_EVENT_MUTATION } from './documents';

function InviteForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const [invite] = useMutation(INVITE_TO_EVENT_MUTATION, {
    refetchQueries: [{ query: EVENT_QUERY, variables: { id: eventId } }],
  });
  const { text, setText, skipped, sending, submit } = useInviteByEmail({
    send: async (emails) => (await invite({ variables: { eventId, emails } })).data?.inviteToEvent,
    onDone,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
      noValidate
      aria-label="Invite Players"
    >
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
          <Button variant="default" onClick={onDone} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Invites'}
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
