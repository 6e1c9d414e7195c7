// Invite Members (docs/product.md §2 invite modal, §8 group page messages): the invite-by-e-mail dialog
// (ui/InviteByEmailDialog.tsx) sending to this group.
import { useMutation } from '@apollo/client/react';
import { InviteByEmailDialog } from '../../ui/InviteByEmailDialog';
import { INVITE_TO_GROUP_MUTATION } from './documents';

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
  const [inviteToGroup] = useMutation(INVITE_TO_GROUP_MUTATION);
  return (
    <InviteByEmailDialog
      opened={opened}
      onClose={onClose}
      title="Invite Members"
      fieldLabel="Email addresses"
      send={async (emails) =>
        (await inviteToGroup({ variables: { groupId, emails } })).data?.inviteToGroup
      }
      onSent={onInvited}
    />
  );
}
