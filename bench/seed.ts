// Realistic data for the bench, bulk-inserted through Drizzle (the API would take minutes): a
// town of players, groups with histories and results, and events scattered over two years —
// plus the viewer's own small slice of it (their groups, games and invitations), which is all
// their screens should cost. The numbers are the SIZE below; ids are made here, so the slice can
// point into the crowd.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  eventInvites,
  eventPlayers,
  events,
  eventTables,
  eventWinners,
  groupInvites,
  groupMembers,
  groups,
  seatReservations,
  users,
} from '../db/schema';

export const SIZE = {
  users: 3_000,
  groups: 300,
  membersPerGroup: 12,
  events: 12_000,
  playersPerEvent: 8,
  invitesPerUpcomingEvent: 4,
  /** The viewer's share: groups they belong to, games they play. */
  viewerGroups: 3,
  viewerUpcoming: 6,
  viewerPast: 40,
  viewerInvites: 3,
};

const DAY = 86_400_000;

export interface Seeded {
  /** A group of the viewer's with a long history (the group page). */
  groupId: string;
  /** An upcoming game the viewer plays in, with a table and seats (the event page). */
  eventId: string;
  counts: { users: number; events: number; players: number; winners: number };
}

type Rng = () => number;
/** A small deterministic generator, so every run seeds the same town. */
function mulberry32(seed: number): Rng {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;

/** `count` distinct items of `list` (list longer than count). */
function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(rng, list));
  return [...chosen];
}

async function insertAll<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
  chunk = 1_000,
) {
  for (let i = 0; i < rows.length; i += chunk)
    await db.insert(table).values(rows.slice(i, i + chunk));
}

