// Group detail (SPEC §2, §4 Group actions, §6, §8 group page messages): header with Create Event,
// Invite Members (owner) or Leave Group (member); Most Wins and Most Active; Upcoming and Past
// Events; Members with the owner's remove buttons; Pending Invites for the owner; the three
// confirm dialogs and the invite modal. An invited non-member sees Accept and Decline instead.
// Live: `groupChanged` writes every change into the cache; null means access is gone.
import { skipToken, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Button, Grid, Stack } from '@mantine/core';
import { IconCalendarPlus, IconDoorExit, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isSessionErrorCode } from '../../../../core/error-codes';
import { groupMessages } from '../../../../core/groups';
import type { GroupDetailFragment } from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { errorCode } from '../../ui/errors';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { notifyFailure } from '../../ui/notify';
import { PageContainer } from '../../ui/PageContainer';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  CANCEL_GROUP_INVITE_MUTATION,
  DECLINE_GROUP_INVITATION_MUTATION,
  GROUP_CHANGED_SUBSCRIPTION,
  GROUP_EVENTS_QUERY,
  GROUP_QUERY,
  GROUPS_QUERY,
  LEAVE_GROUP_MUTATION,
  REMOVE_GROUP_MEMBER_MUTATION,
} from './documents';
import { GroupEventsCard } from './GroupEventsCard';
import { GroupInvitationView } from './GroupInvitationView';
import { displayName } from './groupText';
import { InviteMembersModal } from './InviteMembersModal';
import { Leaderboards } from './Leaderboards';
import { MembersCard } from './MembersCard';
import { PendingInvitesCard } from './PendingInvitesCard';

type Member = GroupDetailFragment['members'][number];

const NO_ACCESS = groupMessages.noAccess;
/** After these writes the Groups page should not show the old lists, even for a moment. */
const refreshGroups = [{ query: GROUPS_QUERY }];

