// The TV display behind the display link (/#/display/{token}, docs/product.md §10): no sign-in,
// names only. During the night, the event's title and the seats by table beside the clock face
// (big digits, blinds, next level, players left, average stack, prize pool and payouts); once the
// night is over, the results and prizes instead of a stopped clock. tournamentDisplay reads it,
// tournamentDisplayChanged keeps it live; a rotated link (or an unknown one) says so instead.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../../../core/format';
import { placeLabel } from '../../../../core/winners';
import type { TournamentDisplay_DisplayFragment } from '../../gql/graphql';
import { TOURNAMENT_DISPLAY_CHANGED_SUBSCRIPTION, TOURNAMENT_DISPLAY_QUERY } from './documents';
import { TournamentClockFace } from './TournamentClockFace';
import classes from './TournamentDisplay.module.css';

type Display = TournamentDisplay_DisplayFragment;

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
    // The night is over: what the room wants to see is who won what, not a stopped clock.
    if (display.tournament.phase === 'FINISHED' && display.results.length > 0) {
      return <DisplayResults display={display} />;
    }
    return (
      <div className={`${classes.screen} ${classes.layout}`}>
        <div className={classes.face}>
          <TournamentClockFace tournament={display.tournament} resync={resync} tv />
        </div>
        <aside className={classes.side} aria-labelledby="display-title">
          <h1 className={classes.title} id="display-title">
            {display.eventTitle}
          </h1>
          <DisplaySeats seats={display.seats} />
        </aside>
      </div>
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

/** Who sits where, table by table in the event's order; nothing until the seats are drawn. */
function DisplaySeats({ seats }: { seats: Display['seats'] }) {
  if (seats.length === 0) return null;
  const tables: { name: string; seats: Display['seats'] }[] = [];
  for (const seat of seats) {
    const last = tables.at(-1);
    if (last?.name === seat.tableName) last.seats.push(seat);
    else tables.push({ name: seat.tableName, seats: [seat] });
  }
  return (
    <section aria-labelledby="display-seats-title" className={classes.tables}>
      <h2 className={classes.sideHeading} id="display-seats-title">
        Seats
      </h2>
      {tables.map((table) => (
        <div key={table.name} className={classes.table} data-testid="display-table">
          <h3 className={classes.tableName}>{table.name}</h3>
          <ul className={classes.seats} aria-label={`${table.name} seats`}>
            {table.seats.map((seat) => (
              <li key={seat.seatNumber} className={classes.seat}>
                <span className={classes.seatNumber}>
                  <VisuallyHidden>Seat </VisuallyHidden>
                  {seat.seatNumber}
                </span>
                <span className={classes.name}>{seat.playerName}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The finished night: every place with its prize, bounties apart as on the Results card. */
function DisplayResults({ display }: { display: Display }) {
  const bounties = display.results.some((result) => result.bountyCents > 0);
  return (
    <div className={`${classes.screen} ${classes.results}`}>
      <Text className={classes.sideHeading} component="p">
        Game night · Results
      </Text>
      <h1 className={classes.resultsTitle}>{display.eventTitle}</h1>
      <table className={classes.resultsTable} aria-label="Results">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col" className={classes.money}>
              Prize
            </th>
            {bounties && (
              <th scope="col" className={classes.money}>
                Bounties
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {display.results.map((result) => (
            <tr key={result.place} className={result.place === 1 ? classes.winner : undefined}>
              <td>{placeLabel(result.place)}</td>
              <td>{result.playerName}</td>
              <td className={`${classes.money} ${result.prizeCents > 0 ? '' : classes.unpaid}`}>
                {formatMoney(result.prizeCents)}
              </td>
              {bounties && (
                <td className={`${classes.money} ${result.bountyCents > 0 ? '' : classes.unpaid}`}>
                  {formatMoney(result.bountyCents)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
