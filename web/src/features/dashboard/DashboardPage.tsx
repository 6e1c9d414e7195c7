// Dashboard (docs/product.md §2): three stat cards, Pending Invitations (events and groups, each with Accept
// and Decline), Waitlisted (with my place in line) and Upcoming Events grouped by role. Live: `meChanged` fires whenever any of it
// changes for me, and the page asks again.
import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@mantine/core';
import { useAuth } from '../../auth/AuthProvider';
import { useRefetchOnMeChanged } from '../../auth/useMeChanged';
import { QueryContent } from '../../ui/QueryContent';
import { PageContainer } from '../../ui/PageContainer';
import type { InvitationAnswerKey } from '../../ui/InvitationItem';
import { answerInvitation } from '../../ui/answerInvitation';
import { useMutationAction } from '../../ui/useMutationAction';
import { DECLINE_EVENT_INVITE_MUTATION, JOIN_EVENT_MUTATION } from '../events/documents';
import { DECLINE_GROUP_INVITATION_MUTATION } from '../groups/documents';
import { eventAnswerToasts } from '../../ui/eventText';
import { groupAnswerToasts } from '../groups/groupText';
import { ACCEPT_GROUP_INVITE_MUTATION, DASHBOARD_QUERY } from './documents';
import { PendingInvitations } from './PendingInvitations';
import { StatCards } from './StatCards';
import { UpcomingEvents } from './UpcomingEvents';
import { WaitlistedEvents } from './WaitlistedEvents';

export function DashboardPage() {
  const { user } = useAuth();
  const { data, error, loading, refetch } = useQuery(DASHBOARD_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const actions = useMutationAction<InvitationAnswerKey>();

  const reload = useRefetchOnMeChanged(refetch);

  const [joinEvent] = useMutation(JOIN_EVENT_MUTATION);
  const [declineEvent] = useMutation(DECLINE_EVENT_INVITE_MUTATION);
  const [acceptGroup] = useMutation(ACCEPT_GROUP_INVITE_MUTATION);
  const [declineGroup] = useMutation(DECLINE_GROUP_INVITATION_MUTATION);

  // After an answer the lists are asked again before the buttons come back.
  const onEvent = answerInvitation(
    actions,
    'event',
    eventAnswerToasts,
    {
      accept: (eventId) => joinEvent({ variables: { eventId } }),
      decline: (eventId) => declineEvent({ variables: { eventId } }),
    },
    reload,
  );
  const onGroup = answerInvitation(
    actions,
    'group',
    groupAnswerToasts,
    {
      accept: (groupId) => acceptGroup({ variables: { groupId } }),
      decline: (groupId) => declineGroup({ variables: { groupId } }),
    },
    reload,
  );

  const me = data?.me;
  const firstName = user?.displayName.trim().split(/\s+/)[0];

  return (
    <PageContainer
      title="Dashboard"
      description={
        firstName ? `Welcome back, ${firstName}. Here's what's on the table.` : undefined
      }
    >
      <QueryContent
        data={me}
        loading={loading}
        error={error}
        failedTitle="The dashboard could not be loaded"
        onRetry={() => void reload()}
      >
        {(me) => (
          <>
            <StatCards stats={me.stats} />
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
                <Stack gap="lg">
                  <PendingInvitations
                    events={me.pendingEventInvites}
                    groups={me.pendingGroupInvites}
                    pending={actions.busy}
                    onEvent={(action, event) => void onEvent(action, event)}
                    onGroup={(action, group) => void onGroup(action, group)}
                  />
                  <WaitlistedEvents events={me.waitlistedEvents} viewerId={me.id} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
                <UpcomingEvents events={me.upcomingEvents} viewerId={me.id} />
              </Grid.Col>
            </Grid>
          </>
        )}
      </QueryContent>
    </PageContainer>
  );
}
