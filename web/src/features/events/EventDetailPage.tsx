// An event's page (docs/product.md §2 Event detail, §4, §6): the header with its state (Upcoming, In
// progress, Awaiting results, Completed), the actions and Add to Calendar (EventHeader); winners
// once it has started (a cash game has its Cash game card instead: buy-ins, cash-outs, settle);
// attending players with the Host badge; the waitlist while it matters; tables with seat maps; the invited
// list. useEventPage holds the state and writes; `eventChanged` keeps the page current and goes
// null when the event is cancelled, which sends everyone to the dashboard. While a game night runs
// the page is the night's: the header says Live, the clock (the host's controls on it) and the
// night's players come first, and the rest folds into Event details (docs/product.md §10).
import { useQuery } from '@apollo/client/react';
import { Button, Card, Grid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { EventDetailFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EventResultsCard } from '../tournament/EventResultsCard';
import { TournamentPlayersCard } from '../tournament/TournamentPlayersCard';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { notifyError, notifyFailure } from '../../ui/notify';
import { PageContainer } from '../../ui/PageContainer';
import { TournamentSection } from '../tournament/TournamentSection';
import { CashGameCard } from './CashGameCard';
import { EVENT_QUERY } from './documents';
import { EventDetailsFold } from './EventDetailsFold';
import { EventHeader, EventHeaderDetails } from './EventHeader';
import { EventInvitedCard } from './EventInvitedCard';
import { AddPlayerModal } from './AddPlayerModal';
import { EventPlayersCard } from './EventPlayersCard';
import { EventWaitlistCard } from './EventWaitlistCard';
import { EventWinnersCard } from './EventWinnersCard';
import { EditEventModal } from './EditEventModal';
import { InviteModal } from './InviteModal';
import { RunAgainModal } from './RunAgainModal';
import { TablesSection } from './TablesSection';
import { useEventPage } from './useEventPage';
import { WinnersModal } from './WinnersModal';

function EventView({ event }: { event: EventDetailFragment }) {
  const page = useEventPage(event);
  const { can } = page;
  const [adding, setAdding] = useState(false);
  const cash = event.kind === 'CASH';
  // A finished game night's results list every place; the winners are its top three. A cash game
  // has no places: the API refuses its winners, so no card waits for them.
  const winnersCard = cash ? null : event.results.length > 0 ? (
    <EventResultsCard event={event} viewerId={page.viewerId} />
  ) : (
    (page.hasWinners || can.setWinners || page.awaitingResults) && (
      <EventWinnersCard
        winners={event.winners}
        canSetWinners={can.setWinners}
        onSetWinners={() => page.setWinnersOpen(true)}
      />
    )
  );
  // A finished game without tables never used them: no empty card with nothing left to do.
  const showTables = event.status !== 'COMPLETED' || event.tables.length > 0;
  // During game night the clock is what a phone opens the page for: on narrow screens the main
  // column (clock first) comes before the players list.
  const nightLive = event.tournament != null && event.tournament.phase !== 'FINISHED';
  // Likewise a cash game's money, once there is any or the game has started.
  const moneyFirst = cash && (event.cashEntries.length > 0 || event.status !== 'UPCOMING');
  const mainFirst = nightLive || moneyFirst;
  const night = (
    <>
      <TournamentSection
        eventId={event.id}
        canRun={can.runTournament}
        playerCount={event.playerCount}
        startsAt={event.startsAt}
        tournament={event.tournament ?? null}
      />
      <TournamentPlayersCard event={event} viewerId={page.viewerId} />
    </>
  );
  const details = (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: mainFirst ? 2 : 1, md: 2 }}>
        <Stack gap="lg">
          <EventPlayersCard
            event={event}
            viewerId={page.viewerId}
            onRemove={can.removePlayer ? page.confirmRemovePlayer : undefined}
            onAdd={can.addPlayer ? () => setAdding(true) : undefined}
          />
          <AddPlayerModal eventId={event.id} opened={adding} onClose={() => setAdding(false)} />
          {/* The line matters while the game can still be joined: full, or someone waiting. */}
          {page.upcoming &&
            (event.waitlist.length > 0 || event.playerCount >= event.maxPlayers) && (
              <EventWaitlistCard
                waitlist={event.waitlist}
                viewerId={page.viewerId}
                canLeave={can.leaveWaitlist}
                leaving={page.busy === 'leaveWaitlist'}
                onLeave={page.leaveWaitlist}
              />
            )}
          {/* Once the game has started, an empty invited list has nothing left to say. */}
          {event.invitedEmails && (page.upcoming || event.invitedEmails.length > 0) && (
            <EventInvitedCard
              emails={event.invitedEmails}
              canRemove={can.removeInvite}
              onRemove={page.confirmRemoveInvite}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: mainFirst ? 1 : 2, md: 1 }}>
        <Stack gap="lg">
          {/* A cash game's money is what its page is for, before and after it settles. */}
          {cash && <CashGameCard event={event} viewerId={page.viewerId} />}
          {/* A completed game leads with its results. */}
          {page.resultsFirst && winnersCard}
          {!nightLive && night}
          {showTables && (
            <TablesSection
              eventId={event.id}
              tables={event.tables}
              viewerId={page.viewerId}
              canReserve={can.reserveSeat}
              canManage={can.manageTables}
            />
          )}
          {!page.resultsFirst && winnersCard}
        </Stack>
      </Grid.Col>
    </Grid>
  );
  return (
    <PageContainer documentTitle={event.title}>
      <EventHeader event={event} page={page} live={nightLive} />
      {nightLive ? (
        <>
          {night}
          <EventDetailsFold>
            <Card padding={0}>
              <EventHeaderDetails event={event} page={page} />
            </Card>
            {details}
          </EventDetailsFold>
        </>
      ) : (
        details
      )}

      <InviteModal
        eventId={event.id}
        opened={page.inviteOpen}
        onClose={() => page.setInviteOpen(false)}
      />
      <WinnersModal
        event={event}
        opened={page.winnersOpen}
        onClose={() => page.setWinnersOpen(false)}
      />
      <EditEventModal
        event={event}
        opened={page.editOpen}
        onClose={() => page.setEditOpen(false)}
      />
      <RunAgainModal
        event={event}
        opened={page.runAgainOpen}
        onClose={() => page.setRunAgainOpen(false)}
      />
      <ConfirmDialog {...page.confirm.dialog} />
    </PageContainer>
  );
}

