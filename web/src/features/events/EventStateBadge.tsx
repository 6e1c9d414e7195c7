// Where an event stands, as a badge (core/lifecycle.ts): Upcoming, In progress, Awaiting results,
// Completed. The state is the server's (`status`, read through core's eventStateByStatus, the
// table the server's enum resolver uses); the label only adds whether the evening is still on. `tone` picks colours for the page's dark header or for a light card.
// While a game night runs the event page says Live, whatever the start time says (a night started
// early is still "upcoming" by the clock): docs/product.md §10.
import { Badge } from '@mantine/core';
import { eventStateByStatus, stateLabel } from '../../../../core/lifecycle';
import type { EventStatus } from '../../gql/graphql';

const colours: Record<string, { dark: string; light: string }> = {
  Upcoming: { dark: 'chip', light: 'chip' },
  'In progress': { dark: 'red', light: 'red' },
  'Awaiting results': { dark: 'orange', light: 'orange' },
  Completed: { dark: 'gray', light: 'felt' },
  Live: { dark: 'red', light: 'red' },
};

export function EventStateBadge({
  status,
  startsAt,
  tone,
  live = false,
}: {
  status: EventStatus;
  startsAt: string;
  tone: 'dark' | 'light';
  /** A game night is running: Live, for the host and the players alike. */
  live?: boolean;
}) {
  const label = live ? 'Live' : stateLabel(eventStateByStatus[status], new Date(startsAt));
  const colour = colours[label]![tone];
  return (
    <Badge
      color={colour}
      variant={tone === 'dark' ? 'filled' : 'light'}
      c={tone === 'dark' && colour === 'chip' ? 'dark.9' : undefined}
      data-testid="event-state"
    >
      {label}
    </Badge>
  );
}
