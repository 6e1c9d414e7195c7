// Guests (docs/product.md, "Guests"): whoever runs an event adds a friend without an account by
// name; a group keeps one guest per name across its nights; a guest plays, wins, owes and shows
// in the leaderboard like anyone else; and a claim link moves all of it to a real account once,
// in one transaction, refusing a claim that would give one person two places.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/api';
import { queuedMail } from '../support/outbox';
import { operation } from '../support/operations';
import { seededApp } from '../support/seed';
import { EventTournament, gameNight, SetWinners, StartTournament } from '../support/tournament';

const app = seededApp();

interface Person {
  id: string;
  displayName: string;
  email: string | null;
  isGuest: boolean;
}
const PERSON = 'id displayName email isGuest';

const AddGuest = operation<
  { addGuestPlayer: { id: string; players: Person[] } },
  { eventId: string; displayName?: string; guestId?: string }
>(
  `mutation AddGuest($eventId: ID!, $displayName: String, $guestId: ID) {
    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {
      id players { ${PERSON} }
    }
  }`,
);
const GroupGuests = operation<
  {
    group: {
      guests: (Person & { viewerCanManageGuest: boolean })[];
      leaderboard: {
        user: Person;
        gamesPlayed: number;
        gamesWon: number;
        totalEarningsCents: number;
      }[];
      members: { id: string }[];
    } | null;
  },
  { id: string }
>(
  `query GroupGuests($id: ID!) {
    group(id: $id) {
      guests { ${PERSON} viewerCanManageGuest }
      leaderboard { user { ${PERSON} } gamesPlayed gamesWon totalEarningsCents }
      members { id }
    }
  }`,
);
const AddableGuests = operation<{ event: { addableGuests: Person[] } }, { id: string }>(
  `query AddableGuests($id: ID!) { event(id: $id) { addableGuests { ${PERSON} } } }`,
);
const RenameGuest = operation<{ renameGuest: Person }, { guestId: string; displayName: string }>(
  `mutation RenameGuest($guestId: ID!, $displayName: String!) {
    renameGuest(guestId: $guestId, displayName: $displayName) { ${PERSON} }
  }`,
);
const RemoveGuest = operation<{ removeGuest: boolean }, { guestId: string }>(
  `mutation RemoveGuest($guestId: ID!) { removeGuest(guestId: $guestId) }`,
);
const InviteToClaim = operation<
  { inviteGuestToClaim: boolean },
  { guestId: string; email: string }
>(
  `mutation InviteToClaim($guestId: ID!, $email: String!) {
    inviteGuestToClaim(guestId: $guestId, email: $email)
  }`,
);
const ClaimOffer = operation<
  { guestClaim: { guest: Person; gamesPlayed: number; groupName: string | null } | null },
  { code: string }
>(
  `query ClaimOffer($code: String!) {
    guestClaim(code: $code) { guest { ${PERSON} } gamesPlayed groupName }
  }`,
);
const ClaimGuest = operation<{ claimGuest: { id: string } }, { code: string }>(
  `mutation ClaimGuest($code: String!) { claimGuest(code: $code) { id } }`,
);
const CashBuyIn = operation<unknown, { eventId: string; userId: string; amountCents: number }>(
  `mutation CashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) { id }
  }`,
);
const CashOut = operation<unknown, { eventId: string; userId: string; amountCents: number }>(
  `mutation CashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {
    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) { id }
  }`,
);
const Balances = operation<
  { group: { balances: { user: { id: string }; netCents: number }[] } },
  { id: string }
>(`query Balances($id: ID!) { group(id: $id) { balances { user { id } netCents } } }`);

