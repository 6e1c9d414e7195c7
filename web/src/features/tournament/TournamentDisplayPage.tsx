// The TV display behind the display link (/#/display/{token}): no sign-in, the clock in big
// digits with the blinds, next level, players left, average stack, prize pool and payouts, names
// only. tournamentDisplay reads it, tournamentDisplayChanged keeps it live; a rotated link (or an
// unknown one) says so instead.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Box, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION, TOURNAMENT_DISPLAY_QUERY } from './documents';
import { TournamentClockFace } from './TournamentClockFace';

export function TournamentDisplayPage() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(TOURNAMENT_DISPLAY_QUERY, {
    variables: { token },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION, {
    variables: { token },
    onData: ({ client, data: next }) => {
      if (next.data === undefined) return;
      client.cache.writeQuery({
        query: TOURNAMENT_DISPLAY_QUERY,
        variables: { token },
        data: { tournamentDisplay: next.data.tournamentDisplayChanged },
      });
    },
    onError: (e) => console.error(e),
  });
  const resync = useCallback(() => void refetch().catch(() => {}), [refetch]);

  const display = data?.tournamentDisplay;
  const title = display?.eventTitle;
  useDocumentTitle(title ? `${title} · Game night` : 'Game night · Poker Night');

  if (display) {
    return (
      <Box bg="#0a3622">
        <VisuallyHidden>
          <h1>{display.eventTitle}</h1>
        </VisuallyHidden>
        <TournamentClockFace tournament={display.tournament} resync={resync} tv />
      </Box>
    );
  }
  return (
    <Center mih="80vh" p="lg">
      {loading ? (
        <Loader aria-label="Loading" />
      ) : (
        <Stack align="center" gap="xs" ta="center">
          <Title order={1} fz="h2">
            {error ? 'The display could not be loaded' : 'This display link no longer works'}
          </Title>
          <Text c="dimmed">
            {error
              ? 'Check the connection; it tries again when the page is reloaded.'
              : 'The host made a new link: scan the QR code on their screen again.'}
          </Text>
        </Stack>
      )}
    </Center>
  );
}
