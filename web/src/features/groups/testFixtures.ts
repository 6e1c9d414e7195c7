// Fixtures for the groups component tests: API-shaped objects (with __typename) and the mocks
// the group page always asks for.
import { ME_CHANGED_SUBSCRIPTION } from '../../auth/documents';
import type { GroupDetailFragment } from '../../gql/graphql';
import type { GroupEvent } from './GroupEventsCard';
import type { Mock } from '../../test-utils';
import { GROUP_CHANGED_SUBSCRIPTION, GROUP_EVENTS_QUERY, GROUP_QUERY } from './documents';

export type Role = 'owner' | 'member' | 'invited';

export const person = (id: string, displayName: string, email: string) => ({
  __typename: 'User' as const,
  id,
  displayName,
  email,
});

/** The viewer of most tests is Sam (u1, like makeUser()). */
export const sam = person('u1', 'Sam', 'sam@example.com');
export const alex = person('u2', 'Alex', 'alex@example.com');
export const jordan = person('u3', '', 'jordan@example.com');

export function capabilities(role: Role) {
  return {
    __typename: 'GroupCapabilities' as const,
    invite: role === 'owner',
    leave: role === 'member',
    removeMembers: role === 'owner',
    createEvent: role !== 'invited',
    respondToInvite: role === 'invited',
    manageSeasons: role === 'owner',
    manageRoles: role === 'owner',
    recordPayments: role === 'owner',
  };
}

export function stats(
  user: ReturnType<typeof person>,
  gamesPlayed: number,
  gamesWon: number,
  totalEarningsCents: number,
  /** Of the games played, the tournaments (all of them unless said). */
  tournamentsPlayed = gamesPlayed,
) {
  return {
    __typename: 'GroupPlayerStats' as const,
    user,
    gamesPlayed,
    tournamentsPlayed,
    gamesWon,
    totalEarningsCents,
  };
}

export function makeGroup(
  role: Role,
  overrides: Partial<GroupDetailFragment> = {},
): GroupDetailFragment & { __typename: 'Group' } {
  const owner = role === 'owner' ? sam : alex;
  const members =
    role === 'invited'
      ? [alex, jordan]
      : role === 'owner'
        ? [sam, alex, jordan]
        : [alex, sam, jordan];
  return {
    __typename: 'Group',
    id: 'g1',
    name: 'Thursday Regulars',
    description: 'Hold’em at Dave’s',
    memberCount: members.length,
    owner,
    members,
    invitedEmails: role === 'owner' ? ['pat@example.com'] : null,
    leaderboard: [],
    guests: [],
    viewerRole: role === 'owner' ? 'OWNER' : role === 'member' ? 'MEMBER' : null,
    memberRoles:
      role === 'invited'
        ? []
        : members.map((user) => ({
            __typename: 'GroupMember' as const,
            role: user === owner ? ('OWNER' as const) : ('MEMBER' as const),
            user,
          })),
    currentSeason: null,
    balances: [],
    settleUp: [],
    viewerCan: capabilities(role),
    ...overrides,
  };
}

export function makeEvent(
  id: string,
  overrides: Partial<GroupEvent> = {},
): GroupEvent & { __typename: 'Event' } {
  return {
    __typename: 'Event',
    id,
    title: `Game ${id}`,
    startsAt: '2030-12-05T03:30:00.000Z',
    location: '12 Main St',
    buyInCents: 2500,
    maxPlayers: 8,
    playerCount: 3,
    status: 'UPCOMING',
    winners: [],
    ...overrides,
  };
}

export function groupMock(
  group: ReturnType<typeof makeGroup>,
  options: { delay?: number } = {},
): Mock {
  return {
    request: { query: GROUP_QUERY, variables: { id: group.id } },
    result: { data: { group } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...options,
  };
}

export function eventsMock(
  id: string,
  upcomingEvents: ReturnType<typeof makeEvent>[] = [],
  pastEvents: ReturnType<typeof makeEvent>[] = [],
): Mock {
  return {
    request: { query: GROUP_EVENTS_QUERY, variables: { id } },
    result: { data: { group: { __typename: 'Group', id, upcomingEvents, pastEvents } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The live subscription, held open without emitting. */
export function quietSubscriptionMock(id: string): Mock {
  return {
    request: { query: GROUP_CHANGED_SUBSCRIPTION, variables: { id } },
    result: { data: { groupChanged: null } },
    delay: 2_000_000_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Everything the group page asks for when it opens. */
export function groupPageMocks(
  group: ReturnType<typeof makeGroup>,
  events: { upcoming?: ReturnType<typeof makeEvent>[]; past?: ReturnType<typeof makeEvent>[] } = {},
): Mock[] {
  return [
    groupMock(group),
    eventsMock(group.id, events.upcoming, events.past),
    quietSubscriptionMock(group.id),
    quietMeChangedMock,
  ];
}

/** The Groups page's `meChanged` subscription, held open without emitting. */
export const quietMeChangedMock: Mock = {
  request: { query: ME_CHANGED_SUBSCRIPTION },
  result: { data: { meChanged: null } },
  delay: 2_000_000_000,
  maxUsageCount: Number.POSITIVE_INFINITY,
};
