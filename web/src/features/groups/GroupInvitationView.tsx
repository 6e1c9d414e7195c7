// What an invited non-member sees at /groups/{id} (docs/product.md §2, §6: the page itself renders only for
// members): the group's name with Accept and Decline.
import { Button, Card, EmptyState, Group } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { GroupDetailFragment } from '../../gql/graphql';
import { displayName, memberCountText } from './groupText';

export function GroupInvitationView({
  group,
  pending,
  onAccept,
  onDecline,
}: {
  group: GroupDetailFragment;
  pending: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <Card
      py={40}
      maw={640}
      w="100%"
      mx="auto"
      component="section"
      aria-labelledby="invitation-title"
    >
      <EmptyState variant="light" icon={<IconMailOpened size={30} stroke={1.6} />}>
        <EmptyState.Title order={2} id="invitation-title">
          You're invited to join {group.name}
        </EmptyState.Title>
        <EmptyState.Description maw={440}>
          {displayName(group.owner)} invited you · {memberCountText(group.memberCount)}. Join to see
          the group's games, leaderboards and members.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Group gap="sm" justify="center">
            <Button
              onClick={onAccept}
              loading={pending === 'accept'}
              disabled={pending === 'decline'}
            >
              Accept
            </Button>
            <Button
              variant="default"
              onClick={onDecline}
              loading={pending === 'decline'}
              disabled={pending === 'accept'}
            >
              Decline
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
