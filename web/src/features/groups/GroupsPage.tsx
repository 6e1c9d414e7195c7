// Groups (docs/product.md §2): My Groups with a Create Group action, Group Invitations with Accept and
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
import { QueryContent } from '../../ui/QueryContent';
import { PageContainer } from '../../ui/PageContainer';
import { answerInvitation } from '../../ui/answerInvitation';
import { useMutationAction } from '../../ui/useMutationAction';
import type { InvitationAnswer, InvitationAnswerKey } from '../../ui/InvitationItem';
import { CreateGroupModal } from './CreateGroupModal';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  DECLINE_GROUP_INVITATION_MUTATION,
  GROUPS_QUERY,
} from './documents';
import { GroupCardLink } from './GroupCardLink';
import { GroupInvitationItem } from './GroupInvitationItem';
import { groupAnswerToasts } from './groupText';
import { SectionCard } from '../../ui/SectionCard';

function GroupInvitations({
  groups,
  pending,
  onRespond,
}: {
  groups: GroupCardFragment[];
  pending: InvitationAnswerKey | null;
  onRespond: (answer: InvitationAnswer, group: GroupCardFragment) => void;
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
            <GroupInvitationItem
              key={group.id}
              group={group}
              pending={pending}
              onAnswer={onRespond}
            />
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
  const responses = useMutationAction<InvitationAnswerKey>();
  const [acceptInvite] = useMutation(ACCEPT_GROUP_INVITATION_MUTATION);
  const [declineInvite] = useMutation(DECLINE_GROUP_INVITATION_MUTATION);

  const reload = useRefetchOnMeChanged(refetch);

  // After an answer the lists are asked again before the buttons come back.
  const respond = answerInvitation(
    responses,
    'group',
    groupAnswerToasts,
    {
      accept: (groupId) => acceptInvite({ variables: { groupId } }),
      decline: (groupId) => declineInvite({ variables: { groupId } }),
    },
    reload,
  );

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
      <QueryContent
        data={me}
        loading={loading}
        error={error}
        failedTitle="Your groups could not be loaded"
        onRetry={() => void reload()}
      >
        {() => (
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
                        Start a group for the people you play with, then invite them by e-mail.
                        Groups keep their own games and leaderboards.
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
      </QueryContent>
      <CreateGroupModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(group) => void navigate(`/groups/${group.id}`)}
      />
    </PageContainer>
  );
}
