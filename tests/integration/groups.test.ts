// Groups through the public GraphQL API: creating, inviting by e-mail (parsing and the e-mails
// through the fake Postmark), answering invitations, members, the group's event lists, the
// leaderboard worked out by hand, and live updates — on PGlite and on Postgres.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPlayers, events, eventWinners, groupInvites, groups } from '../../db/schema';
import { errorOf, startSecondInstance, uniqueEmail, type ApiClient } from '../support/api';
import { seededApp } from '../support/seed';
import { linkIn } from '../support/fake-postmark';
import { CreateEvent } from '../support/operations';
import { queuedMail } from '../support/outbox';

type Member = ApiClient & { email: string; id: string };

const GROUP_FIELDS = `id name description memberCount owner { id }
  members { id displayName email } invitedEmails
  viewerCan { invite leave removeMembers createEvent respondToInvite }`;
const GROUP = `query($id: ID!) { group(id: $id) { ${GROUP_FIELDS} } }`;
const CREATE = `mutation($n: String!, $d: String) { createGroup(name: $n, description: $d) { ${GROUP_FIELDS} } }`;
const INVITE = `mutation($g: ID!, $e: String!) { inviteToGroup(groupId: $g, emails: $e) { invited skipped } }`;
const CANCEL = `mutation($g: ID!, $e: String!) { cancelGroupInvite(groupId: $g, email: $e) { id invitedEmails } }`;
const ACCEPT = `mutation($g: ID!) { acceptGroupInvite(groupId: $g) { id memberCount viewerCan { leave respondToInvite } } }`;
const DECLINE = `mutation($g: ID!) { declineGroupInvite(groupId: $g) }`;
const REMOVE = `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id memberCount members { id } } }`;
const LEAVE = `mutation($g: ID!) { leaveGroup(groupId: $g) }`;
const MY_GROUPS = `{ me { groups { id name memberCount owner { id } } pendingGroupInvites { id name } } }`;
const LEADERBOARD = `query($id: ID!) { group(id: $id) { leaderboard { user { id displayName } gamesPlayed gamesWon totalEarningsCents } } }`;

/** One line of a group's leaderboard as LEADERBOARD reads it. */
const line = (
  who: { id: string },
  displayName: string,
  { played, won, cents }: { played: number; won: number; cents: number },
) => ({
  user: { id: who.id, displayName },
  gamesPlayed: played,
  gamesWon: won,
  totalEarningsCents: cents,
});

const FORBIDDEN_ACCESS = { code: 'FORBIDDEN', message: 'You do not have access to this group' };

const app = seededApp();

async function createGroup(
  owner: ApiClient,
  name = 'Thursday Regulars',
  description?: string,
): Promise<string> {
  const data = await owner.ok(CREATE, { n: name, d: description });
  return data.createGroup.id as string;
}

