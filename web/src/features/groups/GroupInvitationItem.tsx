// A pending group invitation as the dashboard and the groups page list it: the group's name, its
// description, who invited and how many belong, then Accept and Decline (ui/InvitationItem.tsx).
import { Text } from '@mantine/core';
import type { GroupCardFragment } from '../../gql/graphql';
import {
  InvitationItem,
  type InvitationAnswer,
  type InvitationAnswerKey,
} from '../../ui/InvitationItem';
import { displayName, memberCountText } from './groupText';

export function GroupInvitationItem({
  group,
  pending,
  onAnswer,
}: {
  group: GroupCardFragment;
  pending: InvitationAnswerKey | null;
  onAnswer: (answer: InvitationAnswer, group: GroupCardFragment) => void;
}) {
  return (
    <InvitationItem
      subject={`group:${group.id}`}
      title={group.name}
      pending={pending}
      onAnswer={(answer) => onAnswer(answer, group)}
    >
      {group.description ? (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        Invited by {displayName(group.owner)} · {memberCountText(group.memberCount)}
      </Text>
    </InvitationItem>
  );
}
