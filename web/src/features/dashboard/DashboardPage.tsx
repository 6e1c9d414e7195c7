// Dashboard (SPEC §2): three stat cards, Pending Invitations (events and groups, each with Accept
// and Decline) and Upcoming Events grouped by role. Live: `meChanged` fires whenever any of it
// changes for me, and the page asks again.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Grid } from '@mantine/core';

import { useCallback, useState } from 'react';
import { useAuth } from '../../app/auth/AuthProvider';
import type { EventCardFragment } from '../../gql/graphql';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { notifyError, notifySuccess } from '../../ui/notify';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageContainer } from '../../ui/PageContainer';
import { DECLINE_EVENT_INVITE_MUTATION, JOIN_EVENT_MUTATION } from '../events/documents';
import {
  ACCEPT_GROUP_INVITE_MUTATION,
  DASHBOARD_QUERY,
  DECLINE_GROUP_INVITE_MUTATION,
  ME_CHANGED_SUBSCRIPTION,
} from './documents';
import { PendingInvitations, type PendingAction } from './PendingInvitations';
import { StatCards } from './StatCards';
import { UpcomingEvents } from './UpcomingEvents';

export function DashboardPage() {
  const { user } = useAuth();
  const { data, error, loading, refetch } = useQuery(DASHBOARD_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const [pending, setPending] = useState<PendingAction>(null);

  const reload = useCallback(async () => {
    try {
      await refetch();
    } catch (refetchError) {
      console.error(refetchError);
    }
  }, [refetch]);

  useSubscription(ME_CHANGED_SUBSCRIPTION, {
    onData: () => void reload(),
    onError: (subscriptionError) => console.error(subscriptionError),
  });

  const [joinEvent] = useMutation(JOIN_EVENT_MUTATION);
  const [declineEvent] = useMutation(DECLINE_EVENT_INVITE_MUTATION);
  const [acceptGroup] = useMutation(ACCEPT_GROUP_INVITE_MUTATION);
  const [declineGroup] = useMutation(DECLINE_GROUP_INVITE_MUTATION);

  async function run(
    key: PendingAction,
    action: () => Promise<unknown>,
    success: string,
    failure: string,
  ) {
    if (pending) return;
    setPending(key);
    try {
      await action();
      notifySuccess(success);
      await reload();
    } catch (actionError) {
      notifyError(actionError, failure);
    } finally {
      setPending(null);
    }
  }

  const onEvent = (action: 'accept' | 'decline', event: EventCardFragment) =>
    action === 'accept'
      ? run(
          `accept:event:${event.id}`,
          () => joinEvent({ variables: { eventId: event.id } }),
          'Successfully joined the event!',
          'Failed to join event',
        )
      : run(
          `decline:event:${event.id}`,
          () => declineEvent({ variables: { eventId: event.id } }),
          'Invitation declined',
          'Failed to decline invitation',
        );

  const onGroup = (action: 'accept' | 'decline', group: { id: string }) =>
    action === 'accept'
      ? run(
          `accept:group:${group.id}`,
          () => acceptGroup({ variables: { groupId: group.id } }),
          'Successfully joined the group!',
          'Failed to join group',
        )
      : run(
          `decline:group:${group.id}`,
          () => declineGroup({ variables: { groupId: group.id } }),
          'Group invitation declined',
          'Failed to decline invitation',
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
      {!me && loading ? (
        <LoadingScreen />
      ) : !me ? (
        <LoadFailed
          title="The dashboard could not be loaded"
          offline={Boolean(error)}
          onRetry={() => void reload()}
        />
      ) : (
        <>
          <StatCards stats={me.stats} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <PendingInvitations
                events={me.pendingEventInvites}
                groups={me.pendingGroupInvites}
                pending={pending}
                onEvent={(action, event) => void onEvent(action, event)}
                onGroup={(action, group) => void onGroup(action, group)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <UpcomingEvents events={me.upcomingEvents} viewerId={me.id} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </PageContainer>
  );
}
