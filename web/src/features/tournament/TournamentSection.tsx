// Game night on the event page: nothing for strangers (the API gives them no tournament); for the
// host who may run one and has not, a Start game night button; once started, the live clock for
// the host (with its controls and the TV link) and the players; once finished, nothing (the
// Results card tells the night; a stopped clock with no players left would only add noise). tournamentChanged keeps it live
// while the page is open; a phone waking up asks again (useServerClock).
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCards, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { SectionCard } from '../../ui/SectionCard';
import { linkTournament } from './cache';
import { DisplayLinkCard } from './DisplayLinkCard';
import { TOURNAMENT_CHANGED_SUBSCRIPTION, TOURNAMENT_CLOCK_QUERY } from './documents';
import { HostClockControls } from './HostClockControls';
import { NightLogCard } from './NightLogCard';
import { StartTournamentModal } from './StartTournamentModal';
import { TournamentClockFace } from './TournamentClockFace';

export interface TournamentSectionProps {
  eventId: string;
  /** The viewer may start and run the night (viewerCan.runTournament). */
  canRun: boolean;
  /** Players in the event (the start form's field size). */
  playerCount: number;
  /** The event's start: starting more than an hour ahead of it moves it to now. */
  startsAt: string;
  tournament: TournamentClock_TournamentFragment | null;
}

export function TournamentSection({
  eventId,
  canRun,
  playerCount,
  startsAt,
  tournament,
}: TournamentSectionProps) {
  const [starting, setStarting] = useState(false);
  if (tournament?.phase === 'FINISHED') return null;
  if (tournament)
    return <LiveTournament eventId={eventId} canRun={canRun} tournament={tournament} />;
  if (!canRun) return null;
  return (
    <SectionCard
      titleId="tournament-start-title"
      title="Game night"
      icon={IconCards}
      action={
        <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => setStarting(true)}>
          Start game night
        </Button>
      }
    >
      <Text c="dimmed" size="sm">
        Run the blind clock from here: every player&apos;s phone and the TV show the same time,
        blinds and payouts.
      </Text>
      <StartTournamentModal
        eventId={eventId}
        entrants={playerCount}
        startsAt={startsAt}
        opened={starting}
        onClose={() => setStarting(false)}
      />
    </SectionCard>
  );
}

function LiveTournament({
  eventId,
  canRun,
  tournament,
}: {
  eventId: string;
  canRun: boolean;
  tournament: TournamentClock_TournamentFragment;
}) {
  const client = useApolloClient();
  useSubscription(TOURNAMENT_CHANGED_SUBSCRIPTION, {
    variables: { eventId },
    onData: ({ client: { cache }, data }) => {
      const next = data.data?.tournamentChanged;
      if (next !== undefined) linkTournament(cache, eventId, next);
    },
    onError: (error) => console.error(error),
  });
  const resync = useCallback(
    () =>
      void client
        .query({
          query: TOURNAMENT_CLOCK_QUERY,
          variables: { eventId },
          fetchPolicy: 'network-only',
        })
        .catch(() => {}),
    [client, eventId],
  );
  const host = canRun;

  return (
    <Stack gap="lg">
      <TournamentClockFace
        tournament={tournament}
        resync={resync}
        controls={
          host
            ? (levelIndex) => <HostClockControls tournament={tournament} levelIndex={levelIndex} />
            : undefined
        }
      />
      {host && tournament.displayUrl && (
        <DisplayLinkCard eventId={eventId} url={tournament.displayUrl} />
      )}
      <NightLogCard eventId={eventId} tournament={tournament} levels={tournament.template.levels} />
    </Stack>
  );
}
