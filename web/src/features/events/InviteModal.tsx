// Invite Players (docs/product.md §2 Event detail, §5 Invite by e-mail): the invite-by-e-mail dialog
// (ui/InviteByEmailDialog.tsx) sending to this event; the event is read again after a send.
import { useMutation } from '@apollo/client/react';
import { InviteByEmailDialog } from '../../ui/InviteByEmailDialog';
import { EVENT_QUERY, INVITE_TO_EVENT_MUTATION } from './documents';

export function InviteModal({
  eventId,
  opened,
  onClose,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [invite] = useMutation(INVITE_TO_EVENT_MUTATION, {
    refetchQueries: [{ query: EVENT_QUERY, variables: { id: eventId } }],
  });
  return (
    <InviteByEmailDialog
      opened={opened}
      onClose={onClose}
      title="Invite Players"
      fieldLabel="Email Addresses"
      send={async (emails) =>
        (await invite({ variables: { eventId, emails } })).data?.inviteToEvent
      }
    />
  );
}