export function GroupDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();

  const { data, error, refetch } = useQuery(GROUP_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const eventLists = useQuery(GROUP_EVENTS_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });

  const confirm = useConfirmDialog();
  const confirmed = useMutationAction<'remove' | 'cancelInvite' | 'leave'>();
  const [inviting, setInviting] = useState(false);
  const responses = useMutationAction<'accept' | 'decline'>();

  // Leaving this page happens once: a failed load, lost access, or the viewer's own leave or
  // decline (whose "no access any more" echo from the subscription must stay quiet).
  const exited = useRef(false);
  const leavingOnPurpose = useRef(false);
  useEffect(() => {
    exited.current = false;
    leavingOnPurpose.current = false;
  }, [id]);

  const exit = useCallback(
    (message: string | null) => {
      if (exited.current) return;
      exited.current = true;
      if (message) notifyFailure(message);
      void navigate('/groups', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (error) {
      // The viewer's own leave or decline: the success path says so and leaves the page.
      if (leavingOnPurpose.current) return;
      const code = errorCode(error);
      // Session problems are the guards' business (they refetch `me` and redirect).
      if (isSessionErrorCode(code)) return;
      if (code !== 'FORBIDDEN') console.error(error);
      exit(code === 'FORBIDDEN' ? NO_ACCESS : 'Failed to load group details');
    } else if (data && data.group === null) {
      exit('Group not found');
    }
  }, [error, data, exit]);

  // SPEC §8: event-list load errors are only logged, and loading ends.
  useEffect(() => {
    if (eventLists.error) console.error(eventLists.error);
  }, [eventLists.error]);

  const group = data?.group ?? null;

  useSubscription(
    GROUP_CHANGED_SUBSCRIPTION,
    group
      ? {
          variables: { id },
          onData: ({ data: result }) => {
            if (result.data?.groupChanged !== null || leavingOnPurpose.current) return;
            exit(NO_ACCESS);
          },
          onError: (subscriptionError) => console.error(subscriptionError),
        }
      : skipToken,
  );

  const [removeMember] = useMutation(REMOVE_GROUP_MEMBER_MUTATION);
  const [leaveGroup] = useMutation(LEAVE_GROUP_MUTATION, { refetchQueries: refreshGroups });
  const [cancelInvite] = useMutation(CANCEL_GROUP_INVITE_MUTATION);
  const [acceptInvite] = useMutation(ACCEPT_GROUP_INVITATION_MUTATION, {
    refetchQueries: refreshGroups,
  });
  const [declineInvite] = useMutation(DECLINE_GROUP_INVITATION_MUTATION, {
    refetchQueries: refreshGroups,
  });

  if (!group) {
    return (
      <PageContainer documentTitle="Group">
        <LoadingScreen />
      </PageContainer>
    );
  }

  const groupId = group.id;

  const askRemove = (member: Member) =>
    confirm.ask({
      title: 'Remove Member',
      message: `Remove ${displayName(member)} from ${group.name}? They will need a new invitation to rejoin.`,
      confirmLabel: 'Remove Member',
      onConfirm: () =>
        confirmed.run('remove', () => removeMember({ variables: { groupId, userId: member.id } }), {
          success: 'Member removed successfully',
          failure: 'Failed to remove member',
        }),
    });

  const askCancelInvite = (email: string) =>
    confirm.ask({
      title: 'Cancel Invitation',
      message: `Cancel the invitation for ${email}? They will not be able to join unless invited again.`,
      confirmLabel: 'Cancel Invitation',
      cancelLabel: 'Keep Invitation',
      onConfirm: () =>
        confirmed.run('cancelInvite', () => cancelInvite({ variables: { groupId, email } }), {
          success: 'Invitation cancelled',
          failure: 'Failed to cancel invitation',
        }),
    });

  const askLeave = () =>
    confirm.ask({
      title: 'Leave Group',
      message: `Are you sure you want to leave ${group.name}? You will need a new invitation to rejoin.`,
      confirmLabel: 'Leave Group',
      onConfirm: async () => {
        leavingOnPurpose.current = true;
        const done = await confirmed.run('leave', () => leaveGroup({ variables: { groupId } }), {
          success: 'Successfully left the group',
          failure: 'Failed to leave group',
        });
        if (done) exit(null);
        else leavingOnPurpose.current = false;
        return done;
      },
    });

  async function respond(action: 'accept' | 'decline') {
    if (responses.busy) return;
    if (action === 'decline') leavingOnPurpose.current = true;
    const done = await responses.run<unknown>(
      action,
      () =>
        action === 'accept'
          ? acceptInvite({ variables: { groupId } })
          : declineInvite({ variables: { groupId } }),
      action === 'accept'
        ? { success: 'Successfully joined the group!', failure: 'Failed to join group' }
        : { success: 'Group invitation declined', failure: 'Failed to decline invitation' },
    );
    if (!done) leavingOnPurpose.current = false;
    else if (action === 'accept') {
      void eventLists.refetch().catch((refetchError: unknown) => console.error(refetchError));
    } else exit(null);
  }

  const description = group.description || undefined;

  if (group.viewerCan.respondToInvite) {
    return (
      <PageContainer title={group.name} description={description}>
        <GroupInvitationView
          group={group}
          pending={responses.busy}
          onAccept={() => void respond('accept')}
          onDecline={() => void respond('decline')}
        />
      </PageContainer>
    );
  }

  const can = group.viewerCan;
  const upcoming = eventLists.data?.group?.upcomingEvents ?? [];
  const past = eventLists.data?.group?.pastEvents ?? [];
  const eventsLoading = eventLists.loading && !eventLists.data;
  const pendingInvites = can.invite ? (group.invitedEmails ?? []) : [];

  const actions = (
    <>
      {can.createEvent && (
        <Button
          component={Link}
          to={`/create-event?groupId=${encodeURIComponent(groupId)}`}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Create Event
        </Button>
      )}
      {can.invite && (
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          Invite Members
        </Button>
      )}
      {can.leave && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconDoorExit size={18} aria-hidden />}
          onClick={askLeave}
        >
          Leave Group
        </Button>
      )}
    </>
  );

  return (
    <PageContainer title={group.name} description={description} actions={actions}>
      <Leaderboards entries={group.leaderboard} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <GroupEventsCard kind="upcoming" events={upcoming} loading={eventsLoading} />
            {past.length > 0 && <GroupEventsCard kind="past" events={past} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <MembersCard
              members={group.members}
              memberCount={group.memberCount}
              ownerId={group.owner.id}
              canRemove={can.removeMembers}
              onRemove={askRemove}
            />
            {pendingInvites.length > 0 && (
              <PendingInvitesCard emails={pendingInvites} onCancel={askCancelInvite} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      {can.invite && (
        <InviteMembersModal
          opened={inviting}
          groupId={groupId}
          onClose={() => setInviting(false)}
          onInvited={() =>
            void refetch().catch((refetchError: unknown) => console.error(refetchError))
          }
        />
      )}

      <ConfirmDialog {...confirm.dialog} />
    </PageContainer>
  );
}
