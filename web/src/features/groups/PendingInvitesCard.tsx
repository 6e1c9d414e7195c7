// Pending Invites (docs/product.md §2, §6): for the owner only and only while invitations exist, the
// invited e-mail addresses, each with a cancel button. The page owns the confirm dialog.
import { IconSend } from '@tabler/icons-react';
import { InvitedEmailList } from '../../ui/InvitedEmailList';
import { SectionCard } from '../../ui/SectionCard';

export function PendingInvitesCard({
  emails,
  onCancel,
}: {
  emails: string[];
  onCancel: (email: string) => void;
}) {
  return (
    <SectionCard titleId="pending-invites-title" title="Pending Invites" icon={IconSend}>
      <InvitedEmailList emails={emails} removeLabel="Cancel invitation" onRemove={onCancel} />
    </SectionCard>
  );
}
