// The event's `tournament` field points at a tournament once one exists: a start (the host's
// answer, or a player's live update) fills in what was null, so the page shows the clock at once.
import type { ApolloCache } from '@apollo/client';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { TOURNAMENT_CLOCK_FRAGMENT } from './documents';

export function linkTournament(
  cache: ApolloCache,
  eventId: string,
  tournament: TournamentClock_TournamentFragment | null,
) {
  const ref = tournament
    ? cache.writeFragment({
        fragment: TOURNAMENT_CLOCK_FRAGMENT,
        fragmentName: 'TournamentClock_tournament',
        data: tournament,
      })
    : null;
  cache.modify({
    id: cache.identify({ __typename: 'Event', id: eventId }),
    fields: { tournament: () => ref ?? null },
  });
}
