// Groups (SPEC §2): My Groups with a Create Group action, Group Invitations with Accept and
// Decline, group cards (name, description, member count) linking to /groups/{id}, and the empty
// state "No groups found". Live: `meChanged` fires when an invitation arrives or a membership
// changes, and the page asks again.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMailOpened, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { useRefetchOnMeChanged } from '../../auth/useMeChanged';
import type { GroupCardFragment } from '../../gql/graphql';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageContainer } from '../../ui/PageContainer';
import { useMutationAction } from '../../ui/useMutationAction';
import { CreateGroupModal } from './CreateGroupModal';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  DECLINE_GROUP_INVITATION_MUTATION,
  GROUPS_QUERY,
} from './documents';
import { GroupCardLink } from './GroupCardLink';
import { displayName, memberCountText } from './groupText';
import { SectionCard } from '../../ui/SectionCard';

type Pending = `${'accept' | 'decline'}:${string}` | null;

function InvitationItem({
  group,
  pending,
  onRespond,
}: {
  group: GroupCardFragment;
  pending: Pending;
  onRespond: (action: 'accept' | 'decline', group: GroupCardFragment) => void;
}) {
  const accepting = pending === `accept:${group.id}`;
  const declining = pending === `decline:${group.id}`;
  const titleId = `group-invitation-${group.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      p="md"
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {group.name}
      </Text>
      {group.description ? (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        Invited by {displayName(group.owner)} · {memberCountText(group.memberCount)}
      </Text>
      <Group gap="xs" mt="sm" grow>
        <Button
          size="sm"
          onClick={() => onRespond('accept', group)}
          loading={accepting}
          disabled={pending !== null && !accepting}
          aria-label={`Accept invitation to ${group.name}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={() => onRespond('decline', group)}
          loading={declining}
          disabled={pending !== null && !declining}
          aria-label={`Decline invitation to ${group.name}`}
        >
          Decline
        </Button>
      </Group>
    </Box>
  );
}

function GroupInvitations({
  groups,
  pending,
  onRespond,
}: {
  groups: GroupCardFragment[];
  pending: Pending;
  onRespond: (action: 'accept' | 'decline', group: GroupCardFragment) => void;
}) {
  return (
    <SectionCard titleId="group-invitations-title" title="Group Invitations" icon={IconMailOpened}>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          No group invitations right now. When someone invites your e-mail to a group, it shows up
          here.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {groups.map((group) => (
            <InvitationItem key={group.id} group={group} pending={pending} onRespond={onRespond} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export function GroupsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(GROUPS_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const responses = useMutationAction<NonNullable<Pending>>();
  const [acceptInvite] = useMutation(ACCEPT_GROUP_INVITATION_MUTATION);
  const [declineInvite] = useMutation(DECLINE_GROUP_INVITATION_MUTATION);

  const reload = useRefetchOnMeChanged(refetch);

  // After an answer the lists are asked again before the buttons come back.
  const respond = (action: 'accept' | 'decline', group: GroupCardFragment) => {
    const variables = { groupId: group.id };
    return responses.run<unknown>(
      `${action}:${group.id}` as const,
      () => (action === 'accept' ? acceptInvite({ variables }) : declineInvite({ variables })),
      action === 'accept'
        ? {
            success: 'Successfully joined the group!',
            failure: 'Failed to join group',
            onSuccess: reload,
          }
        : {
            success: 'Group invitation declined',
            failure: 'Failed to decline invitation',
            onSuccess: reload,
          },
    );
  };

  const me = data?.me;
  const groups = me?.groups ?? [];
  const invitations = me?.pendingGroupInvites ?? [];

  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      Create Group
    </Button>
  );

  return (
    <PageContainer
      title="Groups"
      description="Your regular crews: their games, leaderboards and members."
    >
      {!me && loading ? (
        <LoadingScreen />
      ) : !me ? (
        <LoadFailed
          title="Your groups could not be loaded"
          offline={Boolean(error)}
          onRetry={() => void reload()}
        />
      ) : (
        <Grid gap="lg" align="flex-start">
          <Grid.Col
            span={{ base: 12, md: 8 }}
            order={{ base: invitations.length > 0 ? 2 : 1, md: 1 }}
          >
            <Box component="section" aria-labelledby="my-groups-title">
              <Group justify="space-between" align="center" mb="md" gap="sm">
                <Title order={2} fz="h3" id="my-groups-title">
                  My Groups
                </Title>
                {groups.length > 0 && createButton}
              </Group>
              {groups.length === 0 ? (
                <Card py={40}>
                  <EmptyState variant="light" icon={<IconUsersGroup size={30} stroke={1.6} />}>
                    <EmptyState.Title order={3}>No groups found</EmptyState.Title>
                    <EmptyState.Description maw={420}>
                      Start a group for the people you play with, then invite them by e-mail. Groups
                      keep their own games and leaderboards.
                    </EmptyState.Description>
                    <EmptyState.Actions>{createButton}</EmptyState.Actions>
                  </EmptyState>
                </Card>
              ) : (
                <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0}>
                  {groups.map((group) => (
                    <Box component="li" key={group.id} style={{ listStyle: 'none' }}>
                      <GroupCardLink group={group} owned={group.owner.id === user?.id} />
                    </Box>
                  ))}
                </SimpleGrid>
              )}
            </Box>
          </Grid.Col>
          <Grid.Col
            span={{ base: 12, md: 4 }}
            order={{ base: invitations.length > 0 ? 1 : 2, md: 2 }}
          >
            <GroupInvitations
              groups={invitations}
              pending={responses.busy}
              onRespond={(action, group) => void respond(action, group)}
            />
          </Grid.Col>
        </Grid>
      )}
      <CreateGroupModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(group) => void navigate(`/groups/${group.id}`)}
      />
    </PageContainer>
  );
}
