// Chained fixtures: a test tells its story in the order people live it, and every step goes
// through the public GraphQL API, as an integrator's would.
//
//   const seed = createSeed(t);
//   const host = await seed.member('host');
//   const group = await host.createGroup('Regulars');
//   await group.add(await seed.member('mate'));              // invited, and accepted
//   const event = await host.createEvent({ group, title: 'Friday Night' });
//   await event.invite(stranger, 'friend@example.com');
//   await player.join(event);
import { afterAll, beforeAll } from 'vitest';
import type { EventStatus } from '../../server/graphql/generated/resolvers-types';
import {
  openTestDatabase,
  startTestApp,
  type ApiClient,
  type TestApp,
  type TestDatabase,
} from './api';
import {
  AcceptGroupInvite,
  CreateEvent,
  CreateGroup,
  InviteToEvent,
  InviteToGroup,
  JoinEvent,
  type CreateEventInput,
} from './operations';

const DAY = 24 * 60 * 60 * 1000;
/** An ISO instant `days` from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Someone to invite: a member, or a bare e-mail address. */
type Invitee = { email: string } | string;
const addresses = (who: Invitee[]) =>
  who.map((person) => (typeof person === 'string' ? person : person.email)).join(' ');

export interface SeededGroup {
  id: string;
  name: string;
  owner: Member;
  /** The owner invites these people (one invitation mail each). */
  invite(...who: Invitee[]): Promise<{ invited: string[]; skipped: string[] }>;
  /** The owner invites these members and each accepts: they are members afterwards. */
  add(...members: Member[]): Promise<void>;
}

export interface SeededEvent {
  id: string;
  /** As the server set it on creation: IN_PROGRESS for a game recorded after the fact. */
  status: EventStatus;
  host: Member;
  /** The host invites these people. */
  invite(...who: Invitee[]): Promise<{ invited: string[]; skipped: string[] }>;
}

/** Event details; anything left out gets an ordinary upcoming game's value. */
export type EventDetails = Partial<Omit<CreateEventInput, 'groupId'>> & {
  group?: { id: string };
};

/** A signed-up, verified member with a display name, and what members do. */
export type Member = ApiClient & {
  id: string;
  email: string;
  createGroup(name?: string, description?: string): Promise<SeededGroup>;
  createEvent(details?: EventDetails): Promise<SeededEvent>;
  join(event: { id: string }): Promise<void>;
  acceptGroupInvite(group: { id: string }): Promise<void>;
};

/** The event most tests need: a week from now, with a buy-in and room for eight. */
export function eventInput(details: EventDetails = {}): CreateEventInput {
  const { group, ...rest } = details;
  return {
    title: 'Friday Night Hold’em',
    startsAt: inDays(7),
    location: '12 Elm Street Springfield',
    buyInCents: 2000,
    maxPlayers: 8,
    ...(group ? { groupId: group.id } : {}),
    ...rest,
  };
}

export type Seed = ReturnType<typeof createSeed>;

export function createSeed(t: TestApp) {
  function asMember(client: ApiClient & { id: string; email: string }): Member {
    const member: Member = Object.assign(client, {
      async createGroup(name = 'Regulars', description?: string): Promise<SeededGroup> {
        const { createGroup } = await member.ok(CreateGroup, { name, description });
        const group: SeededGroup = {
          ...createGroup,
          owner: member,
          async invite(...who) {
            const emails = addresses(who);
            return (await member.ok(InviteToGroup, { groupId: group.id, emails })).inviteToGroup;
          },
          async add(...members) {
            await group.invite(...members);
            for (const joiner of members) await joiner.acceptGroupInvite(group);
          },
        };
        return group;
      },
      async createEvent(details: EventDetails = {}): Promise<SeededEvent> {
        const { createEvent } = await member.ok(CreateEvent, { input: eventInput(details) });
        return {
          ...createEvent,
          host: member,
          async invite(...who) {
            const emails = addresses(who);
            return (await member.ok(InviteToEvent, { eventId: createEvent.id, emails }))
              .inviteToEvent;
          },
        };
      },
      async join(event: { id: string }) {
        await member.ok(JoinEvent, { eventId: event.id });
      },
      async acceptGroupInvite(group: { id: string }) {
        await member.ok(AcceptGroupInvite, { groupId: group.id });
      },
    });
    return member;
  }

  return {
    /** A new member; `name` becomes their display name (capitalised) and their address. */
    async member(name: string, email?: string): Promise<Member> {
      return asMember(await t.signUpMember(name, email));
    },
    /**
     * `count` members named `prefix0`, `prefix1`, …, signed up ten at a time (each batch stays
     * under the registration throttle).
     */
    async members(prefix: string, count: number): Promise<Member[]> {
      const all: Member[] = [];
      for (let start = 0; start < count; start += 10) {
        const size = Math.min(10, count - start);
        const names = Array.from({ length: size }, (_, i) => `${prefix}${start + i}`);
        all.push(...(await Promise.all(names.map((name) => this.member(name)))));
      }
      return all;
    },
    /** A host, their event, and `players` members (`player1`, …) who joined it, in that order. */
    async game(
      options: { host?: string; players?: number; playerName?: string; event?: EventDetails } = {},
    ) {
      const host = await this.member(options.host ?? 'host');
      const event = await host.createEvent(options.event);
      const players: Member[] = [];
      for (let i = 0; i < (options.players ?? 0); i++) {
        const player = await this.member(`${options.playerName ?? 'player'}${i + 1}`);
        await player.join(event);
        players.push(player);
      }
      return { host, event, players };
    },
  };
}

/**
 * The app a test file runs against: started (on its own test database) before the file's first
 * test, closed after its last, with the chained fixtures on it. Its fields exist once the file's
 * beforeAll has run, so read them inside tests and hooks:
 *
 *   const app = seededApp();
 *   it('…', async () => { const host = await app.member('host'); … app.t.anonymous() … });
 */
export function seededApp(options: Omit<Parameters<typeof startTestApp>[0], 'database'> = {}) {
  let started: { t: TestApp; seed: Seed; testDb: TestDatabase } | undefined;
  const get = () => {
    if (!started) throw new Error('seededApp() is read before its beforeAll ran');
    return started;
  };
  beforeAll(async () => {
    const testDb = await openTestDatabase();
    const t = await startTestApp({ ...options, database: testDb });
    started = { t, seed: createSeed(t), testDb };
  });
  afterAll(async () => {
    await started?.t.close();
  });
  return {
    get t() {
      return get().t;
    },
    get seed() {
      return get().seed;
    },
    /** The test database, for a second instance on it (startSecondInstance). */
    get testDb() {
      return get().testDb;
    },
    /** A new member (the seed's `member`). */
    member: (name: string, email?: string): Promise<Member> => get().seed.member(name, email),
  };
}
