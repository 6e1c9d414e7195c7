// The group page header's buttons (docs/product.md §4 Group actions), each only where viewerCan allows it:
// Create Event (members), Invite Members (owner), Leave Group (a member who is not the owner), and
// Admin dashboard for the owner and admins (core/group-roles' viewDashboard, as the server checks).
import { Button } from '@mantine/core';
import {
  IconCalendarPlus,
  IconDoorExit,
  IconLayoutDashboard,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { canOpenDashboard } from '../group-admin/adminText';
import type { GroupDetailFragment } from '../../gql/graphql';
import type { GroupPage } from './useGroupPage';

export function GroupActions({ group, page }: { group: GroupDetailFragment; page: GroupPage }) {
  const can = group.viewerCan;
  return (
    <>
      {canOpenDashboard(group.viewerRole) && (
        <Button
          component={Link}
          to={`/groups/${encodeURIComponent(group.id)}/admin`}
          variant="default"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        >
          Admin dashboard
        </Button>
      )}
      {can.createEvent && (
        <Button
          component={Link}
          to={`/create-event?groupId=${encodeURIComponent(group.id)}`}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Create Event
        </Button>
      )}
      {can.invite && (
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={page.openInvite}>
          Invite Members
        </Button>
      )}
      {can.leave && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconDoorExit size={18} aria-hidden />}
          onClick={page.askLeave}
        >
          Leave Group
        </Button>
      )}
    </>
  );
}
