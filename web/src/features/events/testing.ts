// Fixtures for the events screens' component tests: typed GraphQL results and Apollo mocks.
// (Imported only by *.test.tsx files.)
import type { EventDetailFragment } from '../../gql/graphql';
import type { Mock } from '../../test-utils';
import { ME_CHANGED_SUBSCRIPTION } from '../../auth/documents';
import { EVENT_CHANGED_SUBSCRIPTION, EVENT_QUERY } from './documents';

export const person = (
  id: string,
  displayName: string,
  email = `${displayName.toLowerCase()}@example.com`,
) => ({
  __typename: 'User' as const,
  id,
  displayName,
  email,
});

export const sam = person('u1', 'Sam');
export const alex = person('u2', 'Alex');
export const jo = person('u3', 'Jo');
export const lee = person('u4', 'Lee');

export type Capabilities = EventDetailFragment['viewerCan'];

export const capabilities = (overrides: Partial<Capabilities> = {}) => ({
  __typename: 'EventCapabilities' as const,
  join: false,
  acceptInvite: false,
  decline: false,
  leave: false,
  invite: false,
  cancel: false,
  edit: false,
  setWinners: false,
  manageTables: false,
  removeInvite: false,
  reserveSeat: false,
  runTournament: false,
  joinWaitlist: false,
  leaveWaitlist: false,
  removePlayer: false,
  addPlayer: false,
  manageCashGame: false,
  ...overrides,
});

export const HOST_CAN = capabilities({
  invite: true,
  cancel: true,
  edit: true,
  setWinners: true,
  manageTables: true,
  removeInvite: true,
  reserveSeat: true,
});

type Seat = [number, ReturnType<typeof person>];

export const table = (id: string, name: string, maxSeats: number, seats: Seat[] = []) => ({
  __typename: 'EventTable' as const,
  id,
  name,
  maxSeats,
  seats: seats.map(([seatNumber, player]) => ({ __typename: 'Seat' as const, seatNumber, player })),
});

export const winner = (place: number, user: ReturnType<typeof person>, prizeCents: number) => ({
  __typename: 'Winner' as const,
  place,
  prizeCents,
  user,
});

export const cashEntry = (
  player: ReturnType<typeof person>,
  buyInsCents: number,
  cashOutCents: number | null = null,
) => ({ __typename: 'CashEntry' as const, player, buyInsCents, cashOutCents });

/** A full event as the `EventDetail` fragment selects it; Sam (u1) hosts by default. */
export function makeEvent(overrides: Record<string, unknown> = {}) {
  const players = (overrides.players as unknown[] | undefined) ?? [sam, alex];
  return {
    __typename: 'Event' as const,
    id: 'e1',
    title: "Friday Night Hold'em",
    startsAt: '2026-12-05T03:30:00.000Z',
    location: '12 Main St, Springfield',
    buyInCents: 2000,
    maxPlayers: 9,
    playerCount: players.length,
    reminderHoursBefore: 24,
    status: 'UPCOMING' as const,
    owner: sam,
    group: null,
    description: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    invitedEmails: [] as string[] | null,
    waitlist: [] as { __typename: 'User'; id: string; displayName: string }[],
    winners: [] as ReturnType<typeof winner>[],
    tables: [] as ReturnType<typeof table>[],
    tournament: null as unknown,
    kind: 'TOURNAMENT' as 'TOURNAMENT' | 'CASH',
    cashEntries: [] as ReturnType<typeof cashEntry>[],
    results: [] as unknown[],
    viewerCan: capabilities(),
    ...overrides,
    // Players carry isGuest (the event page badges guests); the fixtures' people are accounts.
    players: players.map((player) => ({ isGuest: false, ...(player as object) })),
  };
}

/** A subscription that stays open and never emits (the page just subscribes). */
export const quietSubscription = (query: unknown, variables?: Record<string, unknown>): Mock => ({
  request: { query: query as never, ...(variables ? { variables } : {}) },
  delay: Infinity,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const quietMeChanged = () => quietSubscription(ME_CHANGED_SUBSCRIPTION);

export const eventMocks = (
  event: ReturnType<typeof makeEvent> | null,
  id = event?.id ?? 'e1',
): Mock[] => [
  {
    request: { query: EVENT_QUERY, variables: { id } },
    result: { data: { event } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  quietSubscription(EVENT_CHANGED_SUBSCRIPTION, { id }),
];
