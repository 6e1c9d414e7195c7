// The group page header's buttons (SPEC §4 Group actions), each only where viewerCan allows it:
// Create Event (members), Invite Members (owner), Leave Group (a member who is not the owner).
import { Button } from '@mantine/core';
import { IconCalendarPlus, IconDoorExit, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { GroupDetailFragment } from '../../gql/graphql';
import type { GroupPage } from './useGroupPage';

export function GroupActions({ group, page }: { group: GroupDetailFragment; page: GroupPage }) {
  const can = group.viewerCan;
  return (
    <>
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
