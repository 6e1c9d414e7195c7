// Placeholder: a group's page (SPEC §2) is being built by another engineer.
import { IconTrophy } from '@tabler/icons-react';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageContainer } from '../../ui/PageContainer';

export function GroupDetailPage() {
  return (
    <PageContainer title="Group" description="Leaderboards, events and members.">
      <ComingSoon icon={<IconTrophy size={34} stroke={1.6} />}>
        Leaderboards, upcoming and past events, members and invitations will appear here.
      </ComingSoon>
    </PageContainer>
  );
}
