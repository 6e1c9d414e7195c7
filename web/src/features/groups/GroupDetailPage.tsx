// Group detail (docs/product.md §2, §4 Group actions, §6, §8 group page messages): header with Create Event,
// Invite Members (owner) or Leave Group (member) (GroupActions); Most Wins and Most Active; Upcoming
// and Past Events; the current season's standings with New season (issue 13); Members with remove
// buttons and the owner's role menu; Settle up (balances and transfers, once anyone owes anything);
// Pending Invites for the owner; the
// confirm dialog and the invite modal. An invited non-member sees Accept and Decline instead.
// useGroupPage holds the state, the live `groupChanged` subscription and the writes; this page
// loads the group and its event lists and composes the sections.
import { useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageContainer } from '../../ui/PageContainer';
import { GROUP_EVENTS_QUERY, GROUP_QUERY } from './documents';
import { GroupActions } from './GroupActions';
import { GroupEventsCard } from './GroupEventsCard';
import { GuestsCard } from './GuestsCard';
import { GroupInvitationView } from './GroupInvitationView';
import { InviteMembersModal } from './InviteMembersModal';
import { Leaderboards } from './Leaderboards';
import { MembersCard } from './MembersCard';
import { NewSeasonDialog } from './NewSeasonDialog';
import { SeasonStandingsCard } from './SeasonStandingsCard';
import { PendingInvitesCard } from './PendingInvitesCard';
import { useGroupPage } from './useGroupPage';
import { SettleUpCard } from '../group-admin/SettleUpCard';

export function GroupDetailPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(GROUP_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const eventLists = useQuery(GROUP_EVENTS_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const group = data?.group;
  const page = useGroupPage({
    id,
    group,
    error,
    refetchGroup: refetch,
    refetchEvents: eventLists.refetch,
  });

  // docs/product.md §8: event-list load errors are only logged, and loading ends.
  useEffect(() => {
    if (eventLists.error) console.error(eventLists.error);
  }, [eventLists.error]);

  if (!group) {
    return (
      <PageContainer documentTitle="Group">
        <LoadingScreen />
      </PageContainer>
    );
  }

  const description = group.description || undefined;

  if (group.viewerCan.respondToInvite) {
    return (
      <PageContainer title={group.name} description={description}>
        <GroupInvitationView
          group={group}
          pending={page.responding}
          onAccept={page.accept}
          onDecline={page.decline}
        />
      </PageContainer>
    );
  }

  const can = group.viewerCan;
  const upcoming = eventLists.data?.group?.upcomingEvents ?? [];
  const past = eventLists.data?.group?.pastEvents ?? [];
  const eventsLoading = eventLists.loading && !eventLists.data;
  const pendingInvites = can.invite ? (group.invitedEmails ?? []) : [];

  return (
    <PageContainer
      title={group.name}
      description={description}
      actions={<GroupActions group={group} page={page} />}
    >
      <SeasonStandingsCard
        season={group.currentSeason ?? null}
        canManage={can.manageSeasons}
        onNewSeason={page.openNewSeason}
      />
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
              roles={new Map(group.memberRoles.map((line) => [line.user.id, line.role]))}
              canRemove={can.removeMembers}
              canManageRoles={can.manageRoles}
              onRemove={page.askRemove}
              onSetRole={page.setRole}
            />
            <GuestsCard group={group} />
            {group.balances.length > 0 && <SettleUpCard group={group} />}
            {pendingInvites.length > 0 && (
              <PendingInvitesCard emails={pendingInvites} onCancel={page.askCancelInvite} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      {can.invite && (
        <InviteMembersModal
          opened={page.inviting}
          groupId={group.id}
          onClose={page.closeInvite}
          onInvited={page.invited}
        />
      )}

      {can.manageSeasons && (
        <NewSeasonDialog opened={page.newSeason} groupId={group.id} onClose={page.closeNewSeason} />
      )}

      <ConfirmDialog {...page.confirm.dialog} />
    </PageContainer>
  );
}
