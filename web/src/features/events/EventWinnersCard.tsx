// The event page's Winners card: the recorded places with their prizes, or where they will
// appear once the host records them; Set Winners / Update Winners for the host.
import { Button, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { EventDetailFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { WinnersCards } from './WinnersDisplay';

export function EventWinnersCard({
  winners,
  canSetWinners,
  onSetWinners,
}: {
  winners: EventDetailFragment['winners'];
  canSetWinners: boolean;
  onSetWinners: () => void;
}) {
  const hasWinners = winners.length > 0;
  return (
    <SectionCard
      titleId="winners-title"
      title="Winners"
      icon={IconTrophy}
      iconColor="var(--mantine-color-chip-7)"
      action={
        canSetWinners && (
          <Button
            variant={hasWinners ? 'default' : 'light'}
            leftSection={<IconTrophy size={18} aria-hidden />}
            onClick={onSetWinners}
          >
            {hasWinners ? 'Update Winners' : 'Set Winners'}
          </Button>
        )
      }
    >
      {hasWinners ? (
        <WinnersCards winners={winners} />
      ) : canSetWinners ? (
        <Text size="sm" c="dimmed">
          No winners recorded yet. Once the last hand is played, record the top three and their
          prizes.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No winners recorded yet. The host records them once the last hand is played.
        </Text>
      )}
    </SectionCard>
  );
}