export function EventDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(EVENT_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const reported = useRef<string | null>(null);
  const event = data?.event;

  // The clock changes the state without a write to announce it: read the event again just after
  // it starts, so an open page turns from Upcoming to In progress with the right buttons.
  const startsAt = event?.status === 'UPCOMING' ? event.startsAt : null;
  useEffect(() => {
    if (!startsAt) return;
    const wait = new Date(startsAt).getTime() - Date.now() + 1000;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refetch().catch(() => {}), wait);
    return () => clearTimeout(timer);
  }, [startsAt, refetch]);

  useEffect(() => {
    if (loading || reported.current === id) return;
    if (data && data.event === null) {
      reported.current = id;
      notifyFailure('Event not found');
      void navigate('/', { replace: true });
    } else if (error && !data?.event) {
      reported.current = id;
      notifyError(error, 'Failed to load event');
    }
  }, [data, error, loading, id, navigate]);

  if (event) return <EventView event={event} />;
  if (loading || (data && data.event === null)) {
    return (
      <PageContainer documentTitle="Event">
        <LoadingScreen />
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Event" documentTitle="Event">
      <Card py={40}>
        <Stack align="center" gap="sm" ta="center">
          <Text fw={700} size="lg">
            This event could not be loaded
          </Text>
          <Text c="dimmed">Check your connection and try again.</Text>
          <Button component={Link} to="/dashboard" variant="light">
            Back to Dashboard
          </Button>
        </Stack>
      </Card>
    </PageContainer>
  );
}
