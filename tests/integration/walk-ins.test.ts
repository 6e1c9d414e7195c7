// The host adds a player (issue 28): someone they know (a group mate, or who played with them
// before) to an event that is not completed, also once it has started; a running game night
// enters them. Nobody else may add, strangers cannot be added, the cap holds, a second add is
// harmless, and the event's audience sees the new player.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/api';
import { operation } from '../support/operations';
import { seededApp } from '../support/seed';
import { EventTournament, gameNight, StartTournament } from '../support/tournament';

const app = seededApp();

const AddEventPlayer = operation<
  { addEventPlayer: { id: string; players: { id: string }[] } },
  { eventId: string; userId: string }
>(
  `mutation AddEventPlayer($eventId: ID!, $userId: ID!) {
    addEventPlayer(eventId: $eventId, userId: $userId) { id players { id } }
  }`,
);
const Addable = operation<
  {
    event: {
      addablePlayers: { id: string; displayName: string }[];
      viewerCan: { addPlayer: boolean };
      players: { id: string }[];
    };
  },
  { id: string }
>(
  `query Addable($id: ID!) {
    event(id: $id) { addablePlayers { id displayName } viewerCan { addPlayer } players { id } }
  }`,
);

const NOT_KNOWN = 'You can add only people who have played with you or share a group with you';

describe('adding a player', () => {
  it('lets the host add a group mate, offered by name, and nobody else add anyone', async () => {
    const host = await app.member('walkhost');
    const mate = await app.member('walkmate');
    const player = await app.member('walkplayer');
    const group = await host.createGroup('Walk-in regulars');
    await group.add(mate, player);
    const event = await host.createEvent({ group, maxPlayers: 3 });
    await player.join(event);

    const asHost = (await host.ok(Addable, { id: event.id })).event;
    expect(asHost.viewerCan.addPlayer).toBe(true);
    expect(asHost.addablePlayers.map((p) => p.id)).toEqual([mate.id]);
    const asPlayer = (await player.ok(Addable, { id: event.id })).event;
    expect(asPlayer.viewerCan.addPlayer).toBe(false);
    expect(asPlayer.addablePlayers).toEqual([]);
    expect(
      errorOf(await player.gql(AddEventPlayer, { eventId: event.id, userId: mate.id })),
    ).toEqual({ code: 'FORBIDDEN', message: 'Only the host or a group admin can do this' });

    const { addEventPlayer } = await host.ok(AddEventPlayer, {
      eventId: event.id,
      userId: mate.id,
    });
    expect(addEventPlayer.players.map((p) => p.id)).toContain(mate.id);
    // A second tap changes nothing.
    await host.ok(AddEventPlayer, { eventId: event.id, userId: mate.id });
    const after = (await mate.ok(Addable, { id: event.id })).event;
    expect(after.players.filter((p) => p.id === mate.id)).toHaveLength(1);
    expect((await host.ok(Addable, { id: event.id })).event.addablePlayers).toEqual([]);
  });

  it('refuses a stranger, an unknown id and a full table, changing nothing', async () => {
    const host = await app.member('walkstrict');
    const stranger = await app.member('walkstranger');
    const mate = await app.member('walkstrictmate');
    const other = await app.member('walkstrictother');
    const group = await host.createGroup('Strict regulars');
    await group.add(mate, other);
    const event = await host.createEvent({ group, maxPlayers: 2 });
    expect(
      errorOf(await host.gql(AddEventPlayer, { eventId: event.id, userId: stranger.id })),
    ).toEqual({ code: 'NOT_FOUND', message: NOT_KNOWN });
    expect(
      errorOf(await host.gql(AddEventPlayer, { eventId: event.id, userId: 'not-an-id' })),
    ).toEqual({ code: 'NOT_FOUND', message: NOT_KNOWN });
    await host.ok(AddEventPlayer, { eventId: event.id, userId: mate.id });
    expect(
      errorOf(await host.gql(AddEventPlayer, { eventId: event.id, userId: other.id })),
    ).toEqual({ code: 'CONFLICT', message: 'This event is full' });
    const { event: read } = await host.ok(Addable, { id: event.id });
    expect(read.players.map((p) => p.id).sort()).toEqual([host.id, mate.id].sort());
  });

  it('adds a walk-in to a started night, whose game night enters them; not once completed', async () => {
    const night = await gameNight(app.seed, 2, { prefix: 'walkin', group: true, maxPlayers: 6 });
    const walkIn = await app.member('walkinlate');
    await night.group!.add(walkIn);
    await night.host.ok(StartTournament, {
      eventId: night.event.id,
      settings: { templateId: 'standard' },
    });
    await night.host.ok(AddEventPlayer, { eventId: night.event.id, userId: walkIn.id });
    const { event } = await night.players[0]!.ok(EventTournament, { id: night.event.id });
    expect(event!.tournament!.entries.map((e) => e.player.id)).toContain(walkIn.id);
    expect(event!.tournament!.entries).toHaveLength(4);

    // A game whose start time has passed takes a walk-in too; once completed, its players are
    // history.
    const past = await night.host.createEvent({
      title: 'Started an hour ago',
      group: night.group!,
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      playerIds: [night.players[0]!.id],
    });
    const late = await app.member('walkinlater');
    await night.group!.add(late);
    const { addEventPlayer } = await night.host.ok(AddEventPlayer, {
      eventId: past.id,
      userId: late.id,
    });
    expect(addEventPlayer.players.map((p) => p.id)).toContain(late.id);
    await night.host.ok(
      `mutation($e: ID!, $w: [WinnerInput!]!) { setWinners(eventId: $e, winners: $w) { id } }`,
      { e: past.id, w: [{ place: 1, userId: night.players[0]!.id, prizeCents: 0 }] },
    );
    expect(
      errorOf(await night.host.gql(AddEventPlayer, { eventId: past.id, userId: walkIn.id })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This event is completed: its players can no longer change',
    });
  });
});
