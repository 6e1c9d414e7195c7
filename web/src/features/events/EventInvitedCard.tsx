// The event page's Invited Players card: pending invitations by e-mail, each removable by those
// the server allows.
import { Badge, Text } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { InvitedEmailList } from '../../ui/InvitedEmailList';
import { SectionCard } from '../../ui/SectionCard';

export function EventInvitedCard({
  emails,
  canRemove,
  onRemove,
}: {
  emails: string[];
  canRemove: boolean;
  onRemove: (email: string) => void;
}) {
  return (
    <SectionCard
      titleId="invited-title"
      title="Invited Players"
      icon={IconMailPlus}
      compact
      badge={
        <Badge variant="light" size="lg" color="gray">
          {emails.length}
        </Badge>
      }
    >
      {emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations.
        </Text>
      ) : (
        <InvitedEmailList
          emails={emails}
          label="Invited players"
          removeLabel="Remove invitation"
          onRemove={canRemove ? onRemove : undefined}
        />
      )}
    </SectionCard>
  );
}