/** Invites the members' e-mails and has each of them accept. */
async function addMembers(owner: ApiClient, groupId: string, ...members: Member[]) {
  if (members.length === 0) return;
  await owner.ok(INVITE, { g: groupId, e: members.map((m) => m.email).join(', ') });
  for (const member of members) await member.ok(ACCEPT, { g: groupId });
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** A group event written straight to the tables (the events API is tested on its own). */
async function insertEvent(input: {
  groupId: string | null;
  ownerId: string;
  startsAt: Date;
  status?: 'upcoming' | 'completed';
  title?: string;
  players: string[];
  winners?: [place: number, userId: string, prizeCents: number][];
}): Promise<string> {
  const db = app.t.database.db;
  const [event] = await db
    .insert(events)
    .values({
      title: input.title ?? 'Home game',
      startsAt: input.startsAt,
      location: '12 Felt Lane',
      buyInCents: 2000,
      maxPlayers: 10,
      ownerId: input.ownerId,
      groupId: input.groupId,
      status: input.status ?? 'completed',
    })
    .returning();
  if (input.players.length) {
    await db
      .insert(eventPlayers)
      .values(input.players.map((userId) => ({ eventId: event!.id, userId })));
  }
  if (input.winners?.length) {
    await db.insert(eventWinners).values(
      input.winners.map(([place, userId, prizeCents]) => ({
        eventId: event!.id,
        place,
        userId,
        prizeCents,
      })),
    );
  }
  return event!.id;
}

describe('createGroup', () => {
  it('creates a group with a trimmed name and description; the owner is its first member', async () => {
    const owner = await app.t.signUpMember('olga');
    const { createGroup: group } = await owner.ok(CREATE, {
      n: '  Thursday Regulars  ',
      d: '  Low stakes, big laughs ',
    });
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Thursday Regulars',
      description: 'Low stakes, big laughs',
      memberCount: 1,
      owner: { id: owner.id },
      members: [{ id: owner.id, displayName: 'Olga', email: owner.email }],
      invitedEmails: [],
      viewerCan: {
        invite: true,
        leave: false,
        removeMembers: true,
        createEvent: true,
        respondToInvite: false,
      },
    });
    const { me } = await owner.ok(MY_GROUPS);
    expect(me.groups).toEqual([
      { id: group.id, name: 'Thursday Regulars', memberCount: 1, owner: { id: owner.id } },
    ]);
  });

  it('stores a blank or missing description as null', async () => {
    const owner = await app.t.signUpMember('dora');
    expect((await owner.ok(CREATE, { n: 'Blank', d: '   ' })).createGroup.description).toBeNull();
    expect(
      (await owner.ok(`mutation { createGroup(name: "None") { description } }`)).createGroup
        .description,
    ).toBeNull();
  });

  it('requires a name and stores nothing without one', async () => {
    const owner = await app.t.signUpMember('nameless');
    const before = (await app.t.database.db.select().from(groups)).length;
    for (const n of ['', '   ', '\n\t']) {
      expect(errorOf(await owner.gql(CREATE, { n }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Group name is required',
      });
    }
    expect(errorOf(await owner.gql(CREATE, { n: 'x'.repeat(101) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Group name must be at most 100 characters',
    });
    expect((await app.t.database.db.select().from(groups)).length).toBe(before);
  });

  it('needs a signed-in, verified user with a display name', async () => {
    expect(errorOf(await app.t.anonymous().gql(CREATE, { n: 'Nope' }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You must be logged in to perform this action',
    });
    const unverified = await app.t.register('unverified');
    expect(errorOf(await unverified.gql(CREATE, { n: 'Nope' })).code).toBe('EMAIL_NOT_VERIFIED');
    const nameless = await app.t.registerNameless('noname');
    expect(errorOf(await nameless.gql(CREATE, { n: 'Nope' })).code).toBe('PROFILE_INCOMPLETE');
  });
});

describe('inviting by e-mail', () => {
  it('parses the list: splits on commas, spaces and new lines, lower-cases, keeps each address once, skips invalid entries and current members', async () => {
    const owner = await app.t.signUpMember('ivan');
    const member = await app.t.signUpMember('mira');
    const groupId = await createGroup(owner);
    await addMembers(owner, groupId, member);
    const bob = uniqueEmail('bob');
    const carol = uniqueEmail('carol');
    const raw = `  ${bob.toUpperCase()}, not-an-email\n\n${carol}  ${carol.toUpperCase()},,@nope ${owner.email}\n${member.email.toUpperCase()}`;
    const { inviteToGroup } = await owner.ok(INVITE, { g: groupId, e: raw });
    // Members are in neither list: they need no invitation, and they are not invalid entries.
    expect(inviteToGroup).toEqual({ invited: [bob, carol], skipped: ['not-an-email', '@nope'] });
    const { group } = await owner.ok(GROUP, { id: groupId });
    expect(group.invitedEmails).toEqual([bob, carol]);
    expect(group.memberCount).toBe(2);
  });

  it('e-mails each newly invited address the group invite, from the inviter, linking to the Groups page', async () => {
    const owner = await app.t.signUpMember('henrietta');
    const groupId = await createGroup(owner, 'Aces & <Eights>');
    const guest = uniqueEmail('guest');
    const other = uniqueEmail('other');
    await owner.ok(INVITE, { g: groupId, e: `${guest} ${other}` });
    for (const to of [guest, other]) {
      const mail = await app.t.postmark.waitForMessage((m) => m.To === to);
      expect(mail.Subject).toBe('Henrietta invited you to Aces & <Eights> on Poker Night');
      expect(mail.ReplyTo).toBe(owner.email);
      expect(mail.From).toContain('noreply@pokernight.test');
      expect(linkIn(mail, '/#/groups')).toBe(`${app.t.url}/#/groups`);
      expect(mail.HtmlBody).toContain('Aces &amp; &lt;Eights&gt;');
      expect(mail.HtmlBody).not.toContain('<Eights>');
      expect(mail.TextBody).toContain('Henrietta invited you to the group');
    }
  });

  it('keeps an already pending address invited without e-mailing it twice', async () => {
    const owner = await app.t.signUpMember('patty');
    const groupId = await createGroup(owner);
    const once = uniqueEmail('once');
    await owner.ok(INVITE, { g: groupId, e: once });
    await app.t.postmark.waitForMessage((m) => m.To === once);
    const again = await owner.ok(INVITE, { g: groupId, e: once.toUpperCase() });
    expect(again.inviteToGroup).toEqual({ invited: [once], skipped: [] });
    // Mail is queued with the write that causes it: one row means one mail, now and later.
    expect(await queuedMail(app.t.database, once, 'groupInvite')).toHaveLength(1);
    expect(app.t.postmark.messages.filter((m) => m.To === once)).toHaveLength(1);
    expect((await owner.ok(GROUP, { id: groupId })).group.invitedEmails).toEqual([once]);
  });

  it('names the inviter by display name', async () => {
    const owner = await app.t.signUpMember('fallback');
    const groupId = await createGroup(owner, 'Fallbacks');
    const first = uniqueEmail('first');
    await owner.ok(INVITE, { g: groupId, e: first });
    expect((await app.t.postmark.waitForMessage((m) => m.To === first)).Subject).toBe(
      'Fallback invited you to Fallbacks on Poker Night',
    );
    // The fallbacks (e-mail, then "A poker player") need an inviter without a display name, whom
    // the API never lets act on a group (PROFILE_INCOMPLETE): server/groups/access.test.ts.
  });

  it('refuses a list with no valid address and stores nothing', async () => {
    const owner = await app.t.signUpMember('strict');
    const groupId = await createGroup(owner);
    for (const e of ['', '   ', 'nope, also-nope\nstill@nope']) {
      expect(errorOf(await owner.gql(INVITE, { g: groupId, e }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Please enter valid email addresses',
      });
    }
    expect(
      await app.t.database.db.select().from(groupInvites).where(eq(groupInvites.groupId, groupId)),
    ).toHaveLength(0);
  });

  it('withdraws one invitation, matching the address case-insensitively; withdrawing it again changes nothing', async () => {
    const owner = await app.t.signUpMember('canceller');
    const groupId = await createGroup(owner);
    const keep = uniqueEmail('keep');
    const drop = uniqueEmail('drop');
    await owner.ok(INVITE, { g: groupId, e: `${keep} ${drop}` });
    const { cancelGroupInvite } = await owner.ok(CANCEL, {
      g: groupId,
      e: `  ${drop.toUpperCase()} `,
    });
    expect(cancelGroupInvite).toEqual({ id: groupId, invitedEmails: [keep] });
    expect(
      (await owner.ok(CANCEL, { g: groupId, e: drop })).cancelGroupInvite.invitedEmails,
    ).toEqual([keep]);
  });
});

describe('answering invitations', () => {
  it('an invited user sees the group, accepts, becomes a member, and the invitation is gone', async () => {
    const owner = await app.t.signUpMember('owen');
    const invitee = await app.t.signUpMember('ingrid');
    const groupId = await createGroup(owner, 'Friday Felt', 'Bring snacks');
    await owner.ok(INVITE, { g: groupId, e: invitee.email.toUpperCase() });

    expect((await invitee.ok(MY_GROUPS)).me).toEqual({
      groups: [],
      pendingGroupInvites: [{ id: groupId, name: 'Friday Felt' }],
    });
    const { group: seen } = await invitee.ok(GROUP, { id: groupId });
    expect(seen).toMatchObject({
      name: 'Friday Felt',
      description: 'Bring snacks',
      owner: { id: owner.id },
      memberCount: 1,
      invitedEmails: null,
      viewerCan: {
        invite: false,
        leave: false,
        removeMembers: false,
        createEvent: false,
        respondToInvite: true,
      },
    });

    const { acceptGroupInvite } = await invitee.ok(ACCEPT, { g: groupId });
    expect(acceptGroupInvite).toEqual({
      id: groupId,
      memberCount: 2,
      viewerCan: { leave: true, respondToInvite: false },
    });
    expect((await invitee.ok(MY_GROUPS)).me).toEqual({
      groups: [{ id: groupId, name: 'Friday Felt', memberCount: 2, owner: { id: owner.id } }],
      pendingGroupInvites: [],
    });
    const { group } = await owner.ok(GROUP, { id: groupId });
    expect(group.invitedEmails).toEqual([]);
    expect(group.members.map((m: { id: string }) => m.id)).toEqual([owner.id, invitee.id]);
    // Accepting again is harmless.
    expect((await invitee.ok(ACCEPT, { g: groupId })).acceptGroupInvite.memberCount).toBe(2);
  });

  it('an invitation made before the account existed is found when the person signs up', async () => {
    const owner = await app.t.signUpMember('early');
    const groupId = await createGroup(owner, 'Early Birds');
    const email = uniqueEmail('later');
    await owner.ok(INVITE, { g: groupId, e: email.toUpperCase() });
    const later = await app.t.signUpMember('later', email);
    expect((await later.ok(MY_GROUPS)).me.pendingGroupInvites).toEqual([
      { id: groupId, name: 'Early Birds' },
    ]);
    await later.ok(ACCEPT, { g: groupId });
    expect((await later.ok(MY_GROUPS)).me.groups.map((g: { id: string }) => g.id)).toEqual([
      groupId,
    ]);
  });

  it('an unverified account does not see invitations to its address', async () => {
    const owner = await app.t.signUpMember('guard');
    const groupId = await createGroup(owner, 'Guarded');
    const squatter = await app.t.register('squatter');
    await owner.ok(INVITE, { g: groupId, e: squatter.email });
    expect((await squatter.ok(MY_GROUPS)).me.pendingGroupInvites).toEqual([]);
    expect(errorOf(await squatter.gql(GROUP, { id: groupId })).code).toBe('EMAIL_NOT_VERIFIED');
    expect(errorOf(await squatter.gql(ACCEPT, { g: groupId })).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('declining removes the invitation and with it the access; declining again is harmless', async () => {
    const owner = await app.t.signUpMember('decliner');
    const invitee = await app.t.signUpMember('nope');
    const groupId = await createGroup(owner);
    await owner.ok(INVITE, { g: groupId, e: invitee.email });
    expect((await invitee.ok(DECLINE, { g: groupId })).declineGroupInvite).toBe(true);
    expect((await invitee.ok(MY_GROUPS)).me.pendingGroupInvites).toEqual([]);
    expect((await owner.ok(GROUP, { id: groupId })).group.invitedEmails).toEqual([]);
    expect(errorOf(await invitee.gql(GROUP, { id: groupId }))).toEqual(FORBIDDEN_ACCESS);
    expect((await invitee.ok(DECLINE, { g: groupId })).declineGroupInvite).toBe(true);
    expect(errorOf(await invitee.gql(ACCEPT, { g: groupId }))).toEqual({
      code: 'FORBIDDEN',
      message: 'You have not been invited to this group',
    });
  });

  it('a withdrawn invitation can no longer be accepted', async () => {
    const owner = await app.t.signUpMember('withdrawer');
    const invitee = await app.t.signUpMember('hopeful');
    const groupId = await createGroup(owner);
    await owner.ok(INVITE, { g: groupId, e: invitee.email });
    await owner.ok(CANCEL, { g: groupId, e: invitee.email });
    expect(errorOf(await invitee.gql(ACCEPT, { g: groupId })).message).toBe(
      'You have not been invited to this group',
    );
    expect(errorOf(await invitee.gql(GROUP, { id: groupId }))).toEqual(FORBIDDEN_ACCESS);
  });
});

describe('members', () => {
  it('lists the owner first, then by display name; me.groups lists my groups by name with their counts', async () => {
    const owner = await app.t.signUpMember('zara');
    const bob = await app.t.signUpMember('bob');
    const alice = await app.t.signUpMember('alice');
    const groupId = await createGroup(owner, 'b group');
    await addMembers(owner, groupId, bob, alice);
    const { group } = await bob.ok(GROUP, { id: groupId });
    expect(group.members.map((m: { displayName: string }) => m.displayName)).toEqual([
      'Zara',
      'Alice',
      'Bob',
    ]);
    expect(group.memberCount).toBe(3);

    const second = await createGroup(alice, 'A group');
    const third = await createGroup(bob, 'C group');
    await addMembers(bob, third, alice);
    const { me } = await alice.ok(MY_GROUPS);
    expect(me.groups).toEqual([
      { id: second, name: 'A group', memberCount: 1, owner: { id: alice.id } },
      { id: groupId, name: 'b group', memberCount: 3, owner: { id: owner.id } },
      { id: third, name: 'C group', memberCount: 2, owner: { id: bob.id } },
    ]);
  });

  it('the owner removes a member, who loses access; removing them again changes nothing', async () => {
    const owner = await app.t.signUpMember('remover');
    const member = await app.t.signUpMember('removed');
    const stays = await app.t.signUpMember('stays');
    const groupId = await createGroup(owner);
    await addMembers(owner, groupId, member, stays);
    const { removeGroupMember } = await owner.ok(REMOVE, { g: groupId, u: member.id });
    expect(removeGroupMember).toEqual({
      id: groupId,
      memberCount: 2,
      members: [{ id: owner.id }, { id: stays.id }],
    });
    expect(errorOf(await member.gql(GROUP, { id: groupId }))).toEqual(FORBIDDEN_ACCESS);
    expect((await member.ok(MY_GROUPS)).me.groups).toEqual([]);
    expect(
      (await owner.ok(REMOVE, { g: groupId, u: member.id })).removeGroupMember.memberCount,
    ).toBe(2);
    expect(errorOf(await owner.gql(REMOVE, { g: groupId, u: owner.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The group owner cannot be removed',
    });
  });

  it('a member leaves; a new invitation is needed to rejoin', async () => {
    const owner = await app.t.signUpMember('host');
    const member = await app.t.signUpMember('leaver');
    const groupId = await createGroup(owner);
    await addMembers(owner, groupId, member);
    expect((await member.ok(LEAVE, { g: groupId })).leaveGroup).toBe(true);
    expect(errorOf(await member.gql(GROUP, { id: groupId }))).toEqual(FORBIDDEN_ACCESS);
    expect(errorOf(await member.gql(ACCEPT, { g: groupId })).message).toBe(
      'You have not been invited to this group',
    );
    expect(errorOf(await member.gql(LEAVE, { g: groupId }))).toEqual(FORBIDDEN_ACCESS);
    await owner.ok(INVITE, { g: groupId, e: member.email });
    expect((await member.ok(ACCEPT, { g: groupId })).acceptGroupInvite.memberCount).toBe(2);
  });

  it('answers null for an unknown group and NOT_FOUND to writes on one', async () => {
    const user = await app.t.signUpMember('prober');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid']) {
      expect((await user.gql(GROUP, { id })).data.group).toBeNull();
      for (const [query, variables] of [
        [INVITE, { g: id, e: 'a@example.com' }],
        [CANCEL, { g: id, e: 'a@example.com' }],
        [ACCEPT, { g: id }],
        [DECLINE, { g: id }],
        [REMOVE, { g: id, u: user.id }],
        [LEAVE, { g: id }],
      ] as const) {
        expect(errorOf(await user.gql(query, variables))).toEqual({
          code: 'NOT_FOUND',
          message: 'Group not found',
        });
      }
    }
  });
});

describe('group events', () => {
  it('lists upcoming events soonest first and past events latest first, only the group’s own', async () => {
    const owner = await app.t.signUpMember('planner');
    const groupId = await createGroup(owner, 'Planners');
    const otherGroup = await createGroup(owner, 'Others');
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset);
    const ids = {
      soon: await insertEvent({
        groupId,
        ownerId: owner.id,
        startsAt: at(HOUR),
        status: 'upcoming',
        title: 'soon',
        players: [owner.id],
      }),
      later: await insertEvent({
        groupId,
        ownerId: owner.id,
        startsAt: at(3 * DAY),
        status: 'upcoming',
        title: 'later',
        players: [owner.id],
      }),
      yesterday: await insertEvent({
        groupId,
        ownerId: owner.id,
        startsAt: at(-DAY),
        title: 'yesterday',
        players: [owner.id],
      }),
      lastWeek: await insertEvent({
        groupId,
        ownerId: owner.id,
        startsAt: at(-7 * DAY),
        status: 'upcoming',
        title: 'last week',
        players: [owner.id],
      }),
    };
    await insertEvent({
      groupId: otherGroup,
      ownerId: owner.id,
      startsAt: at(2 * HOUR),
      status: 'upcoming',
      players: [owner.id],
    });
    await insertEvent({
      groupId: null,
      ownerId: owner.id,
      startsAt: at(-2 * DAY),
      players: [owner.id],
    });
    const { group } = await owner.ok(
      `query($id: ID!) { group(id: $id) { upcomingEvents { id title startsAt } pastEvents { id title } } }`,
      { id: groupId },
    );
    expect(group.upcomingEvents.map((e: { id: string }) => e.id)).toEqual([ids.soon, ids.later]);
    expect(group.upcomingEvents[0].startsAt).toBe(at(HOUR).toISOString());
    expect(group.pastEvents.map((e: { id: string }) => e.id)).toEqual([
      ids.yesterday,
      ids.lastWeek,
    ]);
  });
});

describe('leaderboard', () => {
  it('counts games, first places and prizes from completed group events only, worked out by hand', async () => {
    const alice = await app.t.signUpMember('alice');
    const bob = await app.t.signUpMember('bob');
    const carol = await app.t.signUpMember('carol');
    const dave = await app.t.signUpMember('dave');
    const groupId = await createGroup(alice, 'Ledger');
    await addMembers(alice, groupId, bob, carol, dave);
    const otherGroup = await createGroup(bob, 'Elsewhere');
    const week = (n: number) => new Date(Date.now() - n * 7 * DAY);
    const game = (n: number, players: Member[], winners: [number, Member, number][]) =>
      insertEvent({
        groupId,
        ownerId: alice.id,
        startsAt: week(n),
        players: players.map((p) => p.id),
        winners: winners.map(([place, p, prize]) => [place, p.id, prize]),
      });
    // E1: Bob wins $60, Alice 2nd $30, Carol 3rd $10; Dave plays without placing.
    await game(
      5,
      [alice, bob, carol, dave],
      [
        [1, bob, 6000],
        [2, alice, 3000],
        [3, carol, 1000],
      ],
    );
    // E2: Carol wins $45; Bob 2nd with a zero prize.
    await game(
      4,
      [alice, bob, carol],
      [
        [1, carol, 4500],
        [2, bob, 0],
      ],
    );
    // E3: Dave wins $20, Alice 2nd $10.
    await game(
      3,
      [alice, bob, dave],
      [
        [1, dave, 2000],
        [2, alice, 1000],
      ],
    );
    // E4: Alice wins with a zero prize.
    await game(2, [alice, carol, dave], [[1, alice, 0]]);
    // E5: Carol wins $10, Bob 2nd $5.
    await game(
      1,
      [bob, carol],
      [
        [1, carol, 1000],
        [2, bob, 500],
      ],
    );
    // Not counted: an upcoming (unscored) group event, another group's game, a game without a group.
    await insertEvent({
      groupId,
      ownerId: alice.id,
      startsAt: week(6),
      status: 'upcoming',
      players: [alice.id, bob.id],
    });
    await insertEvent({
      groupId: otherGroup,
      ownerId: bob.id,
      startsAt: week(1),
      players: [bob.id, dave.id],
      winners: [[1, dave.id, 9900]],
    });
    await insertEvent({
      groupId: null,
      ownerId: alice.id,
      startsAt: week(1),
      players: [alice.id, bob.id],
      winners: [[1, alice.id, 7700]],
    });
    // Dave leaves the group; his history stays on the board.
    await dave.ok(LEAVE, { g: groupId });

    // Alice: E1-E4 played (4), won E4 (1), 3000 + 1000 + 0 = 4000.
    // Bob:   E1, E2, E3, E5 (4), won E1 (1), 6000 + 0 + 500 = 6500.
    // Carol: E1, E2, E4, E5 (4), won E2 and E5 (2), 1000 + 4500 + 1000 = 6500.
    // Dave:  E1, E3, E4 (3), won E3 (1), 2000.
    // Most wins first (Carol); Alice and Bob tie on wins, Bob took home more; Dave's $20 comes last
    // (core/leaderboard.ts: wins, earnings, fewer games, name).
    const { group } = await bob.ok(LEADERBOARD, { id: groupId });
    expect(group.leaderboard).toEqual([
      line(carol, 'Carol', { played: 4, won: 2, cents: 6500 }),
      line(bob, 'Bob', { played: 4, won: 1, cents: 6500 }),
      line(alice, 'Alice', { played: 4, won: 1, cents: 4000 }),
      line(dave, 'Dave', { played: 3, won: 1, cents: 2000 }),
    ]);
    // The other group's board is its own.
    expect((await bob.ok(LEADERBOARD, { id: otherGroup })).group.leaderboard).toEqual([
      line(dave, 'Dave', { played: 1, won: 1, cents: 9900 }),
      line(bob, 'Bob', { played: 1, won: 0, cents: 0 }),
    ]);
  });

  it('is empty until a group event is completed, and follows winners as they are recorded', async () => {
    const owner = await app.t.signUpMember('fresh');
    const member = await app.t.signUpMember('newbie');
    const groupId = await createGroup(owner, 'Fresh');
    await addMembers(owner, groupId, member);
    const eventId = await insertEvent({
      groupId,
      ownerId: owner.id,
      startsAt: new Date(Date.now() - DAY),
      status: 'upcoming',
      players: [owner.id, member.id],
    });
    expect((await owner.ok(LEADERBOARD, { id: groupId })).group.leaderboard).toEqual([]);
    await app.t.database.db
      .insert(eventWinners)
      .values({ eventId, place: 1, userId: member.id, prizeCents: 4000 });
    await app.t.database.db
      .update(events)
      .set({ status: 'completed' })
      .where(eq(events.id, eventId));
    expect((await owner.ok(LEADERBOARD, { id: groupId })).group.leaderboard).toEqual([
      line(member, 'Newbie', { played: 1, won: 1, cents: 4000 }),
      line(owner, 'Fresh', { played: 1, won: 0, cents: 0 }),
    ]);
  });
});

describe('live updates', () => {
  it('pushes an accepted invitation to the owner’s groupChanged subscription', async () => {
    const owner = await app.t.signUpMember('watcher');
    const invitee = await app.t.signUpMember('joiner');
    const groupId = await createGroup(owner, 'Live Group');
    await owner.ok(INVITE, { g: groupId, e: invitee.email });
    const sub = await app.t.listen(
      owner,
      `subscription($id: ID!) { groupChanged(id: $id) { memberCount members { id } invitedEmails } }`,
      {
        id: groupId,
      },
    );
    await invitee.ok(ACCEPT, { g: groupId });
    expect((await sub.next()).data).toEqual({
      groupChanged: {
        memberCount: 2,
        members: [{ id: owner.id }, { id: invitee.id }],
        invitedEmails: [],
      },
    });
    await sub.close();
  });

  it('pushes group events and the leaderboard to groupChanged as the events change', async () => {
    const owner = await app.t.signUpMember('ledger');
    const member = await app.t.signUpMember('bystander');
    const groupId = await createGroup(owner, 'Live Board');
    await addMembers(owner, groupId, member);
    const sub = await app.t.listen(
      member,
      `subscription($id: ID!) { groupChanged(id: $id) { pastEvents { id } leaderboard { user { id } gamesWon } } }`,
      { id: groupId },
    );
    const { createEvent } = await owner.ok(CreateEvent, {
      input: {
        title: 'Last week',
        startsAt: new Date(Date.now() - 7 * DAY).toISOString(),
        location: 'Back room',
        buyInCents: 1000,
        maxPlayers: 6,
        groupId,
      },
    });
    expect((await sub.next()).data.groupChanged).toEqual({
      pastEvents: [{ id: createEvent.id }],
      leaderboard: [],
    });
    await owner.ok(
      `mutation($e: ID!, $w: [WinnerInput!]!) { setWinners(eventId: $e, winners: $w) { id } }`,
      { e: createEvent.id, w: [{ place: 1, userId: owner.id, prizeCents: 1000 }] },
    );
    expect((await sub.next()).data.groupChanged.leaderboard).toEqual([
      { user: { id: owner.id }, gamesWon: 1 },
    ]);
    await sub.close();
  });

  it('fires meChanged for an invitee with an account when invited', async () => {
    const owner = await app.t.signUpMember('inviter');
    const invitee = await app.t.signUpMember('listener');
    const groupId = await createGroup(owner, 'Ringing');
    const sub = await app.t.listen(
      invitee,
      `subscription { meChanged { pendingGroupInvites { id name } } }`,
    );
    await owner.ok(INVITE, { g: groupId, e: invitee.email });
    expect((await sub.next()).data).toEqual({
      meChanged: { pendingGroupInvites: [{ id: groupId, name: 'Ringing' }] },
    });
    await sub.close();
  });

  it('sends null to a member once they are removed', async () => {
    const owner = await app.t.signUpMember('boss');
    const member = await app.t.signUpMember('goner');
    const groupId = await createGroup(owner);
    await addMembers(owner, groupId, member);
    const sub = await app.t.listen(
      member,
      `subscription($id: ID!) { groupChanged(id: $id) { id } }`,
      {
        id: groupId,
      },
    );
    await owner.ok(REMOVE, { g: groupId, u: member.id });
    expect((await sub.next()).data).toEqual({ groupChanged: null });
    await sub.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reaches a subscriber connected to another instance',
    async () => {
      const second = await startSecondInstance(app.testDb);
      try {
        const owner = await app.t.signUpMember('farowner');
        const invitee = await app.t.signUpMember('farjoiner');
        const groupId = await createGroup(owner, 'Two Rooms');
        await owner.ok(INVITE, { g: groupId, e: invitee.email });
        const remoteOwner = second.anonymous();
        remoteOwner.cookie = owner.cookie;
        const sub = await second.listen(
          remoteOwner,
          `subscription($id: ID!) { groupChanged(id: $id) { memberCount } }`,
          { id: groupId },
        );
        await invitee.ok(ACCEPT, { g: groupId });
        expect((await sub.next()).data).toEqual({ groupChanged: { memberCount: 2 } });
        await sub.close();
      } finally {
        await second.close();
      }
    },
  );
});