export async function seed(db: Db, viewer: { id: string; email: string }): Promise<Seeded> {
  const rng = mulberry32(10);
  const now = Date.now();

  const userRows = Array.from({ length: SIZE.users }, (_, i) => ({
    id: randomUUID(),
    email: `player${i}@bench.example`,
    emailVerified: true,
    displayName: `Player ${i}`,
  }));
  await insertAll(db, users, userRows);
  const userIds: string[] = userRows.map((u) => u.id);

  // Groups: the viewer belongs to the first few, everybody else to a dozen-odd strangers' ones.
  const groupRows = Array.from({ length: SIZE.groups }, (_, i) => ({
    id: randomUUID(),
    name: `Group ${i}`,
    description: 'Regular game',
    ownerId: i < SIZE.viewerGroups ? viewer.id : pick(rng, userIds),
  }));
  await insertAll(db, groups, groupRows);
  const membersOf = new Map<string, string[]>();
  const memberRows: { groupId: string; userId: string }[] = [];
  groupRows.forEach((group, i) => {
    const members = new Set(sample(rng, userIds, SIZE.membersPerGroup - 1));
    members.add(group.ownerId);
    if (i < SIZE.viewerGroups) members.add(viewer.id);
    membersOf.set(group.id, [...members]);
    for (const userId of members) memberRows.push({ groupId: group.id, userId });
  });
  await insertAll(db, groupMembers, memberRows);
  // Two open invitations per group, and one to the viewer.
  await insertAll(db, groupInvites, [
    ...groupRows.flatMap((group) =>
      [`pending${group.name.slice(6)}a`, `pending${group.name.slice(6)}b`].map((name) => ({
        groupId: group.id,
        email: `${name}@bench.example`,
      })),
    ),
    { groupId: groupRows[SIZE.viewerGroups]!.id, email: viewer.email },
  ]);

  // Events over two years, three quarters of them past; group events take their players from
  // the group, the rest from anyone.
  type EventSeed = typeof events.$inferInsert & { id: string; players: string[] };
  const eventRows: EventSeed[] = [];
  const makeEvent = (startsAt: number, groupIndex: number | null, chosen: string[]) => {
    const players = [...new Set(chosen)];
    const group = groupIndex === null ? null : groupRows[groupIndex]!;
    const row: EventSeed = {
      id: randomUUID(),
      title: `Game ${eventRows.length}`,
      description: 'Bring chips',
      startsAt: new Date(startsAt),
      location: `${eventRows.length} Bench Street`,
      buyInCents: 2_000,
      maxPlayers: 10,
      ownerId: players[0]!,
      groupId: group?.id ?? null,
      status: startsAt < now ? 'completed' : 'upcoming',
      players,
    };
    eventRows.push(row);
    return row;
  };
  for (let i = 0; i < SIZE.events; i++) {
    const startsAt = now + (rng() * 2 - 1.5) * 365 * DAY;
    const groupIndex =
      rng() < 0.7
        ? SIZE.viewerGroups + Math.floor(rng() * (SIZE.groups - SIZE.viewerGroups))
        : null;
    const pool = groupIndex === null ? userIds : membersOf.get(groupRows[groupIndex]!.id)!;
    makeEvent(startsAt, groupIndex, sample(rng, pool, SIZE.playersPerEvent));
  }
  // The viewer's slice: games in their groups (past ones with results), upcoming ones they play.
  const viewerGroupEvents: EventSeed[] = [];
  for (let i = 0; i < SIZE.viewerPast; i++) {
    const groupIndex = i % SIZE.viewerGroups;
    const mates = membersOf.get(groupRows[groupIndex]!.id)!.filter((id) => id !== viewer.id);
    const host = i % 4 === 0 ? viewer.id : pick(rng, mates);
    const others = sample(rng, mates, SIZE.playersPerEvent).filter((id) => id !== host);
    viewerGroupEvents.push(
      makeEvent(now - (i + 1) * 7 * DAY, groupIndex, [host, viewer.id, ...others].slice(0, 9)),
    );
  }
  const viewerUpcoming: EventSeed[] = [];
  for (let i = 0; i < SIZE.viewerUpcoming; i++) {
    const groupIndex = i % 2 === 0 ? i % SIZE.viewerGroups : null;
    const pool = groupIndex === null ? userIds : membersOf.get(groupRows[groupIndex]!.id)!;
    const others = sample(rng, pool, SIZE.playersPerEvent).filter((id) => id !== viewer.id);
    viewerUpcoming.push(makeEvent(now + (i + 1) * 3 * DAY, groupIndex, [viewer.id, ...others]));
  }
  const invitedTo: EventSeed[] = [];
  for (let i = 0; i < SIZE.viewerInvites; i++)
    invitedTo.push(makeEvent(now + (i + 2) * 4 * DAY, null, sample(rng, userIds, 5)));

  await insertAll(
    db,
    events,
    eventRows.map(({ players: _players, ...row }) => row),
  );
  const playerRows = eventRows.flatMap((event) =>
    event.players.map((userId, i) => ({
      eventId: event.id,
      userId,
      joinedAt: new Date(event.startsAt.getTime() - (10 - i) * 3_600_000),
    })),
  );
  await insertAll(db, eventPlayers, playerRows);

  const winnerRows = eventRows
    .filter((event) => event.status === 'completed')
    .flatMap((event) =>
      sample(rng, event.players, 1 + Math.floor(rng() * 3)).map((userId, i) => ({
        eventId: event.id,
        place: i + 1,
        userId,
        prizeCents: 10_000 - i * 3_000,
      })),
    );
  await insertAll(db, eventWinners, winnerRows);

  const inviteRows = eventRows
    .filter((event) => event.status === 'upcoming')
    .flatMap((event) =>
      sample(rng, userRows, SIZE.invitesPerUpcomingEvent).map((u) => ({
        eventId: event.id,
        email: u.email,
      })),
    )
    .concat(invitedTo.map((event) => ({ eventId: event.id, email: viewer.email })));
  // sample() can pick the same person twice across events but never twice for one event.
  await insertAll(db, eventInvites, inviteRows);

  // The event page's game has a table with a few seats taken.
  const detail = viewerUpcoming[0]!;
  const tableId = randomUUID();
  await insertAll(db, eventTables, [{ id: tableId, eventId: detail.id, name: 'Table 1' }]);
  await insertAll(
    db,
    seatReservations,
    detail.players.slice(0, 5).map((userId, i) => ({ tableId, seatNumber: i + 1, userId })),
  );

  return {
    groupId: groupRows[0]!.id,
    eventId: detail.id,
    counts: {
      users: userRows.length + 1,
      events: eventRows.length,
      players: playerRows.length,
      winners: winnerRows.length,
    },
  };
}
