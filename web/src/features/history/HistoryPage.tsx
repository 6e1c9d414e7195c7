// Event History (docs/product.md §2): my past events, latest first, with title, date, location, buy-in and
// player count; winners 1st/2nd/3rd with prizes; Set Winners / Update Winners for the host.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconHistory, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatBuyIn } from '../../../../core/format';
import { useRefetchOnMeChanged } from '../../auth/useMeChanged';
import { QueryContent } from '../../ui/QueryContent';
import { PageContainer } from '../../ui/PageContainer';
import { EventFacts } from '../events/EventFacts';
import { EventStateBadge } from '../events/EventStateBadge';
import { WinnersList } from '../events/WinnersDisplay';
import { WinnersModal } from '../events/WinnersModal';
import { HISTORY_QUERY } from './documents';

export function HistoryPage() {
  const { data, loading, error, refetch } = useQuery(HISTORY_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const [winnersFor, setWinnersFor] = useState<string | null>(null);

  useRefetchOnMeChanged(refetch);

  const events = data?.me?.pastEvents;
  const editing = events?.find((event) => event.id === winnersFor) ?? null;

  return (
    <PageContainer title="Event History" description="Past games, winners and prizes." size="md">
      <QueryContent
        data={events}
        loading={loading}
        error={error}
        failedTitle="Your history could not be loaded"
        onRetry={() => void refetch().catch(() => {})}
      >
        {(events) =>
          events.length === 0 ? (
            <Card py={48}>
              <Stack align="center" gap="xs" ta="center">
                <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
                  <IconHistory size={34} stroke={1.6} />
                </ThemeIcon>
                <Title order={2} fz="h3" mt="xs">
                  No past events found
                </Title>
                <Text c="dimmed" maw={400}>
                  Games you play or host show up here once they've started, with their winners and
                  prizes.
                </Text>
                <Button component={Link} to="/dashboard" variant="light" mt="sm">
                  Back to Dashboard
                </Button>
              </Stack>
            </Card>
          ) : (
            <Stack component="ul" gap="md" p={0} m={0} aria-label="Past events">
              {events.map((event) => {
                const hasWinners = event.winners.length > 0;
                return (
                  <Card
                    component="li"
                    key={event.id}
                    style={{ listStyle: 'none' }}
                    aria-label={event.title}
                  >
                    <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
                      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                        <Group gap="xs">
                          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                            <Anchor
                              component={Link}
                              to={`/event/${event.id}`}
                              c="inherit"
                              underline="hover"
                              inherit
                            >
                              {event.title}
                            </Anchor>
                          </Title>
                          <EventStateBadge
                            status={event.status}
                            startsAt={event.startsAt}
                            tone="light"
                          />
                        </Group>
                      </Stack>
                      {event.viewerCan.setWinners && (
                        <Button
                          variant={hasWinners ? 'default' : 'filled'}
                          leftSection={<IconTrophy size={18} aria-hidden />}
                          onClick={() => setWinnersFor(event.id)}
                          aria-label={`${hasWinners ? 'Update Winners' : 'Set Winners'} for ${event.title}`}
                        >
                          {hasWinners ? 'Update Winners' : 'Set Winners'}
                        </Button>
                      )}
                    </Group>
                    <EventFacts event={event} withoutNumbers />
                    <Group gap="xs" mt="sm">
                      <Badge
                        variant="light"
                        size="lg"
                        tt="none"
                        leftSection={<IconCoin size={14} aria-hidden />}
                      >
                        {formatBuyIn(event.buyInCents)}
                      </Badge>
                      <Badge
                        variant="light"
                        size="lg"
                        tt="none"
                        color="gray"
                        leftSection={<IconUsers size={14} aria-hidden />}
                      >
                        {event.playerCount} {event.playerCount === 1 ? 'player' : 'players'}
                      </Badge>
                    </Group>
                    <Card.Section
                      withBorder
                      inheritPadding
                      py="sm"
                      mt="md"
                      bg="var(--mantine-color-gray-0)"
                    >
                      {hasWinners ? (
                        <WinnersList winners={event.winners} />
                      ) : event.kind === 'CASH' ? (
                        <Text size="sm" c="dimmed">
                          {event.status === 'COMPLETED'
                            ? 'A cash game, settled: its buy-ins and cash-outs are on its page.'
                            : 'A cash game, not settled yet: its buy-ins and cash-outs are on its page.'}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          No winners recorded yet.
                        </Text>
                      )}
                    </Card.Section>
                  </Card>
                );
              })}
            </Stack>
          )
        }
      </QueryContent>
      <WinnersModal event={editing} opened={!!editing} onClose={() => setWinnersFor(null)} />
    </PageContainer>
  );
}
