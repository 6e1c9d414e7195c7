// The group admin dashboard, /groups/{id}/admin (issue 13), for the group's owner and admins:
// attendance over time, members with role and how much they play, recent activity, and the CSV
// downloads. Built only on the public API (documents.ts) and the export routes; everyone else
// is told plainly who the page is for. Its own chunk (routes.tsx), with the chart library.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Button, Grid, Stack } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { groupRoleMessages } from '../../../../core/group-roles';
import { groupMessages } from '../../../../core/groups';
import { isSessionErrorCode } from '../../../../core/error-codes';
import type { GroupAdmin_GroupFragment } from '../../gql/graphql';
import { errorCode } from '../../ui/errors';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageContainer } from '../../ui/PageContainer';
import { ActivityCard } from './ActivityCard';
import { AdminMembersCard } from './AdminMembersCard';
import { canOpenDashboard, resultsCsvPath } from './adminText';
import { AttendanceCard } from './AttendanceCard';
import { GROUP_ADMIN_CHANGED_SUBSCRIPTION, GROUP_ADMIN_QUERY } from './documents';
import { PaymentsList } from './PaymentsList';
import { SeasonsCard } from './SeasonsCard';
import { SettleUpCard } from './SettleUpCard';

function BackToGroup({ id }: { id: string }) {
  return (
    <Button
      component={Link}
      to={`/groups/${encodeURIComponent(id)}`}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      Back to group
    </Button>
  );
}

function Refused({ id, title, message }: { id: string; title: string; message: string }) {
  return (
    <PageContainer title={title} documentTitle="Admin dashboard">
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          {message}
          <Anchor component={Link} to={id ? `/groups/${encodeURIComponent(id)}` : '/groups'}>
            {id ? 'Back to the group' : 'Your groups'}
          </Anchor>
        </Stack>
      </Alert>
    </PageContainer>
  );
}

function Dashboard({ group }: { group: GroupAdmin_GroupFragment }) {
  return (
    <PageContainer
      title={`${group.name} · Admin`}
      documentTitle={`${group.name} admin`}
      description="Attendance, members and activity, and the group's results as a spreadsheet."
      actions={
        <>
          <BackToGroup id={group.id} />
          <Button
            component="a"
            href={resultsCsvPath(group.id)}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Results CSV
          </Button>
        </>
      }
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AttendanceCard events={group.pastEvents} />
            <AdminMembersCard members={group.memberRoles} />
            <SeasonsCard groupId={group.id} />
            <SettleUpCard group={group}>
              <PaymentsList group={group} canDelete={group.viewerCan.deletePayments} />
            </SettleUpCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ActivityCard lines={group.activity} />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}

export function GroupAdminPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(GROUP_ADMIN_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const group = data?.group;
  const allowed = group ? canOpenDashboard(group.viewerRole) : false;
  useSubscription(GROUP_ADMIN_CHANGED_SUBSCRIPTION, { variables: { id }, skip: !allowed });

  if (group && allowed) return <Dashboard group={group} />;
  if (group)
    return <Refused id={id} title={group.name} message={groupRoleMessages.dashboardOnly} />;
  if (data && group === null)
    return (
      <Refused
        id=""
        title="Group not found"
        message="This group does not exist, or it was deleted."
      />
    );
  if (loading) {
    return (
      <PageContainer documentTitle="Admin dashboard">
        <LoadingScreen />
      </PageContainer>
    );
  }
  const code = errorCode(error);
  // Session problems are the guards' business (they refetch `me` and redirect).
  if (isSessionErrorCode(code)) return null;
  if (code === 'FORBIDDEN') {
    return <Refused id="" title="Admin dashboard" message={groupMessages.noAccess} />;
  }
  return (
    <PageContainer title="Admin dashboard">
      <LoadFailed
        title="The dashboard could not be loaded"
        offline={Boolean(error)}
        onRetry={() => void refetch()}
      />
    </PageContainer>
  );
}
