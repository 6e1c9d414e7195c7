// Placeholder: the groups list (SPEC §2) is being built by another engineer.
import { IconUsersGroup } from '@tabler/icons-react';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageContainer } from '../../ui/PageContainer';

export function GroupsPage() {
  return (
    <PageContainer title="Groups" description="Your regular crews and their invitations.">
      <ComingSoon icon={<IconUsersGroup size={34} stroke={1.6} />}>
        Create groups of regular players, invite friends and accept invitations here.
      </ComingSoon>
    </PageContainer>
  );
}