/** The group's results CSV as its owner downloads it. */
async function resultsCsv(owner: { cookie: string | null }, groupId: string): Promise<string> {
  const response = await fetch(`${app.t.url}/export/groups/${groupId}/results.csv`, {
    headers: owner.cookie ? { cookie: owner.cookie } : {},
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The code in the newest claim mail to `email`. */
async function claimCodeSentTo(email: string): Promise<string> {
  const mails = await queuedMail(app.t.database, email, 'guestClaim');
  const link = (mails.at(-1)!.payload as { props: { claimLink: string } }).props.claimLink;
  return new URL(link.replace('/#/', '/')).searchParams.get('code')!;
}

/** A group with its owner and one member, and an upcoming group event hosted by the owner. */
async function groupNight(prefix: string, maxPlayers = 8, startsAt?: string) {
  const host = await app.member(`${prefix}host`);
  const mate = await app.member(`${prefix}mate`);
  const group = await host.createGroup(`${prefix} regulars`);
  await group.add(mate);
  // A game played already had its players when it was recorded; an upcoming one gets joined.
  const played = startsAt ? { startsAt, playerIds: [mate.id] } : {};
  const event = await host.createEvent({ group, maxPlayers, ...played });
  return { host, mate, group, event };
}

describe('adding a guest', () => {
  it('adds a guest by name, with no e-mail, and reuses the group’s guest of that name', async () => {
    const { host, mate, group, event } = await groupNight('gadd');
    const { addGuestPlayer } = await host.ok(AddGuest, {
      eventId: event.id,
      displayName: ' Dave ',
    });
    const dave = addGuestPlayer.players.find((p) => p.isGuest)!;
    expect(dave).toEqual({ id: dave.id, displayName: 'Dave', email: null, isGuest: true });

    const listed = (await mate.ok(GroupGuests, { id: group.id })).group!.guests;
    expect(listed.map((g) => [g.displayName, g.viewerCanManageGuest])).toEqual([['Dave', false]]);
    expect(
      (await host.ok(GroupGuests, { id: group.id })).group!.guests[0]!.viewerCanManageGuest,
    ).toBe(true);

    // Next week's night: typing "dave" again is the same guest, and he is offered by name.
    const next = await host.createEvent({ group, title: 'Next week' });
    expect(
      (await host.ok(AddableGuests, { id: next.id })).event.addableGuests.map((g) => g.id),
    ).toEqual([dave.id]);
    const again = await host.ok(AddGuest, { eventId: next.id, displayName: 'DAVE' });
    expect(again.addGuestPlayer.players.filter((p) => p.isGuest).map((p) => p.id)).toEqual([
      dave.id,
    ]);
    // A second tap is harmless; the offered list no longer has him.
    await host.ok(AddGuest, { eventId: next.id, guestId: dave.id });
    expect((await host.ok(AddableGuests, { id: next.id })).event.addableGuests).toEqual([]);
    expect((await mate.ok(GroupGuests, { id: group.id })).group!.guests).toHaveLength(1);
  });

  it('is for whoever runs the event only, bounds the name, and keeps the cap', async () => {
    const { host, mate, group, event } = await groupNight('grule', 2);
    expect(errorOf(await mate.gql(AddGuest, { eventId: event.id, displayName: 'Eve' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host or a group admin can do this',
    });
    expect(errorOf(await host.gql(AddGuest, { eventId: event.id, displayName: '   ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "Enter the guest's name",
    });
    expect(
      errorOf(await host.gql(AddGuest, { eventId: event.id, displayName: 'x'.repeat(61) })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Display name must be at most 60 characters',
    });
    expect(errorOf(await host.gql(AddGuest, { eventId: event.id }))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await host.ok(AddGuest, { eventId: event.id, displayName: 'Eve' });
    // Full (host and Eve): refused, and no "Fay" is left behind in the group's guests.
    expect(errorOf(await host.gql(AddGuest, { eventId: event.id, displayName: 'Fay' }))).toEqual({
      code: 'CONFLICT',
      message: 'This event is full',
    });
    const guests = (await host.ok(GroupGuests, { id: group.id })).group!.guests;
    expect(guests.map((g) => g.displayName)).toEqual(['Eve']);
    // Another group's guest cannot be borrowed by id.
    const other = await groupNight('gother');
    expect(
      errorOf(await other.host.gql(AddGuest, { eventId: other.event.id, guestId: guests[0]!.id })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Guest not found' });
    // A stranger sees no guests of the group.
    const stranger = await app.member('gstranger');
    expect((await stranger.gql(GroupGuests, { id: group.id })).data?.group ?? null).toBeNull();
  });

  it('enters a guest walk-in into a running game night', async () => {
    const night = await gameNight(app.seed, 2, { prefix: 'gwalk', group: true, maxPlayers: 6 });
    await night.host.ok(StartTournament, {
      eventId: night.event.id,
      settings: { templateId: 'standard' },
    });
    const { addGuestPlayer } = await night.host.ok(AddGuest, {
      eventId: night.event.id,
      displayName: 'Gus',
    });
    const gus = addGuestPlayer.players.find((p) => p.isGuest)!;
    const { event } = await night.players[0]!.ok(EventTournament, { id: night.event.id });
    expect(event!.tournament!.entries.map((e) => e.player.id)).toContain(gus.id);
  });
});

describe('looking after guests', () => {
  it('renames and removes a guest who never played, for managers only', async () => {
    const { host, mate, group, event } = await groupNight('gkeep');
    const { addGuestPlayer } = await host.ok(AddGuest, { eventId: event.id, displayName: 'Hal' });
    const hal = addGuestPlayer.players.find((p) => p.isGuest)!;
    expect(errorOf(await mate.gql(RenameGuest, { guestId: hal.id, displayName: 'Al' }))).toEqual({
      code: 'FORBIDDEN',
      message:
        'Only whoever runs the event, or the group’s owner and admins, can manage this guest',
    });
    expect(
      (await host.ok(RenameGuest, { guestId: hal.id, displayName: ' Hal B ' })).renameGuest
        .displayName,
    ).toBe('Hal B');

    // Playing an event is history: the guest stays.
    expect(errorOf(await host.gql(RemoveGuest, { guestId: hal.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'This guest has played games, which stay in everyone’s history, so they cannot be removed',
    });
    // A guest who has no game left (removed from the event) can go.
    await host.ok(
      `mutation($e: ID!, $u: ID!) { removeEventPlayer(eventId: $e, userId: $u) { id } }`,
      { e: event.id, u: hal.id },
    );
    expect((await host.ok(RemoveGuest, { guestId: hal.id })).removeGuest).toBe(true);
    expect((await host.ok(GroupGuests, { id: group.id })).group!.guests).toEqual([]);
    expect(errorOf(await host.gql(RemoveGuest, { guestId: hal.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Guest not found',
    });
  });
});

describe('a guest’s games, and claiming them', () => {
  it('counts a guest’s win and money, then moves all of it to the account that claims it, once', async () => {
    // Played an hour ago: winners and a cash game's money can be recorded.
    const anHourAgo = new Date(Date.now() - 3600_000).toISOString();
    const { host, mate, group, event } = await groupNight('gclaim', 8, anHourAgo);
    const { addGuestPlayer } = await host.ok(AddGuest, { eventId: event.id, displayName: 'Ike' });
    const ike = addGuestPlayer.players.find((p) => p.isGuest)!;
    // Ike wins the group's night.
    await host.ok(SetWinners, {
      eventId: event.id,
      winners: [
        { place: 1, userId: ike.id, prizeCents: 6000 },
        { place: 2, userId: mate.id, prizeCents: 2000 },
      ],
    });
    // And buys in to a cash game, leaving with less: he owes the table.
    const cash = await host.ok<{ createEvent: { id: string } }>(
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: 'Cash night',
          startsAt: anHourAgo,
          location: 'Home',
          buyInCents: 0,
          maxPlayers: 8,
          groupId: group.id,
          kind: 'CASH',
          playerIds: [mate.id],
        },
      },
    );
    const cashId = cash.createEvent.id;
    await host.ok(AddGuest, { eventId: cashId, guestId: ike.id });
    await host.ok(CashBuyIn, { eventId: cashId, userId: ike.id, amountCents: 5000 });
    await host.ok(CashBuyIn, { eventId: cashId, userId: mate.id, amountCents: 5000 });
    await host.ok(CashOut, { eventId: cashId, userId: ike.id, amountCents: 2000 });
    await host.ok(CashOut, { eventId: cashId, userId: mate.id, amountCents: 8000 });
    await host.ok(`mutation($e: ID!) { settleCashGame(eventId: $e) { id } }`, { e: cashId });

    const before = (await mate.ok(GroupGuests, { id: group.id })).group!;
    const ikeRow = before.leaderboard.find((row) => row.user.id === ike.id)!;
    expect(ikeRow).toMatchObject({ gamesWon: 1, totalEarningsCents: 6000 });
    expect(ikeRow.user).toMatchObject({ displayName: 'Ike', isGuest: true, email: null });
    // The results CSV names the guest like anyone else.
    expect(await resultsCsv(host, group.id)).toMatch(/1,Ike,60\.00/);
    const balancesBefore = (await host.ok(Balances, { id: group.id })).group.balances;
    expect(balancesBefore.find((b) => b.user.id === ike.id)?.netCents).toBe(-3000);

    // The host invites Ike's address; only the host (or admins) may.
    expect(
      errorOf(await mate.gql(InviteToClaim, { guestId: ike.id, email: 'ike@example.test' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      errorOf(await host.gql(InviteToClaim, { guestId: ike.id, email: 'not an address' })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid email address',
    });
    const ikeAccount = await app.member('gclaimike');
    await host.ok(InviteToClaim, { guestId: ike.id, email: ikeAccount.email.toUpperCase() });
    const code = await claimCodeSentTo(ikeAccount.email);

    // Someone else holding the link is refused and changes nothing.
    const other = await app.member('gclaimother');
    expect((await other.ok(ClaimOffer, { code })).guestClaim).toBeNull();
    expect(errorOf(await other.gql(ClaimGuest, { code }))).toEqual({
      code: 'FORBIDDEN',
      message:
        'This claim link was sent to another e-mail address. Sign in with that address to accept it.',
    });

    const offer = (await ikeAccount.ok(ClaimOffer, { code })).guestClaim!;
    expect(offer).toEqual({
      guest: { id: ike.id, displayName: 'Ike', email: null, isGuest: true },
      gamesPlayed: 2,
      groupName: 'gclaim regulars',
    });
    expect((await ikeAccount.ok(ClaimGuest, { code })).claimGuest.id).toBe(ikeAccount.id);

    // Everything moved, the totals others see unchanged; Ike is a member and no longer a guest.
    const after = (await mate.ok(GroupGuests, { id: group.id })).group!;
    expect(after.guests).toEqual([]);
    expect(after.members.map((m) => m.id)).toContain(ikeAccount.id);
    expect(after.leaderboard.some((row) => row.user.id === ike.id)).toBe(false);
    const claimedRow = after.leaderboard.find((row) => row.user.id === ikeAccount.id)!;
    expect(claimedRow).toMatchObject({
      gamesPlayed: ikeRow.gamesPlayed,
      gamesWon: 1,
      totalEarningsCents: 6000,
    });
    const mateBefore = before.leaderboard.find((row) => row.user.id === mate.id)!;
    expect(after.leaderboard.find((row) => row.user.id === mate.id)).toEqual(mateBefore);
    const balancesAfter = (await host.ok(Balances, { id: group.id })).group.balances;
    expect(balancesAfter.find((b) => b.user.id === ikeAccount.id)?.netCents).toBe(-3000);
    expect(balancesAfter.some((b) => b.user.id === ike.id)).toBe(false);
    expect(balancesAfter.reduce((sum, b) => sum + b.netCents, 0)).toBe(0);

    expect(await resultsCsv(host, group.id)).toMatch(/1,Gclaimike,60\.00/);

    // The same link, or a new one, cannot claim him twice.
    expect(errorOf(await ikeAccount.gql(ClaimGuest, { code }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This claim link is invalid or has expired. Ask the host for a new one.',
    });
    expect(
      errorOf(await host.gql(InviteToClaim, { guestId: ike.id, email: other.email })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a claim by someone who played the same event, changing nothing', async () => {
    const { host, mate, group, event } = await groupNight('gtwice');
    const { addGuestPlayer } = await host.ok(AddGuest, { eventId: event.id, displayName: 'Jay' });
    const jay = addGuestPlayer.players.find((p) => p.isGuest)!;
    await mate.join(event);
    await host.ok(InviteToClaim, { guestId: jay.id, email: mate.email });
    const code = await claimCodeSentTo(mate.email);
    expect(errorOf(await mate.gql(ClaimGuest, { code }))).toEqual({
      code: 'CONFLICT',
      message:
        'You and this guest both played Friday Night Hold’em, so their games cannot move to your account',
    });
    const { group: read } = await host.ok(GroupGuests, { id: group.id });
    expect(read!.guests.map((g) => g.id)).toEqual([jay.id]);
    const players = (await host.ok(AddableGuests, { id: event.id })).event.addableGuests;
    expect(players).toEqual([]); // still playing, as a guest
  });

  it('lets a host keep their own guests outside any group', async () => {
    const host = await app.member('gsolo');
    const event = await host.createEvent({ title: 'Solo night' });
    const { addGuestPlayer } = await host.ok(AddGuest, { eventId: event.id, displayName: 'Kim' });
    const kim = addGuestPlayer.players.find((p) => p.isGuest)!;
    const next = await host.createEvent({ title: 'Solo night 2' });
    expect(
      (await host.ok(AddableGuests, { id: next.id })).event.addableGuests.map((g) => g.id),
    ).toEqual([kim.id]);
    // Another host's "Kim" is someone else.
    const other = await app.member('gsolo2');
    const theirs = await other.createEvent({ title: 'Their night' });
    const added = await other.ok(AddGuest, { eventId: theirs.id, displayName: 'Kim' });
    expect(added.addGuestPlayer.players.find((p) => p.isGuest)!.id).not.toBe(kim.id);
  });
});
