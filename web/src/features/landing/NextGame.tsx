// A signed-in visitor's next game on the landing page: title (linking to the event), date in
// their profile zone and place. Its own chunk (MemberHome loads it lazily), so the query, the
// date formatting and Apollo's hooks cost nothing to visitors who are not signed in.
import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useEventDate } from '../../ui/eventText';
import { LANDING_NEXT_GAME_QUERY } from './documents';

export function NextGame() {
  const { data } = useQuery(LANDING_NEXT_GAME_QUERY, { fetchPolicy: 'cache-and-network' });
  const formatDate = useEventDate();
  const next = data?.me?.upcomingEvents[0];
  // No upcoming game (or not loaded yet): the dashboard link beside this says enough.
  if (!next) return null;
  return (
    <Stack gap={2} style={{ minWidth: 0 }} data-testid="next-game">
      <Text size="sm" fw={700} c="felt.8" tt="uppercase" lts={0.5}>
        Your next game
      </Text>
      <Anchor
        component={Link}
        to={`/event/${next.id}`}
        fw={700}
        fz="lg"
        c="dark.9"
        style={{ overflowWrap: 'anywhere' }}
      >
        {next.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        <time dateTime={next.startsAt}>{formatDate(next.startsAt)}</time>
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {next.location}
      </Text>
    </Stack>
  );
}
